package bliss.sat;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Cdcl} against two oracles: every assignment of small CNFs (brute force), and SAT4J on random 3-SAT near the
 * threshold (thousands of conflicts, and learnt clauses reduced every few dozen of them: learning, restarts, clause
 * deletion and compaction all run). Questions come in
 * depth-first sequences, as BLISS asks them (the next question extends the last one or cuts it back and takes another
 * literal), so that the trail kept between questions is exercised; clauses are added between questions. Every SAT
 * answer's model is checked against the clauses and the assumptions; every UNSAT answer's failed assumptions are a
 * subset of the assumptions that is unsatisfiable with the clauses. Both streams have satisfiable answers whose model
 * is the last one completed (the solver's check of the clauses the new assumptions touch) and ones that needed a search.
 */
class CdclTest {

    @Test
    void smallCnfsAgreeWithEveryAssignment() {
        Random random = new Random(7);
        int sat = 0;
        int unsat = 0;
        long completions = 0;
        for (int round = 0; round < 250; round++) {
            int n = 4 + random.nextInt(7);
            List<int[]> clauses = randomClauses(random, n, 1 + random.nextInt(4 * n), 4);
            Cdcl solver = new Cdcl(n);
            boolean ok = true;
            for (int[] c : clauses) {
                ok &= solver.addClause(c);
            }
            assertEquals(bruteForce(n, clauses, new int[0]), ok && solver.solve(), "CNF " + show(clauses));
            int[] assumptions = new int[0];
            for (int q = 0; q < 40; q++) {
                assumptions = nextQuestion(random, n, assumptions);
                if (random.nextInt(15) == 0) {
                    int[] c = randomClause(random, n, 3);
                    clauses.add(c);
                    solver.addClause(c);
                }
                boolean expected = bruteForce(n, clauses, assumptions);
                boolean answer = solver.solve(assumptions);
                assertEquals(expected, answer, "CNF " + show(clauses) + " under " + Arrays.toString(assumptions));
                if (answer) {
                    checkModel(solver, clauses, assumptions);
                    sat++;
                } else {
                    int[] failed = solver.failedAssumptions();
                    assertTrue(subset(failed, assumptions), Arrays.toString(failed) + " not within "
                            + Arrays.toString(assumptions));
                    assertFalse(bruteForce(n, clauses, failed), "failed assumptions " + Arrays.toString(failed)
                            + " are satisfiable with " + show(clauses));
                    unsat++;
                }
            }
            completions += solver.completions();
        }
        assertTrue(sat > 1000 && unsat > 1000, sat + " SAT and " + unsat + " UNSAT answers");
        assertTrue(completions > 300 && completions < sat, completions + " of " + sat
                + " models completed from the last one: the completion's check is not exercised");
    }

    @Test
    void randomThreeSatAgreesWithSat4j() {
        Random random = new Random(11);
        long conflicts = 0;
        long reductions = 0;
        long completions = 0;
        int sat = 0;
        int unsat = 0;
        for (int round = 0; round < 30; round++) {
            int n = 60 + 2 * round;
            List<int[]> clauses = randomClauses(random, n, (int) (4.26 * n), 3);
            Cdcl solver = new Cdcl(n);
            solver.reduceEvery(40 + round, 5); // many reductions and compactions
            Sat4jSolver oracle = new Sat4jSolver(n);
            for (int[] c : clauses) {
                solver.addClause(c);
                oracle.addClause(c);
            }
            int[] assumptions = new int[0];
            for (int q = 0; q < 25; q++) {
                assumptions = nextQuestion(random, n, assumptions);
                boolean expected = oracle.solve(assumptions);
                boolean answer = solver.solve(assumptions);
                assertEquals(expected, answer, "round " + round + " question " + q);
                if (answer) {
                    checkModel(solver, clauses, assumptions);
                    sat++;
                } else {
                    int[] failed = solver.failedAssumptions();
                    assertTrue(subset(failed, assumptions));
                    assertFalse(oracle.solve(failed), "failed assumptions are satisfiable");
                    unsat++;
                }
            }
            conflicts += solver.conflicts();
            reductions += solver.reductions();
            completions += solver.completions();
        }
        assertTrue(conflicts > 5_000 && reductions > 100, conflicts + " conflicts, " + reductions
                + " reductions: too easy to exercise learning and clause deletion");
        assertTrue(sat > 20 && unsat > 20, sat + " SAT and " + unsat + " UNSAT answers");
        assertTrue(completions > 0, "no model was completed from the last one after compactions");
    }

    @Test
    void assumptionsMayRepeatContradictAndBeImplied() {
        Cdcl s = new Cdcl(3);
        s.addClause(-1, 2); // 1 -> 2
        assertTrue(s.solve(1, 1, 2));
        assertTrue(s.value(1) && s.value(2));
        assertFalse(s.solve(1, -2));
        int[] failed = s.failedAssumptions();
        Arrays.sort(failed);
        assertArrayEquals(new int[]{-2, 1}, failed);
        assertFalse(s.solve(3, -3));
        assertTrue(s.solve(3));
        assertTrue(s.solve(3, -1));
        assertFalse(s.value(1));
    }

    @Test
    void unsatisfiableClausesFailWithNoAssumptionToBlame() {
        Cdcl s = new Cdcl(2);
        s.addClause(1, 2);
        s.addClause(-1, 2);
        s.addClause(1, -2);
        assertTrue(s.solve());
        assertFalse(s.addClause(-1, -2));
        assertFalse(s.solve(1));
        assertEquals(0, s.failedAssumptions().length);
    }

    @Test
    void lubySequence() {
        long[] expected = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], Cdcl.luby(2, i));
        }
    }

    // ---------------------------------------------------------------------------------------------------------------

    /** The next question of a depth-first sequence: one more literal, or back to a prefix and another literal. */
    private static int[] nextQuestion(Random random, int n, int[] last) {
        int keep = last.length;
        if (keep > 0 && random.nextInt(3) == 0) {
            keep = random.nextInt(keep + 1);
        }
        int[] next = Arrays.copyOf(last, keep + 1);
        int v = 1 + random.nextInt(n);
        next[keep] = random.nextBoolean() ? v : -v;
        return next;
    }

    private static List<int[]> randomClauses(Random random, int n, int m, int maxLength) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            out.add(maxLength == 3 ? threeClause(random, n) : randomClause(random, n, maxLength));
        }
        return out;
    }

    private static int[] randomClause(Random random, int n, int maxLength) {
        int[] c = new int[1 + random.nextInt(maxLength)];
        for (int i = 0; i < c.length; i++) {
            int v = 1 + random.nextInt(n);
            c[i] = random.nextBoolean() ? v : -v;
        }
        return c;
    }

    private static int[] threeClause(Random random, int n) {
        int[] c = new int[3];
        for (int i = 0; i < 3; i++) {
            int v;
            do {
                v = 1 + random.nextInt(n);
            } while (i > 0 && (Math.abs(c[0]) == v || i > 1 && Math.abs(c[1]) == v));
            c[i] = random.nextBoolean() ? v : -v;
        }
        return c;
    }

    private static boolean bruteForce(int n, List<int[]> clauses, int[] assumptions) {
        for (long a = 0; a < 1L << n; a++) {
            if (holdsAll(a, clauses, assumptions)) {
                return true;
            }
        }
        return false;
    }

    private static boolean holdsAll(long assignment, List<int[]> clauses, int[] assumptions) {
        for (int l : assumptions) {
            if (!holds(assignment, l)) {
                return false;
            }
        }
        for (int[] c : clauses) {
            boolean sat = false;
            for (int l : c) {
                sat |= holds(assignment, l);
            }
            if (!sat) {
                return false;
            }
        }
        return true;
    }

    private static boolean holds(long assignment, int lit) {
        boolean v = (assignment >> (Math.abs(lit) - 1) & 1) != 0;
        return lit > 0 == v;
    }

    private static void checkModel(Cdcl s, List<int[]> clauses, int[] assumptions) {
        for (int l : assumptions) {
            assertEquals(l > 0, s.value(Math.abs(l)), "assumption " + l + " is false in the model");
        }
        for (int[] c : clauses) {
            boolean sat = false;
            for (int l : c) {
                sat |= s.value(Math.abs(l)) == l > 0;
            }
            assertTrue(sat, "clause " + Arrays.toString(c) + " is false in the model");
        }
    }

    private static boolean subset(int[] small, int[] big) {
        return Arrays.stream(small).allMatch(x -> Arrays.stream(big).anyMatch(y -> y == x));
    }

    private static String show(List<int[]> clauses) {
        StringBuilder b = new StringBuilder();
        for (int[] c : clauses) {
            b.append(Arrays.toString(c));
        }
        return b.toString();
    }
}
