package bliss.symbolic;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The concrete mode of {@link Symbolic}: a driver run with given values. */
class SymbolicGivenTest {

    @Test
    void makersReturnTheGivenValuesByNameAndInOrderForARepeatedName() {
        StringBuilder given = new StringBuilder();
        List<Object> seen = new ArrayList<>();
        StringBuilder seed = new StringBuilder("seed");
        Symbolic.given().object("X", given).integer("k", 7).integer("k", -3).longInteger("n", 1L << 40)
                .bool("b", true).run(() -> {
                    seen.add(Symbolic.object("X", seed));
                    seen.add(Symbolic.integer("k"));
                    seen.add(Symbolic.integer("k"));
                    seen.add(Symbolic.longInteger("n"));
                    seen.add(Symbolic.bool("b"));
                    seen.add(Symbolic.integer("unconstrained"));
                    seen.add(Symbolic.object("Y", seed));
                });
        assertSame(given, seen.get(0));
        assertEquals(List.of(7, -3, 1L << 40, true, 0), seen.subList(1, 6));
        assertSame(seed, seen.get(6), "a name without a value gets the plain fallback");
    }

    @Test
    void outsideARunTheMakersAreThePlainFallbacks() {
        Symbolic.given().integer("k", 7).run(() -> { });
        assertEquals(0, Symbolic.integer("k"));
        assertFalse(Symbolic.bool("b"));
        Symbolic.assume(false); // nothing on a plain JVM
    }

    @Test
    void aFalseAssumptionInARunThrows() {
        assertThrows(IllegalStateException.class, () -> Symbolic.given().run(() -> Symbolic.assume(false)));
        Symbolic.given().run(() -> Symbolic.assume(true));
    }

    @Test
    void whatTheDriverThrowsIsThrownAndTheModeEnds() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Symbolic.given().integer("k", 1).run(() -> {
                    throw new IllegalStateException("the driver's check");
                }));
        assertEquals("the driver's check", e.getMessage());
        assertEquals(0, Symbolic.integer("k"));
        assertTrue(Symbolic.given().object("X", "x") != null);
    }

    @Test
    void anObjectOfAnotherClassIsRefused() {
        assertThrows(ClassCastException.class,
                () -> Symbolic.given().object("X", 3).run(() -> Symbolic.object("X", "a string seed")));
    }

    @Test
    void runsDoNotNest() {
        assertThrows(IllegalStateException.class,
                () -> Symbolic.given().run(() -> Symbolic.given().run(() -> { })));
    }
}
