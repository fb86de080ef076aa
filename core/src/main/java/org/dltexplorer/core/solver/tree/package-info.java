/**
 * Trees with simultaneous sends on all ports (Błażewicz & Drozdowski 1997, §3, eq. (6)): the bottom-up capacity recursion
 * {@link org.dltexplorer.core.solver.tree.EqualFinishTree} shared by every tree-shaped solver, and the choice of the
 * usable sub-tree when the whole tree cannot be used. With results returned along the tree
 * ({@link org.dltexplorer.core.solver.tree.ReturnTreeLp}), {@link org.dltexplorer.core.solver.tree.ReturnTree}
 * chooses the nodes for every tree-shaped network: trees, chains, all-port stars, spanning trees of graphs and
 * opened loops. Trees sending to one child at a time ({@link org.dltexplorer.core.solver.tree.TreeOnePortSolver})
 * take their loads from an LP ({@link org.dltexplorer.core.solver.tree.OnePortTreeLp}) and share the sub-tree search.
 */
package org.dltexplorer.core.solver.tree;
