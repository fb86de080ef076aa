/**
 * Curves over many solves: speedup against the number of processors and makespan against the load, recomputed in
 * the background (with progress and cancellation) whenever the scenario changes.
 */
package org.dltexplorer.app.feature.curves;
