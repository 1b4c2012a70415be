package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code values.names.Directory}: names that are null or symbolic strings, decided by Z3's string theory on the path
 * (not by fixing characters). Oracles: path counts worked out by hand (below), and the real JVM: every path's input,
 * its strings the model's texts, prints through the same driver what the path printed, so the texts the solver chose
 * take the path on the JVM: a hash that decided a branch is the real {@code String.hashCode} of the text.
 */
class StringsTest {

    /**
     * Scope 2 (lists of up to two nodes; a name is null or a string). find(k): the list read until a name equals k:
     * an empty list 1; a first node without a name 4 (then: no second node, or a second one without a name, equal
     * to k, or not and no more); with a name, equal to k 1, else 4 as before: 10.
     * order: one pair at most: its names missing 2 ways, or compared ('<', '=', '>'): 1 + 1 + 5 = 7.
     * hashes: per node null or a hash whose low bits are 0, 1 or other: 4 per node, 1 + 4 + 16 = 21.
     * kinds: per node null, or the switch: hash of "ab" and equal, or a collision ("bC"), hash of "Ba" and equal, or
     * a collision ("CB"), or another hash: 6 per node, 1 + 6 + 36 = 43.
     * initials: per node null, empty, first char 'a', starting with "b", other: 5, 1 + 5 + 25 = 31.
     * lengths: per node null, or name + "!" longer than 3 or not: 3, 1 + 3 + 9 = 13.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"find, 10", "order, 7", "hashes, 21", "kinds, 43", "initials, 31", "lengths, 13"})
    void everyPathIsTheJvmsOnItsInput(String method, int paths) throws Exception {
        List<ValuePaths.Path> ends = ValuePaths.explore("values.names.Directory", "values.names.Directory",
                method + "Driver", 2);
        assertEquals(paths, ends.size(), ends.stream().map(p -> p.pieces().toString()).toList().toString());
        JvmRun.checkEveryPath(ends, "values.names.Directory", method + "Driver");
    }

    /**
     * {@code Unique}: repOK requires names (not null) and distinct ones. The precondition rejects a null name where it
     * is chosen, so no path reads one (find would throw NullPointerException on it); both runners of the precondition
     * agree. Scope 2: an empty list; a first name equal to k; else no second node, or a second name equal to k or
     * not: 1 + 1 + 3 = 5. (Distinct names it cannot tell apart on symbolic strings: the last path's input may have
     * equal names, which is lazy initialization's imprecision, not an error.)
     */
    @ParameterizedTest(name = "native precondition {0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void thePreconditionRejectsANullNameWhereItIsChosen(boolean natively, @TempDir Path tmp) throws Exception {
        List<ValuePaths.Path> ends = ValuePaths.explore("values.names.Unique", "values.names.Unique", "findDriver", 2);
        assertEquals(5, ends.size());
        JvmRun.checkEveryPath(ends, "values.names.Unique", "findDriver");
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.names.Unique", "find")
                .withDriver("values.names.Unique", "findDriver").withScope(2).withPreconditionRunner(natively ? bliss.spf.heap.PreconditionRunner.NATIVE : bliss.spf.heap.PreconditionRunner.INTERPRETED)
                .withSettings(settings(tmp)), ValueClasses.loader()).run();
        assertEquals(5, r.paths());
        assertTrue(r.ends().exceptions().isEmpty(), r.toString());
    }

    /**
     * LISSA and PLI on a repOK that reads strings: SymSolve's questions hold the names the path chose, and a value
     * choice is asked about too, so a null name is dropped where it is chosen (repOK forbids it) and the paths are the
     * 5 above, each followed by a valid input (its names distinct: SymSolve's witness has them so). LISSA-M keys
     * its verdicts by the names too, and gives the same.
     */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"lissa", "lissa-m", "pli"})
    void symSolveTechniquesTakeTheNamesThePathChose(String technique, @TempDir Path tmp) {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.names.Unique", "find")
                .withDriver("values.names.Unique", "findDriver").withScope(2).withTechnique(technique)
                .withSettings(settings(tmp)), ValueClasses.loader()).run();
        assertEquals(5, r.paths(), r.summary());
        assertTrue(r.ends().exceptions().isEmpty(), r.summary());
    }

    static TechniqueSettings settings(Path tmp) {
        return TechniqueSettings.defaults().withBoundsDirectory(tmp.resolve("bounds"))
                .withCache(null, tmp.resolve("verdicts.mv.db"), false).withSourcepath(List.of(ValueClasses.sources()))
                .withMessages(new java.io.PrintStream(new java.io.ByteArrayOutputStream()));
    }

    /**
     * A type variable a driver binds to String: per entry null or a new string (strings are never aliases), longer
     * than 2 or not: 3 per entry, 1 + 3 + 9 = 13.
     */
    @Test
    void aTypeVariableBoundToString() throws Exception {
        List<ValuePaths.Path> ends = ValuePaths.explore("values.pairs.Pairs", "values.pairs.Pairs", "stringsDriver", 2);
        assertEquals(13, ends.size());
        JvmRun.checkEveryPath(ends, "values.pairs.Pairs", "stringsDriver");
    }
}
