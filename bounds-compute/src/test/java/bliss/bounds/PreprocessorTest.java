package bliss.bounds;

import bliss.sat.Cnf;
import bliss.sat.PreprocessedCnf;
import bliss.sat.Preprocessor;

import bliss.target.TargetClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The preprocessed CNF ({@link Preprocessor}) answers BLISS's questions exactly like the original: on small random
 * CNFs against a brute-force oracle over every assignment of the frozen variables, and on the subjects' SAT problems
 * against SAT4J on the original CNF, for random assumption sets over pvars, sets built from models, and question
 * streams recorded from real BLISS runs (with the original CNF; {@link ReplayedQuestions}). After a SAT answer the
 * pvars of the preprocessed checker's model, all of them at once, must be satisfiable in the original CNF; after an
 * UNSAT answer its core must be a subset of the assumptions that the original CNF rejects.
 */
class PreprocessorTest {

    private static final Map<String, SatProblem> PROBLEMS = new ConcurrentHashMap<>();

    /** The oracle: SAT4J on the original CNF (BLISS's checker is the preprocessed CNF in bliss's own solver). */
    private static final SatOptions SAT4J_ORIGINAL = SatOptions.DEFAULT.withPreprocess(false)
            .withSolver(bliss.sat.SolverKind.SAT4J);

    private static SatProblem problem(String className, int scope) {
        return PROBLEMS.computeIfAbsent(className + " " + scope, k -> BoundsComputation.compute(
                ClassSpec.of(TargetClass.resolve(className, List.of(), List.of())), scope, null, 1, null).problem());
    }

    // ---- small random CNFs, brute force ----

    @Test
    void randomCnfsKeepSatisfiabilityForEveryFrozenAssignment() {
        Random rnd = new Random(20261122);
        int eliminated = 0;
        int substituted = 0;
        for (int r = 0; r < 400; r++) {
            int round = r;
            int n = 6 + rnd.nextInt(7);
            int[][] clauses = randomCnf(rnd, n);
            int[] frozen = IntStream.rangeClosed(1, n).filter(v -> rnd.nextInt(3) == 0).toArray();
            PreprocessedCnf pre = Preprocessor.run(n, clauses, frozen);
            eliminated += pre.stats().eliminated();
            substituted += pre.stats().substituted();
            for (int mask = 0; mask < 1 << frozen.length; mask++) {
                int[] assumption = new int[frozen.length];
                for (int i = 0; i < frozen.length; i++) {
                    assumption[i] = (mask >> i & 1) == 1 ? frozen[i] : -frozen[i];
                }
                boolean expected = bruteForce(n, clauses, assumption);
                boolean actual = !pre.unsatisfiable() && bruteForce(pre.variables(), pre.clauses(),
                        Arrays.stream(assumption).map(pre::literal).toArray());
                assertEquals(expected, actual, () -> "round " + round + ": " + Arrays.deepToString(clauses)
                        + " frozen " + Arrays.toString(frozen) + " assumed " + Arrays.toString(assumption));
            }
        }
        // The oracle must have exercised both rewritings, not only unit propagation.
        assertTrue(eliminated > 100, "eliminated " + eliminated);
        assertTrue(substituted > 20, "substituted " + substituted);
    }

