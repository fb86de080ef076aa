/**
 * The main window: menus, the network, parameter and result areas, the banner and the status bar, and the
 * view-model that turns the panels' inputs into a scenario and solves it in the background.
 */
package org.dltexplorer.app.shell;
