package org.dltexplorer.core.io;

import org.dltexplorer.core.model.InvalidScenarioException;

/**
 * The document is not a scenario at all: malformed JSON (with line and column), an empty file, a duplicate key,
 * a wrong {@code format} marker or an unsupported {@code version}. Field-level problems are plain
 * {@link InvalidScenarioException}s.
 */
public class ScenarioFormatException extends InvalidScenarioException {

    private static final long serialVersionUID = 1L;

    public ScenarioFormatException(String path, String problem) {
        super(path, problem);
    }

    public ScenarioFormatException(String path, String problem, int line, int column) {
        super(path, problem, line, column);
    }

    @Override
    public ScenarioFormatException at(int line, int column) {
        return new ScenarioFormatException(path(), problem(), line, column);
    }
}
