package org.dltexplorer.core.model;

/** Which layers of a scattering tree compute: nearest layers first (NLF) or largest layers first (LLF), Drozdowski (2009), §7.2.3. */
public enum LayerOrder {
    NLF("nlf"),
    LLF("llf");

    private final String id;

    LayerOrder(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
