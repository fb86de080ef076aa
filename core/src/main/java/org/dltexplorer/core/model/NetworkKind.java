package org.dltexplorer.core.model;

import java.util.Arrays;
import java.util.Optional;

/** The network kinds of the scenario format, with their names in files. */
public enum NetworkKind {
    CHAIN("chain"),
    LOOP("loop"),
    STAR("star"),
    BUS("bus"),
    TREE("tree"),
    KARY_TREE("kary-tree"),
    HYPERCUBE("hypercube"),
    TORUS2D("torus2d"),
    MESH("mesh"),
    GRAPH("graph");

    private final String id;

    NetworkKind(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<NetworkKind> fromId(String id) {
        return Arrays.stream(values()).filter(k -> k.id.equals(id)).findFirst();
    }
}
