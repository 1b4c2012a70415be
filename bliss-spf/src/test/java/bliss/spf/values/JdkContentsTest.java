package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A field of a JDK collection type is an input of its contents (docs/engine.md, "A JDK collection in a field: an
 * input of its contents"): null, or a collection of n fresh values, n from 0 to the scope, inflated by the model's own
 * {@code add}/{@code put}. Each class's repOK asks only that the collection is there, so null is no input under any
 * technique, and the counts below are the paths of the method over the collections of 0..scope elements, worked out
 * from the models' code (docs/models.md): every technique judges the one value field with repOK (li's precondition,
 * SymSolve's question for lissa, lissa-m and pli), so each must give them exactly. On every path the JVM, given the
 * path's input built through the collection's API ({@code new ArrayList<>()} then {@code add}, {@code new HashMap<>()}
 * then {@code put}), prints what the path printed.
 *
 * <p>A hash collection has 16 buckets from its first insertion. Inflating it puts each element in turn: the table
 * access of a symbolic hash is a choice among the feasible buckets, 16 for the first element. An Integer's hash
 * {@code h ^ (h >>> 16)} is a bijection, so two Integer keys of one hash are equal; two strings of one hash may
 * differ ("Aa", "BB").
 */
class JdkContentsTest {

    private static final List<String> TECHNIQUES = List.of("li", "lissa", "lissa-m", "pli");

    /**
     * {@code Names.indexOf(s)} over a {@code List<String>} of n elements compares s with each element in order until
     * one is equal: n + 1 paths (equal to element i, for each i, or to none). Scope 1: 1 + 2 = 3; scope 2: 1 + 2 + 3
     * = 6.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aListOfStringsIsAnInputOfItsElements(int scope) throws Exception {
        int expected = scope == 1 ? 3 : 6;
        check("Names", "indexOf", scope, expected);
    }

    /**
     * {@code Bag.has(k)} over a {@code Set<Integer>}, scope 1. Empty: no table, false (1 path). One element e0: its
     * add picks e0's bucket (16 ways); the lookup of k picks k's bucket: one of the 15 others is empty (false), and in
     * e0's the hashes differ (false) or are equal, and then so are the values (true): 17 paths a bucket of e0, 272.
     * Total 273.
     */
    @Test
    void aSetOfBoxesIsInflatedByItsOwnAdd() throws Exception {
        check("Bag", "has", 1, 273);
    }

    /**
     * {@code Bag.size()} over a {@code Set<Integer>}, scope 2: the inflation's paths alone. Empty: 1. One element: its
     * bucket, 16. Two: e0's bucket (16 ways), then e1 in one of the 15 other buckets, or in e0's with another hash (it
     * is chained after e0); with the same hash e1 equals e0, add answers false, and the path ends as infeasible (that
     * input is the one of a single element): 16 x 16 = 256. Total 1 + 16 + 256 = 273.
     */
    @Test
    void anEqualElementMakesNoSecondInput() throws Exception {
        check("Bag", "size", 2, 273);
    }

    /**
     * {@code Tally.distinct()} over a {@code Map<String, Integer>}, scope 1: empty (1), or one key in one of 16
     * buckets (16): 17. At scope 2 ({@link #aMapOfStringsAtScopeTwo}) two keys add: k0's bucket (16 ways) times k1 in
     * one of the 15 others, or in k0's with another hash, or with the same hash and another text (both chained after
     * k0; the same text ends the path as infeasible): 16 x 17 = 272, total 289.
     */
    @Test
    void aMapOfStringsIsInflatedByItsOwnPut() throws Exception {
        check("Tally", "distinct", 1, 17);
    }

    /**
     * The count of {@link #aMapOfStringsIsInflatedByItsOwnPut} at scope 2, under pli: 289. Each query on the hash of
     * two symbolic strings takes Z3 a quarter of a second, so it runs only with {@code -Dcontents.full=true} (about
     * 150 s).
     */
    @Test
    void aMapOfStringsAtScopeTwo() {
        Assumptions.assumeTrue(Boolean.getBoolean("contents.full"), "-Dcontents.full=true");
        AnalysisResult r = run("Tally", "distinct", "pli", 2);
        assertEquals(289, r.paths(), r.summary());
        assertEquals(r.paths(), r.ends().normal(), r.summary());
    }

    /**
     * A sorted map's model would be {@code TreeMap}, which runs from the JDK's bytecode: no input form, the field's
     * unsupported line says so (after null: NullPointerException, 1 path; the unsupported one: 2). Likewise a list
     * of lists, whose elements are no string or box.
     */
    @Test
    void aCollectionWithoutAnInputFormKeepsItsUnsupportedLine() {
        for (String t : TECHNIQUES) {
            AnalysisResult r = run("Ranking", "size", t, 2);
            String line = r.ends().unsupported().keySet().iterator().next();
            assertTrue(line.startsWith("unsupported: the input field X.ranks (values.contents.Ranking.ranks) of type "
                    + "java.util.SortedMap (a new java.util.SortedMap"), line);
            assertTrue(line.contains("a field of a JDK collection is an input of its contents, but java.util.TreeMap "
                    + "runs from the JDK's bytecode"), line);
            assertEquals(2, r.paths(), r.summary());
            assertEquals(1, r.ends().unsupported().size(), r.summary());
        }
        AnalysisResult r = run("Ranking", "groups", "pli", 2);
        String line = r.ends().unsupported().keySet().iterator().next();
        assertTrue(line.contains("its type arguments are not plain classes"), line);
    }

    private static void check(String cls, String method, int scope, int expected) throws Exception {
        for (String t : TECHNIQUES) {
            AnalysisResult r = run(cls, method, t, scope);
            assertEquals(expected, r.paths(), t + ": " + r.summary());
            assertEquals(r.paths(), r.ends().normal(), t + ": " + r.summary());
            assertEquals(Map.of(), r.ends().unsupported(), r.summary());
        }
        String name = "values.contents." + cls;
        List<ValuePaths.Path> paths = ValuePaths.explore(name, name, method + "Driver", scope);
        assertEquals(expected, paths.size(), paths.toString());
        JvmRun.checkEveryPath(paths, name, method + "Driver");
    }

    private static AnalysisResult run(String cls, String method, String technique, int scope) {
        String name = "values.contents." + cls;
        return new Analysis(AnalysisSpec.of(name, method).withDriver(name, method + "Driver").withScope(scope)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
    }
}
