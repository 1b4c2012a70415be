package bliss.spf.values;

import bliss.UserError;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.results.AnalysisResult;
import bliss.spf.vm.Unsupported;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code values.Everything}: nodes holding a field of every kind Java has, and one method per field that reads and
 * uses it. Every method under every technique either runs, or ends the paths that meet what the engine does not
 * support with one line {@code unsupported: ...} that names the field or operation and where (a technique that
 * cannot take the class at all refuses it in one line before it starts); never an internal error (any other
 * exception fails the test with its trace).
 */
class EveryFieldKindTest {

    static final String CLASS = "values.Everything";

    /**
     * The methods that run to the end under every technique (the others may stop with an unsupported line). Not
     * useType: a {@code Class} other than null ends its path as unsupported (ClassValuesTest); nor those of
     * {@link #NO_CLASS}. useMap's {@code Map<Integer, Integer>} is an input of its contents (JdkContentsTest; Integer
     * keys, whose hash queries are fast, where a {@code Map<String, Integer>} at scope 2 passes the test's time limit).
     */
    static final Set<String> SUPPORTED = Set.of("useNext", "useB", "useSh", "useC", "useColor", "useInts", "useLongs",
            "useBooleans", "useBoxed", "useBoxedLong", "useBoxedBoolean", "useBoxedShort", "useBoxedByte",
            "useRounding", "useO", "useShape", "useThing", "useComparator", "useList", "useS", "useF", "useD",
            "useBoxedFloat", "useBoxedDouble", "useDoubles", "useColors", "useGrid", "useObjects", "useShapes",
            "useStrings", "useBoxedChar", "useCharArray", "useUnit", "useMap");

    /**
     * The methods whose field is of a type no class of the analysed code ({@code values} and its subpackages) is, so
     * that a new object of it is one alternative that ends its path as unsupported (ClassValuesTest), with the field:
     * a JDK class ({@code StringBuilder}) or an interface or abstract class only the JDK implements ({@code
     * CharSequence}, {@code Number}, {@code Runnable}; {@code Comparable}, which the package's enums are,
     * but a new object of it would be of another class). Each method reads its field once, first, on the one path
     * there is then: exactly one unsupported path each. Not useComparator (Drawing's Ascending, Descending and
     * ordering's Chooser are comparators), useList (arguments' Sized is a list), useO, useShape, useThing.
     */
    static final java.util.Map<String, String> NO_CLASS = java.util.Map.of("useBuilder", "builder", "useChars",
            "chars", "useComparable", "comparable", "useNumber", "number", "useTask", "task");

    static final Limits LIMITS = new Limits(Limits.DEFAULT.maxDepth(), 5_000, Limits.DEFAULT.preconditionSteps(),
            60_000);

    @TempDir
    static Path tmp;

    @TestFactory
    Stream<DynamicTest> everyFieldUnderEveryTechniqueRunsOrStopsWithOneUnsupportedLine() throws Exception {
        Class<?> cls = Class.forName(CLASS, false, ValueClasses.loader());
        List<String> methods = Arrays.stream(cls.getDeclaredMethods())
                .filter(m -> m.getName().startsWith("use") && Modifier.isPublic(m.getModifiers()))
                .map(Method::getName).sorted().toList();
        assertTrue(methods.size() > 40, methods.toString());
        return TechniqueCatalogue.names().stream().flatMap(t -> methods.stream()
                .map(m -> DynamicTest.dynamicTest(t + " " + m, () -> check(t, m))));
    }

