package bliss.bounds;

import bliss.sat.SolverKind;
import bliss.target.TargetClass;
import bliss.layout.FieldShape;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The translation bliss uses ({@link Encoding.Settings#DEFAULT}: order-only int fields over {@code [0, k-1]}, counts
 * along an acyclic field as recursions, the weakened first phase) against the translation before them
 * ({@link Encoding.Settings#LEGACY}), solved by SAT4J: the oracle. For every subject at scopes beyond those the
 * enumerator checks ({@link SubjectBoundsTest}), both compute the same tight bounds; and over those bounds, both CNFs
 * answer every question the same (random sets of edges, and parts of earlier models with one more edge: BLISS's
 * questions), the new one through BLISS's checker (preprocessed, {@link bliss.sat.Cdcl}). Every model of the
 * new CNF, as a whole assignment of the edges, is a model of the legacy CNF; every core is unsatisfiable there.
 */
class EncodingEquivalenceTest {

    static Stream<Arguments> subjectsAndScopes() {
        List<Arguments> out = new ArrayList<>();
        for (Subjects.Subject s : Subjects.ALL) {
            for (int k : new int[]{6, 8}) {
                out.add(Arguments.of(s.name(), k));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} scope {1}")
    @MethodSource("subjectsAndScopes")
    void sameBoundsAndSameAnswersAsTheLegacyTranslation(String subject, int scope) {
        ClassSpec spec = ClassSpec.of(TargetClass.resolve(subject, List.of(), List.of()));
        FieldBounds legacy = BoundsComputation.compute(spec, scope, null, 1, null, SolverKind.SAT4J,
                Encoding.Settings.LEGACY, null).bounds();
        BoundsComputation.Computed current = BoundsComputation.compute(spec, scope, null, 2, null);
        FieldBounds bounds = current.bounds();
        for (FieldShape f : bounds.fields()) {
            for (int s = 0; s < bounds.sources(f); s++) {
                assertEquals(legacy.row(f, s), bounds.row(f, s), subject + " " + f.name() + " of " + s);
            }
        }

        HeapAtoms atoms = new HeapAtoms(spec.layout(), scope);
        SatProblem oracleProblem = BoundsComputation.problem(spec.invariant(), atoms, bounds,
                Encoding.Settings.LEGACY);
        SatProblem problem = current.problem();
        List<Edge> edges = edges(bounds, problem);
        Random rnd = new Random(subject.hashCode() * 31L + scope);
        int[] counts = new int[2];
        try (SatChecker checker = new SatChecker(problem);
             SatChecker oracle = new SatChecker(oracleProblem,
                     SatOptions.DEFAULT.withPreprocess(false).withSolver(SolverKind.SAT4J))) {
            int[] model = new int[0]; // indices into edges
            for (int i = 0; i < 400; i++) {
                int[] question;
                if (i % 3 == 0 || model.length == 0) {
                    question = rnd.ints(1 + rnd.nextInt(4), 0, edges.size()).toArray();
                } else {
                    int[] m = model;
                    int[] part = rnd.ints(1 + rnd.nextInt(Math.min(12, m.length)), 0, m.length).map(j -> m[j])
                            .toArray();
                    question = rnd.nextBoolean() ? part
                            : Arrays.copyOf(part, part.length + 1);
                    if (question.length > part.length) {
                        question[part.length] = rnd.nextInt(edges.size());
                    }
                }
                int[] mine = literals(edges, question, problem);
                int[] theirs = literals(edges, question, oracleProblem);
                boolean expected = oracle.isSatisfiable(theirs);
                boolean sat = checker.isSatisfiable(mine);
                assertEquals(expected, sat, subject + " " + scope + ": " + describe(edges, question));
                counts[sat ? 1 : 0]++;
                if (sat) {
                    BitSet m = checker.model();
                    List<Integer> inModel = new ArrayList<>();
                    int[] whole = new int[edges.size()];
                    for (int e = 0; e < edges.size(); e++) {
                        int v = pvar(problem, edges.get(e));
                        boolean holds = v == SatProblem.FIXED_TRUE || m.get(v);
                        int w = pvar(oracleProblem, edges.get(e));
                        whole[e] = w == SatProblem.FIXED_TRUE ? w : holds ? w : -w;
                        if (holds) {
                            inModel.add(e);
                        }
                    }
                    assertTrue(oracle.isSatisfiable(whole), "the model is no model of the legacy CNF");
                    model = inModel.stream().mapToInt(Integer::intValue).toArray();
                } else {
                    int[] core = checker.core(mine);
                    int[] back = Arrays.stream(core).map(v -> edgeOf(edges, problem, v)).toArray();
                    assertFalse(oracle.isSatisfiable(literals(edges, back, oracleProblem)),
                            "core " + describe(edges, back) + " is satisfiable in the legacy CNF");
                }
            }
        }
        assertTrue(counts[0] >= 20 && counts[1] >= 20, "UNSAT and SAT answers: " + Arrays.toString(counts));
    }

    /** A tuple of the bounds. */
    private record Edge(FieldShape field, int source, int target) {
        @Override
        public String toString() {
            return field.name() + ":" + source + ":" + target;
        }
    }

    /** Every tuple of the bounds. */
    private static List<Edge> edges(FieldBounds bounds, SatProblem problem) {
        List<Edge> out = new ArrayList<>();
        for (FieldShape f : bounds.fields()) {
            for (int s = 0; s < bounds.sources(f); s++) {
                for (int t = -1; t < bounds.scope(); t++) {
                    if (bounds.contains(f, s, t)) {
                        out.add(new Edge(f, s, t));
                    }
                }
            }
        }
        assertFalse(out.isEmpty());
        return out;
    }

    private static int pvar(SatProblem problem, Edge edge) {
        return problem.pvar(edge.field(), edge.source(), edge.target());
    }

    private static int[] literals(List<Edge> edges, int[] question, SatProblem problem) {
        return Arrays.stream(question).map(e -> pvar(problem, edges.get(e))).toArray();
    }

    /** The edge index of a pvar (the first edge with that variable). */
    private static int edgeOf(List<Edge> edges, SatProblem problem, int pvar) {
        for (int e = 0; e < edges.size(); e++) {
            if (pvar(problem, edges.get(e)) == pvar) {
                return e;
            }
        }
        throw new AssertionError("no edge has variable " + pvar);
    }

    private static String describe(List<Edge> edges, int[] question) {
        StringBuilder b = new StringBuilder();
        for (int e : question) {
            b.append(edges.get(e)).append(' ');
        }
        return b.toString();
    }
}
