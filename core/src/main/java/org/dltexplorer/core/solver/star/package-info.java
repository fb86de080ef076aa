/**
 * Stars (Błażewicz & Drozdowski 1997, §3): simultaneous sends (eq. (7), the piecewise-linear capacity), one port with a given order
 * (eq. (10)) and the choice of the order (eqs. (8)–(9)), and one port with results returned (an LP over the FIFO
 * sequence). Stars with limited memory belong to {@code solver.memory}.
 */
package org.dltexplorer.core.solver.star;
