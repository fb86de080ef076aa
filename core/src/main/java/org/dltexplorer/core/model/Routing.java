package org.dltexplorer.core.model;

/** Hypercube scattering variant: store-and-forward (Drozdowski 2009, (7.30)) or circuit-switched ((7.32)). */
public enum Routing {
    STORE_AND_FORWARD("store-and-forward"),
    CIRCUIT_SWITCHED("circuit-switched");

    private final String id;

    Routing(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
