/**
 * Linear networks of Błażewicz & Drozdowski (1997), §2: chains with the originator at an end (eqs. (1)–(3)) or inside (eq. (4)) and
 * loops (eq. (5)); loops whose results return are solved as their best opening
 * ({@link org.dltexplorer.core.solver.linear.LoopReturnSolver}). Chains and opened loops are trees of one or two
 * branches and share the tree recursion ({@link org.dltexplorer.core.solver.tree.EqualFinishTree});
 * {@link org.dltexplorer.core.solver.linear.PathBranch} evaluates every prefix of a branch in one pass for the usable-processor search.
 */
package org.dltexplorer.core.solver.linear;
