package org.dltexplorer.core.model;

/** A link of an explicit network seen as an edge: link {@code link} joins processors {@code u} and {@code v}. */
public record Edge(int link, int u, int v) {

    public int other(int end) {
        return end == u ? v : u;
    }
}
