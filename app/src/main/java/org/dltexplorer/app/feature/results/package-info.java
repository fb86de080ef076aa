/**
 * The live views of one schedule: the load distribution, the communication–computation (Gantt) diagram and the
 * summary of metrics. Charts come from {@code org.dltexplorer.app.chart}; this package only feeds them.
 */
package org.dltexplorer.app.feature.results;
