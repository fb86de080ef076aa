/**
 * Buses (seed 003 §4, eq. (11)): the originator transmits on all buses at once, each bus carries one message at a
 * time, faster processors first on each bus.
 */
package org.dltexplorer.core.solver.bus;
