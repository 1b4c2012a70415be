package bliss.spf.models.java.util;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static bliss.spf.models.Differential.outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The Objects model against java.util.Objects, on small integers, strings and null. */
class ObjectsModelTest {

    @Provide
    Arbitrary<Object> values() {
        return Arbitraries.oneOf(Arbitraries.integers().between(-2, 2).map(i -> (Object) i),
                Arbitraries.of("a", "b").map(s -> (Object) s)).injectNull(0.25);
    }

    @Property
    void objectsBehavesAsTheJdks(@ForAll("values") Object a, @ForAll("values") Object b,
                                 @ForAll("values") Object c) {
        assertEquals(java.util.Objects.equals(a, b), Objects.equals(a, b));
        assertEquals(java.util.Objects.hashCode(a), Objects.hashCode(a));
        assertEquals(java.util.Objects.hash(a, b, c), Objects.hash(a, b, c));
        assertEquals(java.util.Objects.hash(), Objects.hash());
        assertEquals(java.util.Objects.hash((Object[]) null), Objects.hash((Object[]) null));
        assertEquals(java.util.Objects.isNull(a), Objects.isNull(a));
        assertEquals(java.util.Objects.nonNull(a), Objects.nonNull(a));
        assertEquals(java.util.Objects.toString(a), Objects.toString(a));
        assertEquals(java.util.Objects.toString(a, "none"), Objects.toString(a, "none"));
        assertEquals(outcome(() -> java.util.Objects.requireNonNull(a)), outcome(() -> Objects.requireNonNull(a)));
        assertEquals(outcome(() -> java.util.Objects.requireNonNull(a, "m")),
                outcome(() -> Objects.requireNonNull(a, "m")));
        assertEquals(outcome(() -> java.util.Objects.requireNonNullElse(a, b)),
                outcome(() -> Objects.requireNonNullElse(a, b)));
    }

    @Property
    void checkIndexBehavesAsTheJdks(@ForAll("small") int index, @ForAll("small") int length) {
        assertEquals(outcome(() -> java.util.Objects.checkIndex(index, length)),
                outcome(() -> Objects.checkIndex(index, length)));
    }

    @Provide
    Arbitrary<Integer> small() {
        return Arbitraries.integers().between(-2, 4);
    }
}
