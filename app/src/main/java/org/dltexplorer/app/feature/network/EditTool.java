package org.dltexplorer.app.feature.network;

/** What a click on the drawing of a custom graph does. */
public enum EditTool {
    SELECT("Select / move"),
    ADD_NODE("Add node"),
    CONNECT("Connect / disconnect"),
    DELETE("Delete node"),
    ORIGINATOR("Set originator");

    private final String label;

    EditTool(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
