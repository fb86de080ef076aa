package org.dltexplorer.app.feature.help;

import java.net.URL;

/**
 * One help page.
 *
 * @param id node id of the window that shows it ({@code help-guide}, …)
 * @param title window title
 * @param markdown the text
 * @param base where relative links and images resolve (the guide's folder in the jar), or null
 */
public record HelpPage(String id, String title, String markdown, URL base) {
}
