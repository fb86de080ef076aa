package org.dltexplorer.app.chart;

/** The numbers behind one chart, computed apart from its pixels so they can be tested and exported. */
public sealed interface FigureData permits DistributionData, LoadHistogram, GanttData, CurveSet {

    /** Chart title. */
    String title();

    /** Every number the chart shows, as a table for CSV export. */
    DataTable table();

    /**
     * What a reader of the figure should know and the figure does not draw (points not solved, an infeasible
     * schedule): printed as warnings by {@code dlt figure} and written for a caption, one line each.
     */
    java.util.List<String> notes();
}
