package org.dltexplorer.app.task;

/** A submitted job: it can be cancelled; a cancelled job never calls its callbacks. */
public interface TaskHandle {

    TaskHandle DONE = () -> { };

    void cancel();
}
