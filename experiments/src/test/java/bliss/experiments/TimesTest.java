package bliss.experiments;

import org.junit.jupiter.api.Test;

import java.util.OptionalLong;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TimesTest {

    @Test
    void paperTimesAreMinutesAndSeconds() {
        assertEquals(OptionalLong.of(179 * 60 + 10), Times.paperSeconds("179:10"));
        assertEquals(OptionalLong.of(0), Times.paperSeconds("00:00"));
        assertEquals(OptionalLong.empty(), Times.paperSeconds("OOM"));
        assertEquals(OptionalLong.empty(), Times.paperSeconds("TO"));
    }

    @Test
    void ourTimesKeepTenthsBelowTenSeconds() {
        assertEquals("00:00.0", Times.format(99));
        assertEquals("00:03.4", Times.format(3_456));
        assertEquals("00:10", Times.format(10_999));
        assertEquals("02:15", Times.format(135_000));
        assertEquals("179:10", Times.format(10_750_000));
    }

    @Test
    void speedupsPrintAsThePapersDo() {
        assertEquals("188X", new Speedup(188.6, Speedup.Kind.FINITE, 0, Set.of()).format());
        assertEquals("1X", new Speedup(1.77, Speedup.Kind.FINITE, 0, Set.of()).format());
        assertEquals("2,920X", new Speedup(2920.4, Speedup.Kind.FINITE, 0, Set.of()).format());
        assertEquals("0.5X", new Speedup(0.5, Speedup.Kind.FINITE, 0, Set.of()).format());
        assertEquals("∞", new Speedup(Double.POSITIVE_INFINITY, Speedup.Kind.INFINITE, 0, Set.of()).format());
        assertEquals(">>>36,000X", new Speedup(36_000, Speedup.Kind.LOWER_BOUND, 3, Set.of()).format());
    }
}
