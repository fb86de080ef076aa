package org.dltexplorer.core.model;

/**
 * Illegal input: names the field path ({@code links[3].C}) and what is wrong with its value. Thrown by model
 * constructors (with paths relative to the object) and by the scenario reader (with full paths and, when the
 * problem is at a place in the text, its line and column).
 *
 * <p>{@link #getMessage()} is {@code path: problem}; {@link #messageIn(String)} puts the file and position in
 * front, as compilers do: {@code broken.json:9:30: links[3].C: must be ≥ 0, got -1}.
 */
public class InvalidScenarioException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String path;
    private final String problem;
    private final int line;
    private final int column;

    public InvalidScenarioException(String path, String problem) {
        this(path, problem, 0, 0);
    }

    /** A problem at {@code line}:{@code column} of the text (1-based; 0 when unknown). */
    public InvalidScenarioException(String path, String problem, int line, int column) {
        super(path.isEmpty() ? problem : path + ": " + problem);
        this.path = path;
        this.problem = problem;
        this.line = line;
        this.column = column;
    }

    /** Line of the text where the problem is, from 1; 0 when unknown (a scenario built in code). */
    public int line() {
        return line;
    }

    /** Column of the text where the problem is, from 1; 0 when unknown. */
    public int column() {
        return column;
    }

    /** The same problem at {@code line}:{@code column} of the text. */
    public InvalidScenarioException at(int line, int column) {
        return new InvalidScenarioException(path, problem, line, column);
    }

    /**
     * The one-line message for a user, naming the {@code source} (a file name): {@code source:line:column: path:
     * problem}, or {@code source: path: problem} when the position is unknown.
     */
    public String messageIn(String source) {
        return source + (line > 0 ? ":" + line + ":" + column : "") + ": " + getMessage();
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
