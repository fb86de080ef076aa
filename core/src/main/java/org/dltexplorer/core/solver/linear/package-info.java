/**
 * Linear networks of seed 003 §2: chains with the originator at an end (eqs. (1)–(3)) or inside (eq. (4)) and
 * loops (eq. (5)), sharing one path recursion ({@link org.dltexplorer.core.solver.linear.LinearPath}).
 */
package org.dltexplorer.core.solver.linear;
