/**
 * Help: the user guide, the references, the keyboard shortcuts and About, each a Markdown page rendered to HTML
 * (commonmark-java, decision 0010) and shown offline in a web view.
 */
package org.dltexplorer.app.feature.help;
