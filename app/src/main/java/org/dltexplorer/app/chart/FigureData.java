package org.dltexplorer.app.chart;

/** The numbers behind one chart, computed apart from its pixels so they can be tested and exported. */
public sealed interface FigureData permits DistributionData, LoadHistogram, GanttData, CurveSet {

    /** Chart title. */
    String title();

    /** Every number the chart shows, as a table for CSV export. */
    DataTable table();
}
