/** Undo and redo: a history of immutable scenario states, each step named by the change it made. */
package org.dltexplorer.app.feature.history;