    /**
     * A clause over frozen variables added after preprocessing ({@link PreprocessedCnf#withClause}, as
     * {@link ExactSize} adds one) answers as the original CNF with that clause, under every partial assignment of
     * the frozen variables (each true, false or not assumed).
     */
    @Test
    void aClauseAddedAfterPreprocessingAnswersAsTheOriginalWithIt() {
        Random rnd = new Random(20261129);
        int rounds = 0;
        for (int r = 0; r < 400; r++) {
            int round = r;
            int n = 6 + rnd.nextInt(7);
            int[][] clauses = randomCnf(rnd, n);
            int[] frozen = IntStream.rangeClosed(1, n).filter(v -> rnd.nextInt(3) == 0).toArray();
            if (frozen.length == 0 || frozen.length > 6) {
                continue;
            }
            int[] clause = new int[1 + rnd.nextInt(Math.min(3, frozen.length))];
            for (int j = 0; j < clause.length; j++) {
                int v = frozen[rnd.nextInt(frozen.length)];
                clause[j] = rnd.nextBoolean() ? v : -v;
            }
            PreprocessedCnf pre = Preprocessor.run(n, clauses, frozen);
            PreprocessedCnf more = pre.withClause(clause);
            int[][] originalMore = Arrays.copyOf(clauses, clauses.length + 1);
            originalMore[clauses.length] = clause;
            rounds++;
            int all = (int) Math.pow(3, frozen.length);
            for (int code = 0; code < all; code++) {
                int[] assumption = new int[frozen.length];
                int k = 0;
                for (int i = 0, c = code; i < frozen.length; i++, c /= 3) {
                    if (c % 3 != 2) {
                        assumption[k++] = c % 3 == 1 ? frozen[i] : -frozen[i];
                    }
                }
                int[] assumed = Arrays.copyOf(assumption, k);
                boolean expected = bruteForce(n, originalMore, assumed);
                boolean actual = !more.unsatisfiable() && bruteForce(more.variables(), more.clauses(),
                        Arrays.stream(assumed).map(more::literal).toArray());
                assertEquals(expected, actual, () -> "round " + round + ": " + Arrays.deepToString(clauses)
                        + " frozen " + Arrays.toString(frozen) + " clause " + Arrays.toString(clause) + " assumed "
                        + Arrays.toString(assumed));
            }
        }
        assertTrue(rounds > 100, "rounds " + rounds);
    }

    /** Mostly binary clauses (chains and cycles give equivalent literals), some ternary ones, a few units. */
    private static int[][] randomCnf(Random rnd, int n) {
        int m = n + rnd.nextInt(2 * n);
        int[][] out = new int[m][];
        for (int i = 0; i < m; i++) {
            int len = rnd.nextInt(10) == 0 ? 1 : rnd.nextInt(3) == 0 ? 3 : 2;
            out[i] = new int[len];
            for (int j = 0; j < len; j++) {
                int v = 1 + rnd.nextInt(n);
                out[i][j] = rnd.nextBoolean() ? v : -v;
            }
        }
        return out;
    }

    /**
     * Whether some assignment of 1..n satisfies the clauses and the assumptions (literals; {@link Cnf#TRUE} holds,
     * {@link Cnf#FALSE} fails).
     */
    private static boolean bruteForce(int n, int[][] clauses, int[] assumptions) {
        for (int a : assumptions) {
            if (a == Cnf.FALSE) {
                return false;
            }
        }
        search:
        for (long b = 0; b < 1L << n; b++) {
            long bits = b;
            for (int a : assumptions) {
                if (a != Cnf.TRUE && !holds(bits, a)) {
                    continue search;
                }
            }
            for (int[] c : clauses) {
                if (Arrays.stream(c).noneMatch(l -> holds(bits, l))) {
                    continue search;
                }
            }
            return true;
        }
        return false;
    }

    private static boolean holds(long bits, int lit) {
        return (bits >> (Math.abs(lit) - 1) & 1) == 1 == lit > 0;
    }

    // ---- the subjects' SAT problems, SAT4J on the original CNF as the oracle ----

    static Stream<Arguments> subjects() {
        return Stream.of("AvlTree", "TreeSet", "BinomialHeap", "LinkedList")
                .flatMap(c -> IntStream.rangeClosed(3, 6).mapToObj(k -> Arguments.of(c, k)));
    }

