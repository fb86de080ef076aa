/**
 * Charts of schedules, scenarios and sweeps, shared by the GUI and the headless {@code dlt figure} command.
 *
 * <p>Two steps, kept apart so the numbers can be tested and exported without pixels: a {@code *Data} record
 * ({@link org.dltexplorer.app.chart.DistributionData}, {@link org.dltexplorer.app.chart.GanttData},
 * {@link org.dltexplorer.app.chart.CurveSet}) holds what is drawn, and a builder turns it into a
 * {@link org.jfree.chart.JFreeChart} in a {@link org.dltexplorer.app.chart.ChartStyle}. {@link
 * org.dltexplorer.app.chart.Figures} is the entry point. Pure Java2D: no JavaFX here, so the CLI runs headless.
 */
package org.dltexplorer.app.chart;
