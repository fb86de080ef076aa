/**
 * The Map view: a scenario solved over a grid of two parameters, drawn as it fills in (every 8th point first), with
 * the numbers of the point under the mouse and a click that makes that point the scenario (one undo step).
 */
package org.dltexplorer.app.feature.map;
