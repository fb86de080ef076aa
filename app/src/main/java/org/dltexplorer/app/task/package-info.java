/**
 * Background work behind an interface: view-models submit {@link org.dltexplorer.app.task.BackgroundJob}s to a
 * {@link org.dltexplorer.app.task.TaskRunner}; the GUI runs them as {@code javafx.concurrent.Task}s on a worker
 * pool ({@link org.dltexplorer.app.task.FxTaskRunner}), tests run them on the calling thread
 * ({@link org.dltexplorer.app.task.CurrentThreadTaskRunner}), as JabRef's {@code TaskExecutor} does.
 */
package org.dltexplorer.app.task;
