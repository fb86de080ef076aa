/**
 * Scattering of divisible load over layered networks: {@code (p+1)}-nomial trees in 2D/3D meshes (Drozdowski 2009
 * §7.2.3) and the Peters–Syska 2D torus (Błażewicz et al. 1999), which share one NLF recursion
 * ({@link org.dltexplorer.core.solver.scatter.NomialTreeRecursion}); sequential layer activation (LLF and
 * circuit-switched hypercubes, {@link org.dltexplorer.core.solver.scatter.SequentialActivation}); store-and-forward
 * chains of layers (hypercube, rectangular mesh layers, {@link org.dltexplorer.core.solver.scatter.LayerChain}).
 * All work per layer, so sizes far beyond {@code long} processor counts are solved in time linear (or quadratic) in
 * the number of layers.
 */
package org.dltexplorer.core.solver.scatter;
