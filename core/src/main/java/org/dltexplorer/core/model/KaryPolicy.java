package org.dltexplorer.core.model;

/** K-ary tree scheduling policy of Ko & Robertazzi (2003): equal division (EDS), sequential optimal (SOS), multi-installment (MOS). */
public enum KaryPolicy {
    EQUAL("equal"),
    SEQUENTIAL("sequential"),
    MULTI_INSTALLMENT("multi-installment");

    private final String id;

    KaryPolicy(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
