package bliss.spf.explore;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.Solvers;
import bliss.spf.explore.subjects.Branches;
import bliss.spf.explore.subjects.Tree;
import bliss.spf.results.AnalysisResult;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Branches on symbolic values fork where both sides are feasible, with the real solver chain (Z3 at the end). */
class SymbolicBranchesTest {

    /** One ended path: how, its condition as text, and a model checked against the condition. */
    record Path(Outcome outcome, List<String> conditions) {
    }

    static List<Path> paths(String driver) {
        List<Path> out = new ArrayList<>();
        new Analysis(AnalysisSpec.of(Tree.class.getName(), driver)
                .withDriver(Branches.class.getName(), driver), Branches.class.getClassLoader())
                .solvers(Solvers.standard())
                .observer(new PathObserver() {
                    @Override
                    public void pathEnded(PathEnd end) {
                        List<String> cs = new ArrayList<>();
                        for (Expr c : end.pathCondition()) {
                            cs.add(c.toString());
                        }
                        if (end.model() != null && !end.pathCondition().isEmpty()) {
                            // every model satisfies its path condition (the solver's answer, by Java semantics)
                            Map<Var, Long> model = end.model();
                            for (Expr c : end.pathCondition()) {
                                Map<Var, Long> env = new java.util.HashMap<>(model);
                                c.forEachVar(v -> env.putIfAbsent(v, 0L));
                                assertEquals(1, c.eval(env), c + " under " + model);
                            }
                        }
                        out.add(new Path(end.outcome(), cs));
                    }

                    @Override
                    public boolean needsModels() {
                        return true;
                    }
                })
                .run();
        return out;
    }

    static Set<String> conditions(List<Path> paths) {
        Set<String> s = new TreeSet<>();
        for (Path p : paths) {
            s.add(String.join(" & ", p.conditions()));
        }
        return s;
    }

    @Test
    void nestedIfsGiveOnePathPerFeasibleCombination() {
        List<Path> ps = paths("classify");
        assertEquals(3, ps.size());
        assertEquals(Set.of("x > 0 & x > 10", "x > 0 & x <= 10", "x <= 0"), conditions(ps));
    }

    @Test
    void infeasibleBranchesAreNotExplored() {
        List<Path> ps = paths("infeasible");
        assertEquals(2, ps.size());
        assertTrue(ps.stream().allMatch(p -> p.outcome() == Outcome.NORMAL));
    }

    @Test
    void arithmeticFlowsIntoConditions() {
        assertEquals(Set.of("((2 * x) + 1) == y", "((2 * x) + 1) != y"), conditions(paths("arithmetic")));
    }

    @Test
    void longComparisons() {
        assertEquals(Set.of("a < b", "a >= b"), conditions(paths("longs")));
    }

    @Test
    void booleansAreZeroOrOne() {
        // p && !q: p false (1 path), p true & q true, p true & q false
        assertEquals(3, paths("booleans").size());
    }

    @Test
    void symbolicSwitchesForkPerCase() {
        List<Path> ps = paths("switches");
        assertEquals(4, ps.size());
        assertTrue(conditions(ps).contains("x == 5"), conditions(ps).toString());
        assertTrue(conditions(ps).contains("x != 1 & x != 5 & x != 7"), conditions(ps).toString());
    }

    @Test
    void divisionBySymbolicZeroIsAnExceptionPath() {
        List<Path> ps = paths("division");
        long exceptions = ps.stream().filter(p -> p.outcome() == Outcome.EXCEPTION).count();
        assertEquals(1, exceptions);
        assertEquals(3, ps.size()); // d == 0; d != 0 & q > 3; d != 0 & q <= 3
    }

    @Test
    void assumptionsRestrictPaths() {
        List<Path> ps = paths("assume");
        assertTrue(ps.stream().noneMatch(p -> p.outcome() == Outcome.EXCEPTION), ps.toString());
        assertTrue(ps.stream().anyMatch(p -> p.outcome() == Outcome.NORMAL));
    }

    @Test
    void symbolicLoopBounds() {
        // while (i < n && i < 3): n <= 0; n == 1; n == 2; then at i == 3 the test i < n still splits n == 3
        // from n > 3 before i < 3 ends the loop: five paths
        assertEquals(5, paths("loop").size());
    }

    /**
     * An endless symbolic loop ends: its k-th turn is a choice point, so with a limit of 50 choice points on a path the
     * run has the 50 exits x = 0..49 (by hand) and one path cut by the limit, with the hint naming it.
     */
    @Test
    void anEndlessSymbolicLoopIsCutByTheChoiceLimit() {
        List<String> warnings = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(Tree.class.getName(), "spin")
                .withDriver(Branches.class.getName(), "spin")
                .withLimits(Limits.DEFAULT.withMaxChoices(50)), Branches.class.getClassLoader())
                .warnings(warnings::add)
                .run();
        assertEquals(50, r.ends().normal());
        assertEquals(1, r.ends().stepLimited());
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("--max-choices"), warnings.get(0));
    }
}
