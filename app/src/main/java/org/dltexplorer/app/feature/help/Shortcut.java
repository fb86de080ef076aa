package org.dltexplorer.app.feature.help;

/**
 * A command and the keys that run it.
 *
 * @param command where it is, e.g. {@code File › Save}
 * @param keys the accelerator as the platform writes it, e.g. {@code Ctrl+S}
 */
public record Shortcut(String command, String keys) {
}
