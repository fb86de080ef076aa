package org.dltexplorer.core.model;

/** Whether a node sends on all its links at once ({@code "all"}) or to one neighbour at a time ({@code "one"}). */
public enum Ports {
    ALL("all"),
    ONE("one");

    private final String id;

    Ports(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
