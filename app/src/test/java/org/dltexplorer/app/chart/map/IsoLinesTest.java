package org.dltexplorer.app.chart.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Marching squares on fields whose iso-lines are known by hand. */
class IsoLinesTest {

    private static final double EPS = 1e-12;

    /** f(x, y) = x + y on the 3 × 3 grid x, y ∈ {0, 1, 2}, x fastest. */
    private static final double[] PLANE = {0, 1, 2, 1, 2, 3, 2, 3, 4};

    @Test
    void aPlaneIsCutAlongItsLevelLineThroughTheExpectedEdgePoints() {
        List<IsoLines.Segment> s = sorted(IsoLines.segments(3, 3, PLANE, 1.5));

        // x + y = 1.5 runs from (1.5, 0) to (0, 1.5) through three cells: (1,0), (0,0), (0,1)
        assertThat(s).hasSize(3);
        assertSegment(s.get(0), 0, 1.5, 0.5, 1);
        assertSegment(s.get(1), 0.5, 1, 1, 0.5);
        assertSegment(s.get(2), 1, 0.5, 1.5, 0);
    }

    @Test
    void everyPointOfEverySegmentLiesOnTheLevel() {
        for (double level : new double[] {0.25, 1.5, 2.75, 3.9}) {
            List<IsoLines.Segment> segments = IsoLines.segments(3, 3, PLANE, level);
            assertThat(segments).as("level %s", level).isNotEmpty();
            for (IsoLines.Segment s : segments) {
                assertThat(s.x1() + s.y1()).isCloseTo(level, within(EPS));
                assertThat(s.x2() + s.y2()).isCloseTo(level, within(EPS));
            }
        }
    }

    @Test
    void aLevelOutsideTheFieldHasNoLine() {
        assertThat(IsoLines.segments(3, 3, PLANE, -1)).isEmpty();
        assertThat(IsoLines.segments(3, 3, PLANE, 5)).isEmpty();
    }

    @Test
    void aCellWithACornerNotSolvedHasNoLine() {
        double[] holed = PLANE.clone();
        holed[0] = Double.NaN; // (0, 0): the cell (0, 0) loses its line, the others keep theirs

        List<IsoLines.Segment> s = sorted(IsoLines.segments(3, 3, holed, 1.5));

        assertThat(s).hasSize(2);
        assertSegment(s.get(0), 0, 1.5, 0.5, 1);
        assertSegment(s.get(1), 1, 0.5, 1.5, 0);
    }

    @Test
    void aSaddleIsResolvedByTheCellsMean() {
        // corners a (0,0) = 1, b (1,0) = 0, c (1,1) = 1, d (0,1) = 0; mean 0.5
        double[] saddle = {1, 0, 0, 1};
        // level 0.4: the mean is above, so a and c are joined through the middle and b and d are cut off
        List<IsoLines.Segment> below = sorted(IsoLines.segments(2, 2, saddle, 0.4));
        assertThat(below).hasSize(2);
        assertSegment(below.get(0), 0, 0.6, 0.4, 1); // around d (0, 1)
        assertSegment(below.get(1), 0.6, 0, 1, 0.4); // around b (1, 0)
        // level 0.6: the mean is below, so a and c are cut off
        List<IsoLines.Segment> above = sorted(IsoLines.segments(2, 2, saddle, 0.6));
        assertThat(above).hasSize(2);
        assertSegment(above.get(0), 0, 0.4, 0.4, 0); // around a (0, 0)
        assertSegment(above.get(1), 0.6, 1, 1, 0.6); // around c (1, 1)
    }

    /** Each segment with its left end first, the segments by that end. */
    private static List<IsoLines.Segment> sorted(List<IsoLines.Segment> in) {
        List<IsoLines.Segment> out = new ArrayList<>();
        for (IsoLines.Segment s : in) {
            boolean swap = s.x1() > s.x2() || (s.x1() == s.x2() && s.y1() > s.y2());
            out.add(swap ? new IsoLines.Segment(s.x2(), s.y2(), s.x1(), s.y1()) : s);
        }
        out.sort(Comparator.comparingDouble(IsoLines.Segment::x1).thenComparingDouble(IsoLines.Segment::y1));
        return out;
    }

    private static void assertSegment(IsoLines.Segment s, double x1, double y1, double x2, double y2) {
        assertThat(s.x1()).as("x1 of %s", s).isCloseTo(x1, within(EPS));
        assertThat(s.y1()).as("y1 of %s", s).isCloseTo(y1, within(EPS));
        assertThat(s.x2()).as("x2 of %s", s).isCloseTo(x2, within(EPS));
        assertThat(s.y2()).as("y2 of %s", s).isCloseTo(y2, within(EPS));
    }
}
