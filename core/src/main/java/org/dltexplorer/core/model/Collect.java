package org.dltexplorer.core.model;

/**
 * When a K-ary tree node may collect its children's reports (Ko & Robertazzi 2003). The paper's text gives every
 * node a front-end processor and does not say whether a node may collect a report on one link while still sending
 * on another; its two readings differ in what is a schedule:
 * <ul>
 *   <li>{@link #AFTER_SENDS}: one down port; a node collects its children's reports only after its last send. The
 *       published Tables 1 and 2 are computed under this reading (Ko & Robertazzi (2003), Table 1, L = K = 4 is
 *       eq. (41)'s loads replayed so).</li>
 *   <li>{@link #WHILE_SENDING}: a node sends one message at a time and collects one report at a time, and may do
 *       both at once on different links; under this reading eq. (41) is a schedule's finish time.</li>
 * </ul>
 */
public enum Collect {
    AFTER_SENDS("after-sends"),
    WHILE_SENDING("while-sending");

    private final String id;

    Collect(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
