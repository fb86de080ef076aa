/**
 * The answer: an immutable {@link org.dltexplorer.core.schedule.Schedule} (status, loads, timeline, metrics) and
 * the independent {@link org.dltexplorer.core.schedule.ScheduleValidator} that replays it against the model.
 */
package org.dltexplorer.core.schedule;
