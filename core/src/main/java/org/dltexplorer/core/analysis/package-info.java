/** Analyses over solvers: parameter sweeps, speedup and time-vs-load curves; pure functions returning records. */
package org.dltexplorer.core.analysis;
