package bliss.spf.models.java.lang;

import bliss.spf.models.java.io.PrintStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Example;

import java.util.List;

import static bliss.spf.models.Differential.outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * The java.lang models against the JDK (simple names are the models: this is their package): boxes, Math and
 * StringBuilder on random values, including the edge values jqwik mixes in (0, ±1, MIN_VALUE, MAX_VALUE).
 */
class LangModelsTest {

    @Property
    void integerBehavesAsTheJdks(@ForAll int a, @ForAll int b) {
        Integer x = Integer.valueOf(a);
        java.lang.Integer y = java.lang.Integer.valueOf(a);
        assertEquals(a, x.intValue());
        assertEquals(y.longValue(), x.longValue());
        assertEquals(y.hashCode(), x.hashCode());
        assertEquals(java.lang.Integer.hashCode(a), Integer.hashCode(a));
        assertEquals(y.toString(), x.toString());
        assertEquals(java.lang.Integer.toString(a), Integer.toString(a));
        assertEquals(y.equals(java.lang.Integer.valueOf(b)), x.equals(Integer.valueOf(b)));
        assertEquals(y.compareTo(b), x.compareTo(Integer.valueOf(b)));
        assertEquals(java.lang.Integer.compare(a, b), Integer.compare(a, b));
        assertEquals(java.lang.Integer.max(a, b), Integer.max(a, b));
        assertEquals(java.lang.Integer.min(a, b), Integer.min(a, b));
        assertEquals(java.lang.Integer.sum(a, b), Integer.sum(a, b));
        assertFalse(x.equals(null));
        assertFalse(x.equals(Long.valueOf(a)));
        assertEquals(java.lang.Integer.MIN_VALUE, Integer.MIN_VALUE);
        assertEquals(java.lang.Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    @Property
    void longBehavesAsTheJdks(@ForAll long a, @ForAll long b) {
        Long x = Long.valueOf(a);
        java.lang.Long y = java.lang.Long.valueOf(a);
        assertEquals(a, x.longValue());
        assertEquals(y.intValue(), x.intValue());
        assertEquals(y.hashCode(), x.hashCode());
        assertEquals(java.lang.Long.hashCode(a), Long.hashCode(a));
        assertEquals(y.toString(), x.toString());
        assertEquals(java.lang.Long.toString(a), Long.toString(a));
        assertEquals(y.equals(java.lang.Long.valueOf(b)), x.equals(Long.valueOf(b)));
        assertEquals(y.compareTo(b), x.compareTo(Long.valueOf(b)));
        assertEquals(java.lang.Long.compare(a, b), Long.compare(a, b));
        assertEquals(java.lang.Long.max(a, b), Long.max(a, b));
        assertEquals(java.lang.Long.min(a, b), Long.min(a, b));
        assertEquals(java.lang.Long.sum(a, b), Long.sum(a, b));
        assertFalse(x.equals(Integer.valueOf((int) a)));
        assertEquals(java.lang.Long.MIN_VALUE, Long.MIN_VALUE);
        assertEquals(java.lang.Long.MAX_VALUE, Long.MAX_VALUE);
    }

    @Property
    void characterBehavesAsTheJdks(@ForAll char a, @ForAll char b) {
        Character x = Character.valueOf(a);
        java.lang.Character y = java.lang.Character.valueOf(a);
        assertEquals(a, x.charValue());
        assertEquals(y.hashCode(), x.hashCode());
        assertEquals(y.toString(), x.toString());
        assertEquals(y.equals(java.lang.Character.valueOf(b)), x.equals(Character.valueOf(b)));
        assertEquals(y.compareTo(b), x.compareTo(Character.valueOf(b)));
        assertEquals(java.lang.Character.compare(a, b), Character.compare(a, b));
    }

    @Property
    void booleanBehavesAsTheJdks(@ForAll boolean a, @ForAll boolean b) {
        Boolean x = Boolean.valueOf(a);
        java.lang.Boolean y = java.lang.Boolean.valueOf(a);
        assertEquals(a, x.booleanValue());
        assertSame(a ? Boolean.TRUE : Boolean.FALSE, x);
        assertEquals(y.hashCode(), x.hashCode());
        assertEquals(java.lang.Boolean.hashCode(a), Boolean.hashCode(a));
        assertEquals(y.toString(), x.toString());
        assertEquals(java.lang.Boolean.toString(a), Boolean.toString(a));
        assertEquals(y.equals(java.lang.Boolean.valueOf(b)), x.equals(Boolean.valueOf(b)));
        assertEquals(y.compareTo(b), x.compareTo(Boolean.valueOf(b)));
        assertEquals(java.lang.Boolean.compare(a, b), Boolean.compare(a, b));
    }

    @Example
    void boxesAreCachedAsTheJdkCachesThem() {
        for (int v : new int[]{-129, -128, -1, 0, 7, 127, 128, 1000}) {
            assertEquals(Integer.valueOf(v), Integer.valueOf(v));
            assertEquals(java.lang.Integer.valueOf(v) == java.lang.Integer.valueOf(v),
                    Integer.valueOf(v) == Integer.valueOf(v), "Integer " + v);
            assertEquals(java.lang.Long.valueOf(v) == java.lang.Long.valueOf(v),
                    Long.valueOf(v) == Long.valueOf(v), "Long " + v);
            assertEquals(java.lang.Short.valueOf((short) v) == java.lang.Short.valueOf((short) v),
                    Short.valueOf((short) v) == Short.valueOf((short) v), "Short " + v);
            assertEquals(java.lang.Byte.valueOf((byte) v) == java.lang.Byte.valueOf((byte) v),
                    Byte.valueOf((byte) v) == Byte.valueOf((byte) v), "Byte " + v);
            char c = (char) (v & 0xffff);
            assertEquals(java.lang.Character.valueOf(c) == java.lang.Character.valueOf(c),
                    Character.valueOf(c) == Character.valueOf(c), "Character " + v);
        }
    }

    @Property
    void mathBehavesAsTheJdks(@ForAll int a, @ForAll int b, @ForAll long c, @ForAll long d) {
        assertEquals(java.lang.Math.max(a, b), Math.max(a, b));
        assertEquals(java.lang.Math.min(a, b), Math.min(a, b));
        assertEquals(java.lang.Math.abs(a), Math.abs(a));
        assertEquals(java.lang.Math.max(c, d), Math.max(c, d));
        assertEquals(java.lang.Math.min(c, d), Math.min(c, d));
        assertEquals(java.lang.Math.abs(c), Math.abs(c));
    }

    // ---------------------------------------------------------------------------------------------------------
    // StringBuilder: random sequences of appends and edits, compared after each one

    interface Edit {
        Object onModel(StringBuilder sb);

        Object onJdk(java.lang.StringBuilder sb);
    }

    static Edit edit(String name, java.util.function.Function<StringBuilder, Object> m,
                     java.util.function.Function<java.lang.StringBuilder, Object> j) {
        return new Edit() {
            @Override
            public Object onModel(StringBuilder sb) {
                return m.apply(sb);
            }

            @Override
            public Object onJdk(java.lang.StringBuilder sb) {
                return j.apply(sb);
            }

            @Override
            public String toString() {
                return name;
            }
        };
    }

    @Provide
    Arbitrary<List<Edit>> edits() {
        Arbitrary<String> strings = Arbitraries.strings().ofMaxLength(4).injectNull(0.1);
        Arbitrary<Object> objects = Arbitraries.oneOf(Arbitraries.integers().map(i -> (Object) i),
                Arbitraries.strings().ofMaxLength(3).map(s -> (Object) s), Arbitraries.just(List.of(1, 2)))
                .injectNull(0.2);
        Arbitrary<java.lang.Integer> indexes = Arbitraries.integers().between(-2, 12);
        return Arbitraries.oneOf(
                strings.map(s -> edit("append(\"" + s + "\")", m -> m.append(s).toString(), j -> j.append(s).toString())),
                Arbitraries.integers().map(i -> edit("append(" + i + ")", m -> m.append(i).toString(),
                        j -> j.append(i).toString())),
                Arbitraries.longs().map(l -> edit("append(" + l + "L)", m -> m.append(l).toString(),
                        j -> j.append(l).toString())),
                Arbitraries.chars().map(c -> edit("append('" + c + "')", m -> m.append(c).toString(),
                        j -> j.append(c).toString())),
                Arbitraries.of(true, false).map(b -> edit("append(" + b + ")", m -> m.append(b).toString(),
                        j -> j.append(b).toString())),
                objects.map(o -> edit("append((Object) " + o + ")", m -> m.append(o).toString(),
                        j -> j.append(o).toString())),
                indexes.map(i -> edit("charAt(" + i + ")", m -> m.charAt(i), j -> j.charAt(i))),
                indexes.map(i -> edit("deleteCharAt(" + i + ")", m -> m.deleteCharAt(i).toString(),
                        j -> j.deleteCharAt(i).toString())),
                indexes.map(i -> edit("setLength(" + i + ")", m -> {
                    m.setLength(i);
                    return m.toString();
                }, j -> {
                    j.setLength(i);
                    return j.toString();
                })),
                Arbitraries.just(edit("length()", m -> m.length(), j -> j.length())))
                .list().ofMaxSize(20);
    }

    @Property
    void stringBuilderBehavesAsTheJdks(@ForAll("edits") List<Edit> edits, @ForAll("start") String start) {
        StringBuilder model = start == null ? new StringBuilder() : new StringBuilder(start);
        java.lang.StringBuilder jdk = start == null ? new java.lang.StringBuilder() : new java.lang.StringBuilder(start);
        for (Edit e : edits) {
            assertEquals(outcome(() -> e.onJdk(jdk)), outcome(() -> e.onModel(model)), e.toString());
            assertEquals(jdk.toString(), model.toString(), e.toString());
            assertEquals(jdk.length(), model.length(), e.toString());
        }
    }

    @Provide
    Arbitrary<String> start() {
        return Arbitraries.strings().ofMaxLength(5).injectNull(0.3);
    }

    @Property
    void stringBuilderConstructorsCheckAsTheJdks(@ForAll("capacities") int capacity) {
        assertEquals(outcome(() -> new java.lang.StringBuilder(capacity).length()),
                outcome(() -> new StringBuilder(capacity).length()));
        assertEquals(outcome(() -> new java.lang.StringBuilder((String) null)),
                outcome(() -> new StringBuilder((String) null)));
    }

    @Provide
    Arbitrary<java.lang.Integer> capacities() {
        return Arbitraries.integers().between(-3, 3);
    }

    // ---------------------------------------------------------------------------------------------------------
    // System and PrintStream: the streams write through an engine native, so they are checked in the engine
    // (bliss.spf.conformance: printed text against the real JVM's)

    @Example
    void systemHasTwoStreams() {
        assertNotNull(System.out);
        assertNotNull(System.err);
        assertNotSame(System.out, System.err);
    }

    @Property
    void comparableIsWhatTheBoxesImplement(@ForAll int a, @ForAll int b) {
        Comparable<Integer> x = Integer.valueOf(a);
        assertEquals(java.lang.Integer.compare(a, b), x.compareTo(Integer.valueOf(b)));
    }
}
