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
     * useType: a {@code Class} other than null ends its path as unsupported (ClassValuesTest).
     */
    static final Set<String> SUPPORTED = Set.of("useNext", "useB", "useSh", "useC", "useColor", "useInts", "useLongs",
            "useBooleans", "useBoxed", "useBoxedLong", "useBoxedBoolean", "useBoxedShort", "useBoxedByte",
            "useRounding", "useO", "useShape", "useThing", "useComparator", "useComparable", "useNumber", "useChars",
            "useList", "useMap", "useTask", "useBuilder", "useS", "useF", "useD", "useBoxedFloat",
            "useBoxedDouble", "useDoubles", "useColors", "useGrid", "useObjects", "useShapes", "useStrings",
            "useBoxedChar", "useCharArray", "useUnit");

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
