/**
 * Trees with simultaneous sends on all ports (seed 003 §3, eq. (6)): the bottom-up capacity recursion
 * {@link org.dltexplorer.core.solver.tree.EqualFinishTree} shared by every tree-shaped solver, and the choice of the
 * usable sub-tree when the whole tree cannot be used.
 */
package org.dltexplorer.core.solver.tree;