    @ParameterizedTest(name = "{0} scope {1}")
    @MethodSource("subjects")
    void randomQuestionsAnsweredLikeTheOriginal(String className, int scope) {
        SatProblem problem = problem(className, scope);
        int[] pvars = problem.pvarVariables();
        Random rnd = new Random(className.hashCode() * 31L + scope);
        int[] counts = new int[2];
        try (SatChecker original = new SatChecker(problem, SAT4J_ORIGINAL);
             SatChecker preprocessed = new SatChecker(problem, true);
             SatChecker oracle = new SatChecker(problem, SAT4J_ORIGINAL)) {
            assertTrue(preprocessed.describe().length() > 0);
            int[] model = new int[0];
            for (int i = 0; i < 600; i++) {
                int[] assumptions;
                if (i % 3 == 0 || model.length == 0) {
                    // A few pvars at random: both answers occur.
                    assumptions = rnd.ints(1 + rnd.nextInt(4), 0, pvars.length).map(j -> pvars[j]).toArray();
                } else {
                    // Part of the last model (SAT), sometimes with one more pvar (often UNSAT): BLISS's questions.
                    int[] m = model;
                    IntStream part = rnd.ints(1 + rnd.nextInt(Math.min(12, m.length)), 0, m.length).map(j -> m[j]);
                    assumptions = rnd.nextBoolean() ? part.toArray()
                            : IntStream.concat(part, IntStream.of(pvars[rnd.nextInt(pvars.length)])).toArray();
                }
                boolean sat = check(problem, original, preprocessed, oracle, assumptions, null);
                counts[sat ? 1 : 0]++;
                if (sat) {
                    model = preprocessed.model().stream().toArray();
                }
            }
        }
        assertTrue(counts[0] >= 30 && counts[1] >= 30, "UNSAT and SAT answers: " + Arrays.toString(counts));
    }

    @ParameterizedTest
    @ValueSource(strings = {"AvlTree-4", "AvlTree-6", "AvlTree-8", "TreeSet-4", "TreeSet-6", "BinomialHeap-4",
            "BinomialHeap-6", "LinkedList-4", "LinkedList-6"})
    void recordedBlissQuestionsAnsweredAsRecorded(String stream) throws IOException {
        String[] p = stream.split("-");
        SatProblem problem = problem(p[0], Integer.parseInt(p[1]));
        List<String> lines;
        try (InputStream in = getClass().getResourceAsStream("questions/" + stream + ".txt")) {
            assertNotNull(in, stream);
            lines = new String(in.readAllBytes(), StandardCharsets.US_ASCII).lines().toList();
        }
        List<ReplayedQuestions.Question> questions = ReplayedQuestions.read(lines, problem);
        assertTrue(questions.size() >= 20, stream + " has " + questions.size() + " questions");
        try (SatChecker original = new SatChecker(problem, SAT4J_ORIGINAL);
             SatChecker preprocessed = new SatChecker(problem, true);
             SatChecker oracle = new SatChecker(problem, SAT4J_ORIGINAL)) {
            for (ReplayedQuestions.Question q : questions) {
                check(problem, original, preprocessed, oracle, q.assumptions(), q.sat());
            }
        }
    }

    /**
     * Asks both checkers; the answers must agree (and equal {@code recorded} when given). Checks the preprocessed
     * checker's model or core with the oracle (a third checker on the original CNF).
     */
    private static boolean check(SatProblem problem, SatChecker original, SatChecker preprocessed,
                                 SatChecker oracle, int[] assumptions, Boolean recorded) {
        String question = Arrays.toString(assumptions);
        boolean expected = original.isSatisfiable(assumptions);
        if (recorded != null) {
            assertEquals(recorded, expected, "the original CNF's answer changed since recording: " + question);
        }
        boolean sat = preprocessed.isSatisfiable(assumptions);
        assertEquals(expected, sat, question);
        if (sat) {
            BitSet model = preprocessed.model();
            for (int a : assumptions) {
                assertTrue(a == SatProblem.FIXED_TRUE || model.get(a), "model violates assumption " + a);
            }
            int[] all = Arrays.stream(problem.pvarVariables()).map(v -> model.get(v) ? v : -v).toArray();
            assertTrue(oracle.isSatisfiable(all), "the model's pvars are no model of the original: " + question);
        } else {
            int[] core = preprocessed.core(assumptions);
            List<Integer> given = new ArrayList<>(Arrays.stream(assumptions).boxed().toList());
            for (int c : core) {
                assertTrue(given.contains(c), "core " + Arrays.toString(core) + " outside " + question);
            }
            assertFalse(oracle.isSatisfiable(core), "core " + Arrays.toString(core) + " of " + question);
        }
        return sat;
    }
}
