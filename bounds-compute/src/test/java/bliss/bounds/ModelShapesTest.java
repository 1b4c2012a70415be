package bliss.bounds;

import bliss.sat.Cnf;
import bliss.sat.PreprocessedCnf;

import bliss.sat.Cdcl;
import bliss.target.TargetClass;
import bliss.korat.Enumeration;
import bliss.korat.Enumerator;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.layout.Shape;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The SAT problem BLISS asks (the CNF over the tight bounds, preprocessed, in {@link Cdcl}) has exactly the valid
 * structures as models: all its models, told apart by their edges (every model found is blocked on the pvars and the
 * search goes on until none is left), are the shapes the bounded-exhaustive enumerator finds through the subject's
 * repOK, each once (canonical order leaves one numbering per shape). A translation that lets an invalid structure
 * through, or loses a valid one, fails here even where no tight bound changes.
 */
class ModelShapesTest {

    static Stream<Arguments> subjectsAndScopes() {
        List<Arguments> out = new ArrayList<>();
        for (Subjects.Subject s : Subjects.ALL) {
            if (!s.hasInvariant()) {
                continue; // HashMap: repOK only; its missing invariant reads as true, so models need not be valid
            }
            int k = switch (s.name()) {
                case "TreeSet", "TreeMap", "AvlTree" -> 7;
                case "BinomialHeap" -> 5;
                default -> 6;
            };
            out.add(Arguments.of(s.name(), k));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} scope {1}")
    @MethodSource("subjectsAndScopes")
    void modelsAreExactlyTheEnumeratedShapes(String subject, int scope) {
        TargetClass target = TargetClass.resolve(subject, List.of(), List.of());
        ClassSpec spec = ClassSpec.of(target);
        SatProblem problem = BoundsComputation.compute(spec, scope, null, 1, null).problem();
        Enumeration enumeration = new Enumerator(target.type(), scope).run();
        Set<Shape> found = models(spec.layout(), problem, scope, enumeration.shapes(), subject);
        assertEquals(enumeration.shapes().size(), found.size(), subject + " scope " + scope);
    }

    /**
     * {@link ExactSize}: the strengthened problem's models are the valid shapes of exactly k nodes, each once (the
     * enumerator's count of that size), and the shapes of fewer nodes are none of them.
     */
    @ParameterizedTest(name = "{0} scope {1}")
    @MethodSource("subjectsAndScopes")
    void exactSizeModelsAreTheShapesOfExactlyTheScope(String subject, int scope) {
        TargetClass target = TargetClass.resolve(subject, List.of(), List.of());
        ClassSpec spec = ClassSpec.of(target);
        Enumeration enumeration = new Enumerator(target.type(), scope).run();
        for (int k = 1; k <= scope; k++) {
            SatProblem problem = ExactSize.of(BoundsComputation.compute(spec, k, null, 1, null).problem(),
                    spec.layout(), k);
            Set<Shape> found = models(spec.layout(), problem, k, enumeration.shapes(), subject);
            assertEquals(enumeration.shapesBySize()[k], found.size(), subject + " shapes of exactly " + k + " nodes");
            if (k > 1) {
                Set<Shape> smaller = models(spec.layout(), BoundsComputation.compute(spec, k - 1, null, 1, null)
                        .problem(), k - 1, enumeration.shapes(), subject);
                for (Shape s : smaller) {
                    assertTrue(!found.contains(s), subject + ": a shape of fewer than " + k + " nodes: " + s);
                }
            }
        }
    }

    /**
     * Every model of {@code problem}, told apart by their edges (each model found is blocked on the pvars and the
     * search goes on until none is left), checked to be a shape of {@code valid} found once.
     */
    private static Set<Shape> models(ClassLayout layout, SatProblem problem, int scope, Set<Shape> valid,
                                     String subject) {
        Set<Shape> found = new HashSet<>();
        PreprocessedCnf cnf = problem.preprocessed();
        if (cnf.unsatisfiable()) {
            return found;
        }
        Cdcl solver = new Cdcl(cnf.variables());
        for (int[] c : cnf.clauses()) {
            if (!solver.addClause(c)) {
                return found;
            }
        }
        int[] pvars = problem.pvarVariables();
        while (solver.solve()) {
            java.util.BitSet model = new java.util.BitSet();
            List<Integer> block = new ArrayList<>();
            for (int v : pvars) {
                int l = cnf.literal(v);
                boolean holds = l == Cnf.TRUE || l != Cnf.FALSE && solver.value(Math.abs(l)) == l > 0;
                if (holds) {
                    model.set(v);
                }
                if (l != Cnf.TRUE && l != Cnf.FALSE) {
                    block.add(holds ? -l : l);
                }
            }
            Shape shape = shape(layout, problem, model, scope);
            assertTrue(found.add(shape), subject + ": two models of one shape " + shape);
            assertTrue(valid.contains(shape), subject + ": a model that is no valid structure: " + shape);
            assertTrue(found.size() <= valid.size(), "more models than shapes");
            if (block.isEmpty() || !solver.addClause(block.stream().mapToInt(Integer::intValue).toArray())) {
                break;
            }
        }
        return found;
    }

    /** The shape of a model: objects are the header (-1, unless it is a node) and the nodes 0..k-1. */
    private static Shape shape(ClassLayout layout, SatProblem problem, java.util.BitSet model, int scope) {
        ClassShape header = layout.header();
        ClassShape node = layout.classes().stream().filter(ClassShape::node).findFirst().orElseThrow();
        HeapAccess<Integer> heap = new HeapAccess<>() {
            @Override
            public ClassShape classOf(Integer o) {
                return o < 0 ? header : node;
            }

            @Override
            public Object read(Integer o, FieldShape f) {
                int source = o < 0 ? 0 : o;
                Integer target = null;
                boolean found = false;
                for (int t = -1; t < scope; t++) {
                    int v = problem.pvar(f, source, t);
                    if (v == SatProblem.FIXED_TRUE || v > 0 && model.get(v)) {
                        if (found) {
                            throw new AssertionError(f.name() + " of " + source + " has two targets");
                        }
                        found = true;
                        target = t < 0 ? null : t;
                    }
                }
                if (!found) {
                    throw new AssertionError(f.name() + " of " + source + " has no target");
                }
                return target;
            }
        };
        return Shape.of(layout, header.node() ? 0 : -1, heap);
    }
}
