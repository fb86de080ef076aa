/**
 * Scenario files and result output.
 *
 * <p>{@link org.dltexplorer.core.io.ScenarioReader} and {@link org.dltexplorer.core.io.ScenarioWriter} read and
 * write the versioned JSON scenario format (shared/spec/scenario-format.md; user documentation in
 * docs/scenario-format.md) in its three notations, converting to and from the canonical {@code A, B, S, C, R} of
 * {@link org.dltexplorer.core.model}. Reading is strict and every problem is an
 * {@link org.dltexplorer.core.model.InvalidScenarioException} naming the field path and the bad value.
 *
 * <p>{@link org.dltexplorer.core.io.ResultWriter}s print a solved
 * {@link org.dltexplorer.core.schedule.Schedule} as JSON, CSV or text ({@link org.dltexplorer.core.io.ResultFormat}).
 */
package org.dltexplorer.core.io;
