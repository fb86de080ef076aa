package org.dltexplorer.core.model;

/**
 * Illegal input: names the field path ({@code links[3].C}) and what is wrong with its value. Thrown by model
 * constructors (with paths relative to the object) and by the scenario reader (with full paths).
 */
public class InvalidScenarioException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String path;
    private final String problem;

    public InvalidScenarioException(String path, String problem) {
        super(path.isEmpty() ? problem : path + ": " + problem);
        this.path = path;
        this.problem = problem;
    }

    /** Field path, e.g. {@code network.parent[4]}; empty for the whole document. */
    public String path() {
        return path;
    }

    public String problem() {
        return problem;
    }

    /** The same error seen from an enclosing object: {@code prefix.path}. */
    public InvalidScenarioException under(String prefix) {
        String p = path.isEmpty() ? prefix : (path.startsWith("[") ? prefix + path : prefix + "." + path);
        return new InvalidScenarioException(p, problem);
    }

    static void require(boolean ok, String path, String problem) {
        if (!ok) {
            throw new InvalidScenarioException(path, problem);
        }
    }
}
