/**
 * Hypercubes (Drozdowski 2009, §7.2.4, Błażewicz & Drozdowski (1997), §5): layers of processors {@code i} hops from the originator, fed
 * store-and-forward as a chain of layers (eqs. (7.30)–(7.31) = Błażewicz & Drozdowski (1997), eq. (12)) or by circuit switching from the
 * originator's {@code d} ports (eqs. (7.32)–(7.33)); the recursions live in
 * {@link org.dltexplorer.core.solver.scatter}.
 */
package org.dltexplorer.core.solver.hypercube;
