package org.dltexplorer.core.analysis;

/**
 * One point of a sweep: the parameter's value and what the solvers answered there.
 *
 * @param value the parameter's value (rounded for whole-number parameters)
 * @param outcome the answer
 */
public record SweepPoint(double value, PointOutcome outcome) {
}
