package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.results.AnalysisResult;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code values.Inventory}: items holding an {@code Integer}, a {@code Boolean}, a {@code Long} and a
 * {@code java.math.RoundingMode}, each input field null or a value. Oracles: the path counts worked out by hand from
 * the code (each method's comment), and the real JVM: every path's input, made concrete from its model, run through
 * the same driver on the JVM prints what the path printed (each method prints a trace of the branches it took, so
 * equal output means the same path).
 */
class BoxesAndEnumsTest {

    /**
     * Scope 2: lists of 0, 1 or 2 items (repOK rejects the cycles lazy initialization proposes). Per item:
     * counts 3 ways (null, above 2, not), fragility 3 (null, true, false), roundings 9 (null and 8 constants), so
     * 1 + c + c^2 paths. weights: no branch per item, then the sign of the sum when some weight is there: an empty
     * list 1, one item 1 + 2, two items 1 + 3 * 2.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"counts, 13", "fragility, 13", "roundings, 91", "weights, 11"})
    void everyPathIsTheJvmsOnItsInput(String method, int paths) throws Exception {
        List<ValuePaths.Path> ends = ValuePaths.explore("values.Inventory", method, 2);
        assertEquals(paths, ends.size());
        Set<String> outputs = new HashSet<>();
        for (ValuePaths.Path p : ends) {
            Map<Var, Long> env = ValuePaths.environment(p);
            String engine = ValuePaths.printed(p, env);
            Object x = new ConcreteInputs(ValueClasses.loader(), env).receiver(p.end().input());
            assertEquals(JvmRun.printed("values.ValueDrivers", method, x, env), engine,
                    method + " on " + p.end().input() + " with " + env);
            outputs.add(engine);
        }
        assertEquals(paths, outputs.size(), "two paths printed the same trace: " + outputs);
    }

    /**
     * Every technique that forks as lazy initialization does reaches the same number of paths (values are not in the
     * bounds); POSE forks fewer by design (ReferenceArgumentsTest is its oracle).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"counts, 13", "weights, 11"})
    void everyTechniqueRunsThem(String method, int paths, @TempDir Path tmp) {
        for (String t : TechniqueCatalogue.names(e -> !TechniqueCatalogue.guardsReferences(e.name()))) {
            TechniqueSettings settings = TechniqueSettings.defaults().withBoundsDirectory(tmp.resolve("bounds"))
                    .withCache(null, tmp.resolve(t + ".mv.db"), false)
                    .withSourcepath(List.of(ValueClasses.sources()))
                    .withMessages(new PrintStream(new ByteArrayOutputStream()));
            AnalysisResult r = new Analysis(AnalysisSpec.of("values.Inventory", method)
                    .withDriver("values.ValueDrivers", method).withScope(2).withTechnique(t).withSettings(settings),
                    ValueClasses.loader()).run();
            assertEquals(paths, r.paths(), t);
        }
    }
}
