package org.dltexplorer.app.feature.parameters;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.core.model.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every parameter's tooltip gives its symbol, meaning, unit and the name each notation uses for it. */
class ParameterTooltipTest {

    @ParameterizedTest
    @EnumSource(Notation.class)
    void everyParameterShownInANotationHasSymbolMeaningUnitAndNotationName(Notation n) {
        for (Parameter p : Parameter.values()) {
            if (!p.appliesTo(n)) {
                continue;
            }
            String tip = p.tooltip(n);
            assertThat(tip).as(p + " in " + n).startsWith(p.symbol(n) + " — ")
                    .contains("[" + p.unit(n) + "]")
                    .contains(p.help(n))
                    .contains("In " + Parameter.notationName(n) + " this is " + p.symbol(n));
        }
    }

    @Test
    void theComputeParameterIsNamedInEveryNotation() {
        // σ is a speed (A = 1/σ) in Błażewicz et al. (1999); w a ratio to Tcp in Błażewicz & Drozdowski (1997)
        assertThat(Parameter.A.tooltip(Notation.ALPHA_TAU_SIGMA)).startsWith("σ — speed [units/s]")
                .contains("A/C/S (Drozdowski & Wolniewicz 2003; Drozdowski 2009): A")
                .contains("w/z/T (Błażewicz & Drozdowski 1997; Ko & Robertazzi 2003): w");
        assertThat(Parameter.S.tooltip(Notation.ACS)).startsWith("S — startup [s]")
                .contains("α/τ/σ (Błażewicz et al. 1999): α").contains("w/z/T (Błażewicz & Drozdowski 1997; Ko & Robertazzi 2003): r");
    }
}
