package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The exact size {@link SvgFontSizes#family} writes before JFreeSVG's rounded one replaces it where the two agree, and
 * gives way where they do not (the family function saw another graphics' font). The figures' own check is
 * {@code TitleFitTest}, which reads 7.5 pt titles back from an exported SVG.
 */
class SvgFontSizesTest {

    private static final String STYLE = "<text style='fill: rgb(0,0,0); font-family: \"DejaVu Serif\", serif; %s'>x</text>";

    @Test
    void theExactSizeReplacesTheRoundedOneItRoundsTo() {
        assertThat(SvgFontSizes.exact(STYLE.formatted("font-size: 7.5px; font-size: 8px; font-weight: bold;")))
                .isEqualTo(STYLE.formatted("font-size: 7.5px; font-weight: bold;"));
        assertThat(SvgFontSizes.exact(STYLE.formatted("font-size: 8.25px; font-size: 8px;")))
                .isEqualTo(STYLE.formatted("font-size: 8.25px;"));
    }

    @Test
    void anExactSizeThatDoesNotRoundToTheWrittenOneGivesWay() {
        assertThat(SvgFontSizes.exact(STYLE.formatted("font-size: 7.5px; font-size: 9px;")))
                .isEqualTo(STYLE.formatted("font-size: 9px;"));
    }

    @Test
    void aWholeSizeIsLeftAsJFreeSvgWroteIt() {
        String whole = STYLE.formatted("font-size: 9px; font-weight: bold;");
        assertThat(SvgFontSizes.exact(whole)).isEqualTo(whole);
    }
}
