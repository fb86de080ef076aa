/**
 * Buses (Błażewicz & Drozdowski 1997, §4, eq. (11)): the originator transmits on all buses at once, each bus carries one message at a
 * time, faster processors first on each bus. The assignment of workers to buses is given ({@link
 * org.dltexplorer.core.solver.bus.BusSolver}) or searched ({@link org.dltexplorer.core.solver.bus.BusAssignmentSolver},
 * Theorem 1); results may be returned FIFO per bus ({@link org.dltexplorer.core.solver.bus.BusReturnSolver}).
 */
package org.dltexplorer.core.solver.bus;
