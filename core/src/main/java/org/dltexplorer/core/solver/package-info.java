/**
 * The {@link org.dltexplorer.core.solver.Solver} interface and the registry
 * {@link org.dltexplorer.core.solver.Solvers}; one subpackage per family of models in the papers.
 */
package org.dltexplorer.core.solver;
