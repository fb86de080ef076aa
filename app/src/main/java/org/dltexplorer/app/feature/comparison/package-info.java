/**
 * Two or more strategies side by side on the same network and parameters (teaching): K-ary tree policies EDS, SOS
 * and MOS (Ko & Robertazzi 2003), NLF against LLF in meshes (Drozdowski 2009, §7.2.3), store-and-forward against circuit-switched hypercube
 * routing (Drozdowski 2009, eqs. (7.30)–(7.33)), the given against the optimal star order,
 * unlimited against saturated memory (Drozdowski & Wolniewicz 2003). {@link org.dltexplorer.app.feature.comparison.Comparisons} says
 * which comparisons apply to a scenario; the view-model solves every variant in the background and shows the
 * difference as speedup improvement (Ko & Robertazzi 2003, eqs. (91)–(92)) and as a bar chart of makespans.
 */
package org.dltexplorer.app.feature.comparison;
