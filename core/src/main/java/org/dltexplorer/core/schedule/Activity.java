package org.dltexplorer.core.schedule;

/** What a processor does during an {@link Interval}. */
public enum Activity {
    /** Receiving load from {@code peer}. */
    RECEIVE("receive"),
    /** Sending load to {@code peer}. */
    SEND("send"),
    /** Computing its own load. */
    COMPUTE("compute"),
    /** Sending results of processed load back towards the originator, to {@code peer}. */
    RETURN("return");

    private final String id;

    Activity(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