    /**
     * The paths of {@link #NO_CLASS}'s methods under LI at scope 2, by hand: the field read first holds null (one
     * normal path: each returns 0), no object already there (the receiver is an Everything, and the class has no
     * static final field), no new object of a class of the analysed code, and a new one of another class (one
     * unsupported path). useComparable's field also holds each constant of the package's enums, all Comparable
     * (Everything.Color's 2, arguments.Level's 3, tagged.Tagged.Kind's 3, modal.Modal.Mode's 3):
     * {@code compareTo("a")} casts the string to the enum in Enum's bridge method, a ClassCastException each, which
     * the method throws (a normal end of the run's call that threw).
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource({"useBuilder, 2, 0", "useChars, 2, 0",
            "useNumber, 2, 0", "useTask, 2, 0", "useComparable, 13, 11"})
    void aFieldNoClassIsHoldsNullTheObjectsAlreadyThereOrEndsAsUnsupported(String method, long paths, long thrown) {
        AnalysisResult r = new Analysis(AnalysisSpec.of(CLASS, method).withScope(2).withTechnique("li")
                .withLimits(LIMITS), ValueClasses.loader()).run();
        assertEquals(paths, r.paths(), r.summary());
        assertEquals(paths - 1, r.ends().normal(), r.summary());
        assertEquals(List.of(1L), List.copyOf(r.ends().unsupported().values()), r.summary());
        assertEquals(thrown, r.ends().thrown().values().stream().mapToLong(Long::longValue).sum(), r.summary());
    }

    /**
     * useMap's {@code Map<Integer, Integer>} at scope 2 under LI is an input of its contents (JdkContentsTest): null
     * (0), empty (0), one key in one of 16 buckets, or two keys (the first in one of 16, the second in one of the 15
     * others or chained in the same one with another hash; the same hash is the same Integer, an infeasible path):
     * 1 + 1 + 16 + 16 x 16 = 274 paths, all normal.
     */
    @Test
    void aMapFieldIsAnInputOfItsContents() {
        AnalysisResult r = new Analysis(AnalysisSpec.of(CLASS, "useMap").withScope(2).withTechnique("li")
                .withLimits(LIMITS), ValueClasses.loader()).run();
        assertEquals(274, r.paths(), r.summary());
        assertEquals(274, r.ends().normal(), r.summary());
    }

    static void check(String technique, String method) {
        TechniqueSettings settings = TechniqueSettings.defaults().withBoundsDirectory(tmp.resolve("bounds"))
                .withCache(null, tmp.resolve(technique + ".mv.db"), false)
                .withSourcepath(List.of(ValueClasses.sources()))
                .withMessages(new PrintStream(new ByteArrayOutputStream()));
        try {
            AnalysisResult r = new Analysis(AnalysisSpec.of(CLASS, method).withScope(2).withTechnique(technique)
                    .withSettings(settings).withLimits(LIMITS), ValueClasses.loader()).run();
            for (String line : r.ends().unsupported().keySet()) {
                assertFalse(SUPPORTED.contains(method), technique + " " + method + ": " + line);
                assertTrue(line.startsWith("unsupported: ") && !line.contains("\n") && line.contains(" at "), line);
            }
            String field = NO_CLASS.get(method);
            if (field != null) {
                java.util.Map<String, Long> ends = r.ends().unsupported();
                assertEquals(1, ends.size(), technique + " " + method + ": " + ends);
                String line = ends.keySet().iterator().next();
                assertTrue(line.startsWith("unsupported: the input field X." + field + " (values.Everything." + field
                        + ") of type ") && line.contains("(a new "), line);
                assertEquals(1L, ends.get(line), technique + " " + method + ": " + ends);
            }
        } catch (Unsupported e) {
            String line = e.getMessage();
            assertFalse(SUPPORTED.contains(method), technique + " " + method + ": " + line);
            assertTrue(line.startsWith("unsupported: ") && !line.contains("\n"), line);
        } catch (UserError e) {
            assertFalse(SUPPORTED.contains(method), technique + " " + method + ": " + e.getMessage());
            assertTrue(!e.getMessage().contains("\n"), e.getMessage());
        } catch (RuntimeException | AssertionError e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            fail(technique + " " + method + ": internal error " + trace);
        }
    }
}
