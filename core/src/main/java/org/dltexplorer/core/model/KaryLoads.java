package org.dltexplorer.core.model;

/**
 * Where the loads of the K-ary tree multi-installment policy come from (Ko & Robertazzi 2003, §V): the paper's
 * closed form (eqs. (57)–(88)), replayed, or re-optimised by an LP for the same message order under the explicit
 * port rules.
 */
public enum KaryLoads {
    CLOSED_FORM("closed-form"),
    OPTIMISED("optimised");

    private final String id;

    KaryLoads(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
