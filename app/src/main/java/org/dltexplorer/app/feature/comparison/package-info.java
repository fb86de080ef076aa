/**
 * Two or more strategies side by side on the same network and parameters (teaching): K-ary tree policies EDS, SOS
 * and MOS (seed 004), NLF against LLF for layered kinds (seed 001 §7.2.3), the given against the optimal star order,
 * unlimited against saturated memory (seed 002). {@link org.dltexplorer.app.feature.comparison.Comparisons} says
 * which comparisons apply to a scenario; the view-model solves every variant in the background and shows the
 * difference as speedup improvement (seed 004 eqs. (91)–(92)) and as a bar chart of makespans.
 */
package org.dltexplorer.app.feature.comparison;
