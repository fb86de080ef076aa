package org.dltexplorer.app.task;

import org.dltexplorer.core.solver.SolveMonitor;

/** Work that may run off the FX thread; it reads cancellation and reports progress through the monitor. */
@FunctionalInterface
public interface BackgroundJob<T> {

    T call(SolveMonitor monitor) throws Exception;
}
