package org.dltexplorer.app.chart;

import java.util.List;

/**
 * The numbers of a chart as a table of text cells, for CSV export. Numbers are written with
 * {@link Double#toString} (full precision), as the scenario format does.
 *
 * @param header column names
 * @param rows cells, one list per row, as long as the header
 */
public record DataTable(List<String> header, List<List<String>> rows) {

    public DataTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> r : rows) {
            if (r.size() != header.size()) {
                throw new IllegalArgumentException("row " + r + " has " + r.size() + " cells, header has " + header.size());
            }
        }
    }

    /** A number cell: full precision, empty for NaN (no value). */
    public static String number(double v) {
        return Double.isNaN(v) ? "" : Double.toString(v);
    }

    /** CSV with RFC 4180 quoting; lines end with a line feed. */
    public String toCsv() {
        StringBuilder sb = new StringBuilder();
        line(sb, header);
        rows.forEach(r -> line(sb, r));
        return sb.toString();
    }

    /**
     * Tab-separated text, as spreadsheets paste it: no quoting, so tabs and line breaks inside a cell become spaces.
     */
    public String toTsv() {
        StringBuilder sb = new StringBuilder();
        tsvLine(sb, header);
        rows.forEach(r -> tsvLine(sb, r));
        return sb.toString();
    }

    /** This table followed by {@code other}'s rows (same header required): the time-vs-load view shows two curve sets. */
    public DataTable append(DataTable other) {
        if (!header.equals(other.header)) {
            throw new IllegalArgumentException("headers differ: " + header + " and " + other.header);
        }
        List<List<String>> all = new java.util.ArrayList<>(rows);
        all.addAll(other.rows);
        return new DataTable(header, all);
    }

    private static void tsvLine(StringBuilder sb, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                sb.append('\t');
            }
            String c = cells.get(i) == null ? "" : cells.get(i);
            sb.append(c.replace('\t', ' ').replace('\r', ' ').replace('\n', ' '));
        }
        sb.append('\n');
    }

    /** One CSV record with RFC 4180 quoting, ending with a line feed (for files written a row at a time). */
    public static String csvLine(List<String> cells) {
        StringBuilder sb = new StringBuilder();
        line(sb, cells);
        return sb.toString();
    }

    private static void line(StringBuilder sb, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(quote(cells.get(i)));
        }
        sb.append('\n');
    }

    private static String quote(String cell) {
        String c = cell == null ? "" : cell;
        if (c.indexOf(',') < 0 && c.indexOf('"') < 0 && c.indexOf('\n') < 0 && c.indexOf('\r') < 0) {
            return c;
        }
        return '"' + c.replace("\"", "\"\"") + '"';
    }
}
