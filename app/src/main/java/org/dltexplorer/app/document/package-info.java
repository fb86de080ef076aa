/**
 * The window's scenario document: the immutable scenario with its file, saved state and history, changed only by
 * named edits ({@link org.dltexplorer.app.document.ScenarioEdit}) applied through
 * {@link org.dltexplorer.app.document.ScenarioDocument#apply}. Panels render the document and send edits.
 */
package org.dltexplorer.app.document;
