package org.dltexplorer.app.feature.curves;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.CurveOptions;

/**
 * The texts of one curve chart's controls (series, x range and points, log x, y range) and the
 * {@link CurveOptions} they make: {@link #apply} parses them as {@code dlt figure} parses its options, so the window
 * and a script draw the same curves; a text that is not valid leaves the chart as it was and says why in one line
 * ({@link #errorProperty}, naming the field and the value). Blank texts keep the chart's own choice.
 */
public final class CurveOptionsEditor {

    private final ChartKind kind;
    private final ObjectProperty<CurveOptions> target;
    private final StringProperty series = new SimpleStringProperty("");
    private final StringProperty xFrom = new SimpleStringProperty("");
    private final StringProperty xTo = new SimpleStringProperty("");
    private final StringProperty xSteps = new SimpleStringProperty("");
    private final BooleanProperty xLog = new SimpleBooleanProperty(false);
    private final StringProperty yFrom = new SimpleStringProperty("");
    private final StringProperty yTo = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    /**
     * @param kind {@link ChartKind#SPEEDUP} (the series are loads) or {@link ChartKind#TIME_VS_LOAD} (network sizes)
     * @param target the options the chart is drawn with
     */
    public CurveOptionsEditor(ChartKind kind, ObjectProperty<CurveOptions> target) {
        if (kind != ChartKind.SPEEDUP && kind != ChartKind.TIME_VS_LOAD) {
            throw new IllegalArgumentException("curve options are edited for speedup and time-vs-load, not " + kind.id());
        }
        this.kind = kind;
        this.target = target;
    }

    public ChartKind kind() {
        return kind;
    }

    /** The name of the series field, as the error names it: {@code loads} (speedup) or {@code sizes}. */
    public String seriesField() {
        return kind == ChartKind.SPEEDUP ? "loads" : "sizes";
    }

    /**
     * Makes the options of the texts the chart's, or sets {@link #errorProperty} to why not. Returns whether the
     * texts were valid.
     */
    public boolean apply() {
        boolean speedup = kind == ChartKind.SPEEDUP;
        CurveOptions o;
        try {
            o = CurveOptions.parse(speedup ? null : series.get(), speedup ? series.get() : null, xFrom.get(), xTo.get(),
                    xSteps.get(), xLog.get(), yFrom.get(), yTo.get());
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return false;
        }
        String refusal = o.refusalFor(kind);
        if (refusal != null) {
            error.set(refusal);
            return false;
        }
        error.set("");
        target.set(o);
        return true;
    }

    /** Clears every text and draws the chart's own curves again. */
    public void reset() {
        series.set("");
        xFrom.set("");
        xTo.set("");
        xSteps.set("");
        xLog.set(false);
        yFrom.set("");
        yTo.set("");
        error.set("");
        target.set(CurveOptions.DEFAULT);
    }

    /** Loads ({@code "1, 10, 100"}) on a speedup chart, network sizes ({@code "2, 4, 8"}) on a time-vs-load chart. */
    public StringProperty seriesProperty() {
        return series;
    }

    public StringProperty xFromProperty() {
        return xFrom;
    }

    public StringProperty xToProperty() {
        return xTo;
    }

    public StringProperty xStepsProperty() {
        return xSteps;
    }

    public BooleanProperty xLogProperty() {
        return xLog;
    }

    public StringProperty yFromProperty() {
        return yFrom;
    }

    public StringProperty yToProperty() {
        return yTo;
    }

    /** Why the texts were not applied ({@code x-steps: must be a whole number from 2 to 1000, got '1'}), or empty. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
