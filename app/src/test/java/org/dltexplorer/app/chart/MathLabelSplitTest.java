package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A long axis label goes on two lines at a space outside its unit's brackets: the unit is never cut in two. */
class MathLabelSplitTest {

    @Test
    void theUnitStaysOnOneLine() {
        assertThat(MathLabel.split("compute time A [time units per load unit]"))
                .containsExactly("compute time A", "[time units per load unit]");
        assertThat(MathLabel.split("makespan C_max [time units]")).containsExactly("makespan C_max", "[time units]");
    }

    @Test
    void aLabelWithoutBracketsBreaksNearestItsMiddle() {
        assertThat(MathLabel.split("speedup over the originator alone")).containsExactly("speedup over the", "originator alone");
    }
}
