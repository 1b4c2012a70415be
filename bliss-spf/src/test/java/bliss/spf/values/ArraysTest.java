package bliss.spf.values;

import bliss.layout.ClassLayout;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
import bliss.layout.FieldShape;
import bliss.layout.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Arrays inside input structures: an array of nodes (a hash table's buckets), of ints, of strings, of objects and of
 * arrays, each null or an array whose length is a variable in 0..scope, its elements decided at their first reads.
 * Oracles: path counts worked out by hand (below), and the real JVM printing, on every path's input made concrete
 * from its model, what the path printed.
 */
class ArraysTest {

    /**
     * Table at scope 2 (room 2, at most two nodes). firstNonEmpty: no table; else the loop's test on the length L:
     * L = 0; bucket 0 new (a node); bucket 0 null, then L = 1, or bucket 1 null (and the test 2 < L false by L's
     * range) or new: 1 + 1 + 1 + 3 = 6.
     * count: no table 1; L = 0 1; bucket 0 null: L = 1 1, bucket 1 null 1, bucket 1 a node with next null 1 or next
     * a second node 1 (the rest are cycles repOK rejects): 4; bucket 0 a node N1: its next null, then L = 1 1, bucket
     * 1 null 1 or a second node 1 (N1 again is rejected); its next a node N2 (with next null), then L = 1 1 or bucket
     * 1 null 1 (no third node): 5. In all 11.
     * capacity: no table, or the length: 2.
     */
    @ParameterizedTest(name = "Table.{0}")
    @CsvSource({"firstNonEmpty, 6", "count, 11", "capacity, 2"})
    void anArrayOfNodes(String method, int paths) throws Exception {
        check("values.table.Table", method, paths);
    }

    /**
     * Grid at scope 2. sumCounts: no array, or the loop's tests on the length (0, 1, 2): 1 + 3 = 4.
     * firstLabel: no array, length 0, a null first label, or a string longer than 1 or not: 5.
     * firstItemKind: no array, length 0, a null first item, or an object: the package holds no class an Object could
     * be but the analysed class, so the object is an alias of the receiver or a new one of another class, which ends
     * its path as unsupported: 5, 1 unsupported.
     * corner: no array, length 0, a null first row, a first row of length 0, or its first int: 5.
     */
    @ParameterizedTest(name = "Grid.{0}")
    @CsvSource({"sumCounts, 4, 0", "firstLabel, 5, 0", "firstItemKind, 5, 1", "corner, 5, 0"})
    void arraysOfValues(String method, int paths, int unsupported) throws Exception {
        JvmRun.checkPaths("values.arrays.Grid", method, paths, unsupported);
    }

    /**
     * repOK judges the elements of an input array of longs (values.bits.Bits, as OpenJDK's BitSet: every word
     * after the ones in use is zero). By hand, under pli at scope 2: every word in use ("full": 1 path), or the word
     * at index inUse (0 or 1, below the room) zero ("clean": 2 paths); its being set ("dirty") has no valid input at
     * either index. 5 when the branch on an element was not asked of SymSolve: pli took both sides.
     */
    @Test
    void pliAsksRepOkOfABranchOnAnElementOfAnInputArray() {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.bits.Bits", "tail").withScope(2)
                .withTechnique("pli").withThreads(1), ValueClasses.loader()).run();
        assertEquals(3, r.paths(), r.summary());
        assertEquals(3, r.ends().normal(), r.summary());
    }

    /**
     * A precondition derived from repOK decides a condition on input arrays' lengths by the path condition alone
     * (values.table.Table: a table of buckets). It asked PLI's link instead, whose SymSolve judges the heap the
     * precondition is judging: for a candidate it is about to refuse, no side of the branch had a valid input, which
     * PLI counts as inconsistent (`pliInconsistent`, never expected), two SymSolve questions each time for nothing
     * (Twin.size: 35 times). The paths, by hand: Twin.size walks the first chain, of 0 to 3 nodes (4); the heads'
     * length is 2, which repOK demands, so no access is out of bounds.
     */
    @ParameterizedTest(name = "{0}.{1}")
    @CsvSource({"values.table.Table, count", "values.table.Table, firstNonEmpty", "values.twin.Twin, size"})
    void pliAsksNothingOfSymSolveForThePrecondition(String cls, String method) {
        AnalysisResult r = new Analysis(AnalysisSpec.of(cls, method).withScope(3)
                .withTechnique("pli").withThreads(1), ValueClasses.loader()).run();
        assertEquals(0L, r.counters().get("pliInconsistent"), r.summary());
        if (cls.endsWith("Twin")) {
            assertEquals(4, r.paths(), r.summary());
        }
    }

    /**
     * At scope 1 no Twin is valid (its heads are an array of two, and an input array has at most one element there):
     * the run has no path, and says why rather than printing an empty summary alone.
     */
    @Test
    void aRunWithNoValidInputSaysWhy() {
        List<String> warnings = new java.util.ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.twin.Twin", "size").withScope(1)
                .withTechnique("pli").withThreads(1), ValueClasses.loader()).warnings(warnings::add).run();
        assertEquals(0, r.paths(), r.summary());
        assertTrue(warnings.contains("no path: no input within scope 1 satisfies the precondition (derived from"
                + " repOK()), so the method never ran; at scope 1 each node class has at most 1 object and an input"
                + " array at most 1 element: try a larger --scope"), warnings.toString());
    }

    /**
     * Copying.shift at scope 2: System.arraycopy(items, from, out, 0, 1) with {@code from} symbolic: no array (NPE);
     * else from, each value 0..2 (the array's room) and one alternative for every value outside; the copy of one
     * element then fits or not, one branch on the undecided length L (arraycopy takes the input array as it is,
     * without deciding L first). from 0: L >= 1 (the element) or L = 0 (ArrayIndexOutOfBoundsException) (2); from 1:
     * L >= 2 or not (2); from 2 is past every L's last index (1); outside (1). In all 1 + 2 + 2 + 1 + 1 = 7 (10
     * when arraycopy decided L first: from 0 and outside at L = 0 ran the same way on the JVM, as did from 1 and
     * outside at L = 1, and every L with room for the copy).
     */
    @Test
    void arraycopyAtASymbolicPosition() throws Exception {
        check("values.copying.Copying", "shift", 7);
    }

    /**
     * The class of an input array (Copying.kind: {@code items.getClass()}, as Arrays.copyOf asks for it before it
     * copies) needs neither its length nor its elements: no array (NPE) or an array, 2 paths at scope 2 (4 when
     * getClass decided the whole array first: one path per length 0..2).
     */
    @Test
    void anArraysClassDecidesNothingOfIt() throws Exception {
        check("values.copying.Copying", "kind", 2);
    }

    /**
     * String.format of symbolic ints (Copying.describe, the message of Commons' CircularFifoQueue.get): an index below
     * 0, one at or past count (both formatted), or one in range: 3 paths, each printing on the JVM what it printed
     * (before, the two formatting paths ended unsupported: the host's formatter needs the values).
     */
    @Test
    void formatOfSymbolicInts() throws Exception {
        check("values.copying.Copying", "describe", 3);
    }

    /**
     * A new array of a symbolic length (Copying.allocate: {@code new int[count].length}, count an input int): a
     * negative count throws (1 path), each length 0..64 is a path of its own (65), and a longer one is one path cut
     * at the allocation, counted apart and warned about: 67 paths, 1 of them cut.
     */
    @Test
    void aNewArrayLongerThanTheEngineMakesIsACutPath() {
        List<String> warnings = new java.util.ArrayList<>();
        bliss.spf.results.AnalysisResult r = new bliss.spf.analysis.Analysis(bliss.spf.analysis.AnalysisSpec
                .of("values.copying.Copying", "allocate").withScope(1).withTechnique("li"), ValueClasses.loader())
                .warnings(warnings::add).run();
        assertEquals(67, r.paths(), r.summary());
        assertEquals(1, r.ends().lengthLimited(), r.summary());
        assertEquals(1, r.ends().raised().getOrDefault("java.lang.NegativeArraySizeException", 0L), r.summary());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("exceeds 64")), warnings.toString());
    }

    /**
     * Many arrays, each of a length the engine makes, that together exceed what a path may allocate between two
     * choice points (Copying.segments: 4,096 tables of 4,096 ints when count is over 2, as Guava's MapMaker makes its
     * segments when no precondition bounds the concurrency level): that path is cut at the allocation past the budget
     * instead of exhausting the host's heap; count <= 2 returns 4: 2 paths, 1 cut.
     */
    @Test
    void arraysPastTheElementBudgetBetweenChoicesCutThePath() {
        bliss.spf.results.AnalysisResult r = new bliss.spf.analysis.Analysis(bliss.spf.analysis.AnalysisSpec
                .of("values.copying.Copying", "segments").withScope(1).withTechnique("li"), ValueClasses.loader())
                .run();
        assertEquals(2, r.paths(), r.summary());
        assertEquals(1, r.ends().lengthLimited(), r.summary());
        assertTrue(4096L * 4096 > bliss.spf.vm.Interpreter.MAX_ELEMENTS_BETWEEN_CHOICES);
    }

    /**
     * A new array of a concrete length no host heap holds for every path (Copying.grow: {@code count + count} when
     * positive, else {@code Integer.MAX_VALUE - 8}, as the JDK's ArraysSupport answers an overflow): count <= 0 is
     * one path cut at the allocation (it stopped the analysis with an OutOfMemoryError before); the positive sums
     * are the lengths 2, 4, ..., 64 (32 paths) and one cut path beyond: 34 paths, 2 of them cut.
     */
    @Test
    void aConcreteLengthLongerThanTheEngineMakesIsACutPath() {
        List<String> warnings = new java.util.ArrayList<>();
        bliss.spf.results.AnalysisResult r = new bliss.spf.analysis.Analysis(bliss.spf.analysis.AnalysisSpec
                .of("values.copying.Copying", "grow").withScope(1).withTechnique("li"), ValueClasses.loader())
                .warnings(warnings::add).run();
        assertEquals(34, r.paths(), r.summary());
        assertEquals(2, r.ends().lengthLimited(), r.summary());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("concrete length exceeds")), warnings.toString());
    }

    /**
     * An inherited repOK that reads a value field its (super)class declares: Stacked.capacity under pli at scope 1,
     * Buffer's repOK requiring the array. One path, the array's length read (before, repOK's read of Buffer.items was
     * not seen as a read of a value field of the layout's Stacked, and pli ended a second path, the array null, with a
     * NullPointerException no valid input raises).
     */
    @Test
    void anInheritedRepOKReadsItsSuperclasssValueField() {
        bliss.spf.results.AnalysisResult r = new bliss.spf.analysis.Analysis(bliss.spf.analysis.AnalysisSpec
                .of("values.inherited.Stacked", "capacity").withScope(1).withTechnique("pli"), ValueClasses.loader())
                .run();
        assertEquals(1, r.paths(), r.summary());
        assertEquals(0L, r.ends().raised().getOrDefault("java.lang.NullPointerException", 0L), r.summary());
    }

    /**
     * An array of nodes takes part in structures: its element classes join the layout, and two inputs whose tables
     * hold different nodes at an index are different structures (count's 11 paths: no table, an empty one, and the
     * tables of up to two nodes in buckets 0 and 1; the length is a value and does not count).
     */
    @Test
    void nodesInTheTableAreInTheStructure() {
        ClassLayout layout = ClassLayout.of("values.table.Table", ValueClasses.loader());
        FieldShape buckets = layout.header().field("buckets").orElseThrow();
        assertTrue(buckets.isNodeArray(), buckets.toString());
        assertEquals(2, layout.classes().size(), layout.describe());
        List<ValuePaths.Path> ends = ValuePaths.explore("values.table.Table", "values.table.Table", "countDriver", 2);
        Set<Shape> shapes = new HashSet<>();
        for (ValuePaths.Path p : ends) {
            shapes.add(p.end().input().shape());
        }
        // distinct: no table; a table without nodes (L = 0, and the tables whose read buckets were null); N in bucket
        // 1; N -> M in bucket 1; N in 0; N in 0 and M in 1; N -> M in 0
        assertEquals(7, shapes.size(), shapes.toString());
    }

    private static void check(String cls, String method, int paths) throws Exception {
        JvmRun.checkPaths(cls, method, paths);
    }
}
