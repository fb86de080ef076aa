/**
 * Arbitrary connected graphs (Błażewicz & Drozdowski 1997, §3): scheduled over a spanning tree, the best of all
 * when there are few, else found by edge exchanges from the shortest-path tree
 * ({@link org.dltexplorer.core.solver.graph.SpanningTree}), then solved as a tree: eq. (6) without returned
 * results, the tree-return model of {@link org.dltexplorer.core.solver.tree.ReturnTreeLp} with them.
 */
package org.dltexplorer.core.solver.graph;
