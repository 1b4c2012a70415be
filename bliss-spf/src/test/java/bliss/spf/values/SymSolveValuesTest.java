package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.results.AnalysisResult;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SymSolve's questions hold the value fields the asking path decided ({@code ForeignValues}): {@code values.tagged
 * .Tagged}, whose validity depends on its kind (an enum), limit (a box) and label (a string), at scope 2. Each method
 * reads a value and then a node, so the question about the node holds the value; a SymSolve free to choose the
 * value itself would keep paths whose inputs are invalid (the counts it would give, measured with the values left
 * out of the question, are said below). Counts worked
 * out by hand from repOK (kind not null; EMPTY: no node; SHORT: at most one; at most {@code limit} nodes; a labelled
 * list not empty):
 * <ul>
 *   <li>byKind: EMPTY with head null (a node is invalid); SHORT with head null, or a node whose next is null (a
 *       second node is invalid); ANY with head null, one node, two nodes (a cycle is invalid): 1 + 2 + 3 = 6 under
 *       pli. An enum field of the layout is a symbolic ordinal, carried into the question as an int is (not a value
 *       of {@code ForeignValues}): pli's path condition fixes it, lissa asks about the structure alone and keeps
 *       EMPTY with a node and SHORT with two, 8;</li>
 *   <li>byLimit: limit null, head null or a node (2); limit v with v == 0, head null (a node is invalid: pli, which
 *       asks with the path condition, prunes it; lissa, which asks about the structure alone, lets a completion
 *       choose v = 1 and keeps it); v != 0, head null or a node (2): pli 5, lissa 6 (a free SymSolve under pli: 6);</li>
 *   <li>byLabel: a label, and then a node (null is invalid); no label, head null or a node: 3 (a free SymSolve: 4).</li>
 * </ul>
 * LISSA-M keys its verdicts by the values the question holds as well as by its references: lissa's counts.
 */
class SymSolveValuesTest {

    static final String CLASS = "values.tagged.Tagged";

    @TempDir
    static Path tmp;

    @ParameterizedTest(name = "{0} under {1}: {2} paths")
    @CsvSource({"byKind, lissa, 8", "byKind, pli, 6", "byLimit, lissa, 6", "byLimit, pli, 5", "byLabel, lissa, 3",
            "byLabel, pli, 3"})
    void theQuestionHoldsThePathsValues(String method, String technique, int paths) {
        AnalysisResult r = analyse(method, technique);
        assertEquals(paths, r.paths(), method + " under " + technique + ": " + r.summary());
        assertTrue(!r.partial(), "partial");
    }

    /** LISSA-M keys its verdicts by the question's values too: lissa's counts, and a second run answers from them. */
    @ParameterizedTest(name = "{0}: {1} paths")
    @CsvSource({"byKind, 8", "byLimit, 6", "byLabel, 3"})
    void lissaMKeysItsVerdictsByTheValuesToo(String method, int paths) {
        AnalysisResult cold = analyse(method, "lissa-m");
        AnalysisResult warm = analyse(method, "lissa-m");
        assertEquals(paths, cold.paths(), cold.summary());
        assertEquals(paths, warm.paths(), warm.summary());
        assertTrue(((Number) warm.counters().getOrDefault("cacheHits", 0L)).longValue() > 0, warm.summary());
    }

    /**
     * An array in the question ({@code values.tagged.Slots}: repOK needs {@code room} with at least one slot and no
     * more nodes than {@code room[0]}), at scope 2, firstFits: pli keeps room[0] <= 0 with head null, and room[0] > 0
     * with head null or a node: 3 (the array's length 0, an ArrayIndexOutOfBoundsException, no valid input has; nor
     * a node with room[0] <= 0). lissa, asking about the structure alone and not at branches, keeps those two: 5.
     * Before SymSolve took arrays, both stopped with one line; with the array but not its length among the heap's
     * variables, pli kept the exception path: 4.
     */
    @ParameterizedTest(name = "firstFits under {0}: {1} paths")
    @CsvSource({"lissa, 5", "lissa-m, 5", "pli, 3"})
    void anArrayInTheQuestion(String technique, int paths) {
        AnalysisResult r = analyse("values.tagged.Slots", "firstFits", technique);
        assertEquals(paths, r.paths(), r.summary());
    }

    /**
     * A question whose node only an array holds ({@code values.table.Table}'s buckets: no reference field reaches
     * their nodes) has no key: its fields would be in no code. Every keyed question the cold run stored, the warm run
     * finds (lookups and hits equal), and asks SymSolve the keyless ones again; both count as lissa does. Until
     * 2026-11-28 such a question had a code unique to the run, which a later run met again for another question:
     * OpenJDK-style tables and Commons' LRUMap lost or gained paths from one run to the next on a shared cache.
     */
    @ParameterizedTest(name = "Table.{0}")
    @CsvSource({"count", "firstNonEmpty"})
    void aQuestionWithANodeOnlyAnArrayHoldsHasNoKey(String method) {
        String cls = "values.table.Table";
        String driver = method + "Driver";
        AnalysisResult lissa = analyse(cls, driver, "lissa", 3, "table-lissa");
        AnalysisResult cold = analyse(cls, driver, "lissa-m", 3, "table-" + method);
        AnalysisResult warm = analyse(cls, driver, "lissa-m", 3, "table-" + method);
        for (AnalysisResult r : List.of(cold, warm)) {
            assertEquals(lissa.paths(), r.paths(), r.summary());
            assertEquals(lissa.structures(), r.structures(), r.summary());
        }
        assertEquals(counter(warm, "cacheLookups"), counter(warm, "cacheHits"), warm.summary());
        assertTrue(counter(warm, "symsolveCalls") > 0, "the keyless questions are asked again: " + warm.summary());
        assertTrue(counter(warm, "cacheHits") > 0, warm.summary());
    }

    private static long counter(AnalysisResult r, String name) {
        return ((Number) r.counters().getOrDefault(name, 0L)).longValue();
    }

    private static AnalysisResult analyse(String method, String technique) {
        return analyse(CLASS, method, technique);
    }

    private static AnalysisResult analyse(String cls, String method, String technique) {
        return new Analysis(AnalysisSpec.of(cls, method).withScope(2).withTechnique(technique)
                .withSettings(settings(technique)), ValueClasses.loader()).run();
    }

    /** {@code driver}, a static method of {@code cls}, at the scope on two threads, with the cache file named. */
    private static AnalysisResult analyse(String cls, String driver, String technique, int scope, String cache) {
        return new Analysis(AnalysisSpec.of(cls, driver.replace("Driver", "")).withDriver(cls, driver)
                .withScope(scope).withTechnique(technique).withThreads(2).withSettings(settings(cache)),
                ValueClasses.loader()).run();
    }

    private static TechniqueSettings settings(String cache) {
        return TechniqueSettings.defaults().withBoundsDirectory(tmp.resolve("bounds"))
                .withCache(null, tmp.resolve(cache + ".mv.db"), false)
                .withSourcepath(List.of(ValueClasses.sources()))
                .withMessages(new PrintStream(new ByteArrayOutputStream()));
    }
}
