/**
 * The network panel: a gallery of kinds with their size controls, the drawing of the network (loads, idle
 * processors, originator, data per link), hover cards, selection with per-element parameters, and the editor of
 * custom graphs. {@link org.dltexplorer.app.feature.network.NetworkLayout} places nodes per kind without touching
 * controls; {@link org.dltexplorer.app.feature.network.NetworkViewModel} holds the state.
 */
package org.dltexplorer.app.feature.network;
