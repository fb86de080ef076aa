package org.dltexplorer.app.shell;

/** How the banner above the results is styled: nothing to say, information, or a problem. */
public enum BannerKind {
    NONE, INFO, ERROR
}
