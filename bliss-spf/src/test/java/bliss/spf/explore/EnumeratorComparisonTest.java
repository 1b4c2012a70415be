package bliss.spf.explore;

import bliss.korat.Enumerator;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.layout.Shape;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;

import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * LI against the bounded-exhaustive enumerator (bliss.korat), shape for shape, on the backbone fields (the ones the
 * traversals read): with an exact precondition (BinTree) the collected structures are exactly the valid ones; with
 * a shape-only hybrid precondition (TreeSet, AvlTree) every valid structure is among them (LI misses none).
 */
class EnumeratorComparisonTest {

    static final Predicate<FieldShape> BACKBONE = FieldShape::isBackbone;

    /** The structures LI collects for a subject's method, as shapes on the backbone fields. */
    static Set<Shape> collected(String subject, String method, int scope) {
        Subjects.Subject s = Subjects.byName(subject).orElseThrow();
        Set<Shape> shapes = new HashSet<>();
        new Analysis(AnalysisSpec.of(s.className(), method)
                .withDriver(s.driverClassName(), method)
                .withScope(scope), EnumeratorComparisonTest.class.getClassLoader())
                .observer(end -> {
                    if (end.outcome() == Outcome.NORMAL) {
                        shapes.add(Shape.of(end.input().layout(), end.input().receiver(), end.input().access(),
                                BACKBONE));
                    }
                })
                .run();
        return shapes;
    }

    /** The enumerator's valid structures, their shapes re-projected on the backbone fields. */
    static Set<Shape> valid(String subject, int scope) throws ClassNotFoundException {
        Class<?> cls = Class.forName(Subjects.byName(subject).orElseThrow().className());
        Enumerator enumerator = new Enumerator(cls, scope);
        ClassLayout layout = enumerator.layout();
        Set<Shape> out = new HashSet<>();
        for (Shape s : enumerator.run().shapes()) {
            out.add(Shape.of(layout, 0, new CodeGraph(layout, s.code()), BACKBONE));
        }
        return out;
    }

    /**
     * A structure decoded from a shape's code (objects numbered from 0; per object its class index, then the target
     * number of each reference field of its class in declaration order, -1 for null), as a heap to re-project.
     */
    record CodeGraph(ClassLayout layout, int[] classOf, int[][] targets) implements HeapAccess<Integer> {

        CodeGraph(ClassLayout layout, int[] code) {
            this(layout, new int[code.length], new int[code.length][]);
            int i = 0;
            int object = 0;
            while (i < code.length) {
                ClassShape c = layout.classes().get(code[i++]);
                List<FieldShape> refs = c.referenceFields();
                classOf[object] = code[i - 1];
                targets[object] = new int[refs.size()];
                for (int f = 0; f < refs.size(); f++) {
                    targets[object][f] = code[i++];
                }
                object++;
            }
        }

        @Override
        public ClassShape classOf(Integer object) {
            return layout.classes().get(classOf[object]);
        }

        @Override
        public Object read(Integer object, FieldShape field) {
            int t = targets[object][classOf(object).referenceFields().indexOf(field)];
            return t < 0 ? null : t;
        }
    }

    @ParameterizedTest
    @CsvSource({"count, 4", "bfs, 5", "dfs, 5", "repOK, 4"})
    void binTreeStructuresAreExactlyTheValidOnes(String method, int scope) throws Exception {
        Set<Shape> li = collected("BinTree", method, scope);
        Set<Shape> valid = valid("BinTree", scope);
        assertEquals(valid.size(), li.size());
        assertEquals(valid, li);
    }

    @ParameterizedTest
    @CsvSource({"TreeSet, bfs, 5", "TreeSet, dfs, 4", "AvlTree, bfs, 5", "AvlTree, dfs, 4"})
    void liMissesNoValidStructure(String subject, String method, int scope) throws Exception {
        Set<Shape> li = collected(subject, method, scope);
        Set<Shape> valid = valid(subject, scope);
        assertTrue(valid.size() > 1 && li.size() > valid.size(), li.size() + " collected, " + valid.size() + " valid");
        Set<Shape> missed = new HashSet<>(valid);
        missed.removeAll(li);
        assertTrue(missed.isEmpty(), missed.size() + " valid structures missed, e.g. " + missed.stream().findFirst());
    }
}
