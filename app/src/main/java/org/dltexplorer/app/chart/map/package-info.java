/**
 * Heat maps of a scenario solved over a grid of two parameters ({@code dlt map}, the Map view): the numbers
 * ({@link org.dltexplorer.app.chart.map.MapData}), the colour scale and palette
 * ({@link org.dltexplorer.app.chart.map.MapScale}, {@link org.dltexplorer.app.chart.map.Viridis}), the iso-lines
 * ({@link org.dltexplorer.app.chart.map.IsoLines}) and the chart
 * ({@link org.dltexplorer.app.chart.map.HeatMapChartBuilder}), in the options both front ends share
 * ({@link org.dltexplorer.app.chart.map.MapFigureOptions}). Pure Java2D: the CLI runs headless.
 */
package org.dltexplorer.app.chart.map;
