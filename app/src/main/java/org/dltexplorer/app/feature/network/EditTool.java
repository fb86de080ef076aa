package org.dltexplorer.app.feature.network;

import javafx.scene.input.KeyCode;

/** What a click on the drawing of a custom graph does; each tool has a short name, a key and a longer tooltip. */
public enum EditTool {
    SELECT("Select / move", "Select", KeyCode.S, "pick a node to edit its values; drag it, or move it with the arrow keys"),
    ADD_NODE("Add node", "Add", KeyCode.A, "click empty space to add a processor there"),
    CONNECT("Connect / disconnect", "Connect", KeyCode.C, "click two nodes to link them, or unlink them when linked"),
    DELETE("Delete node", "Delete", KeyCode.D, "click a node to delete it (Delete removes the selected node)"),
    ORIGINATOR("Set originator", "Originator", KeyCode.O, "click the node that holds the load at the start");

    private final String label;
    private final String shortLabel;
    private final KeyCode key;
    private final String help;

    EditTool(String label, String shortLabel, KeyCode key, String help) {
        this.label = label;
        this.shortLabel = shortLabel;
        this.key = key;
        this.help = help;
    }

    /** The toolbar's text: short, so the five tools fit the editor at 1280 × 800. */
    public String shortLabel() {
        return shortLabel;
    }

    /** The key that picks the tool while the drawing has the focus. */
    public KeyCode key() {
        return key;
    }

    /** "Connect / disconnect (C): click two nodes to …". */
    public String tooltip() {
        return label + " (" + key.getName() + "): " + help;
    }

    @Override
    public String toString() {
        return label;
    }
}
