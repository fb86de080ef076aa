package org.dltexplorer.core.analysis;

import org.dltexplorer.core.schedule.Status;

/** One point of a sweep: the parameter value and what the solver answered there. */
public record SweepPoint(double value, Status status, double makespan, double speedup, long processorsUsed, String reason) {
}
