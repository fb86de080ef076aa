package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;

/** The speedup axis says what the speedup is measured against, on screen and in every exported figure. */
class SpeedupBaselineTest {

    @Test
    void theSpeedupAxisNamesTheOriginatorAloneAsItsBaseline() {
        Scenario s = Scenario.uniform(new Chain(4, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        CurveSet speedup = (CurveSet) Figures.standard().data(ChartKind.SPEEDUP, s);
        assertThat(speedup.yLabel()).contains("over the originator alone");
        assertThat(Figures.chart(speedup, ChartStyle.PUBLICATION).getXYPlot().getRangeAxis().getLabel())
                .contains("over the originator alone");
    }
}
