package bliss.spf.sat;

import bliss.bounds.BoundsDatabase;
import bliss.bounds.ClassSpec;
import bliss.bounds.SatChecker;
import bliss.bounds.SatOptions;
import bliss.bounds.SatProblem;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.sat.IncrementalSolver;
import bliss.sat.SolverKind;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import bliss.spf.stats.Counters;
import bliss.spf.techniques.SharedBounds;
import bliss.subjects.Subjects;
import bliss.target.TargetClass;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The SAT solver's work reaches the run's counters, the summary and the JSON: conflicts, decisions, propagations,
 * reused decision levels, completed models, and the questions (with their CPU time) that make cores smaller.
 */
class SolverCountersTest {

    private static final List<String> SOLVER = List.of("satConflicts", "satDecisions", "satPropagations",
            "satReusedLevels", "satCompletions", "satCoreRounds", "satCoreMillis");

    private static AnalysisResult bliss(String subject, int scope, SatOptions sat) {
        TargetClass t = TargetClass.resolve(subject, List.of(), List.of());
        String driver = Subjects.byName(subject).orElseThrow().driverClassName();
        TechniqueSettings settings = TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                .withOracle(SatOracles.Options.DEFAULT.withSat(sat));
        return new Analysis(AnalysisSpec.of(t.name(), "bfs").withScope(scope).withTechnique("bliss").withThreads(1)
                .withSettings(settings).withDriver(driver, "bfs"), t.loader()).run();
    }

    @Test
    void theSolversWorkIsCountedAndPrinted() {
        AnalysisResult r = bliss("AvlTree", 8, SatOptions.DEFAULT.withCoreRounds(1));
        Map<String, Long> c = r.counters();
        assertTrue(c.get("satChecks") > 0, c.toString());
        assertTrue(c.get("satDecisions") > 0 && c.get("satPropagations") > 0, c.toString());
        // Cdcl keeps the trail the depth-first questions share: some levels are reused
        assertTrue(c.get("satReusedLevels") > 0, c.toString());
        // some satisfiable questions are answered by the last model, completed
        assertTrue(c.get("satCompletions") > 0, c.toString());
        // one round at most per core the solver gave (one per question it answered unsatisfiable)
        assertTrue(c.get("satCoreRounds") > 0 && c.get("satCoreRounds") <= c.get("satChecks"), c.toString());
        String json = r.toJson();
        String summary = r.summary();
        for (String k : SOLVER) {
            assertTrue(json.contains("\"" + k + "\""), k + " in " + json);
            assertTrue(summary.contains(k), k + " in " + summary);
        }
    }

    @Test
    void noCoreRoundsWhenNoneAreAskedForAndNoReusedLevelsWithSat4j() {
        Map<String, Long> c = bliss("AvlTree", 7, new SatOptions(true, 0, SolverKind.SAT4J)).counters();
        assertEquals(0, c.get("satCoreRounds"), c.toString());
        assertEquals(0, c.get("satReusedLevels"), c.toString()); // SAT4J starts every question from the root
        assertEquals(0, c.get("satCompletions"), c.toString());
        assertTrue(c.get("satChecks") > 0 && c.get("satPropagations") > 0, c.toString());
    }

    /**
     * Oracle: a checker of its own, asked the same questions in the same order (answers and cores, core rounds
     * included), does exactly the work the chain's counters report: the solver is deterministic.
     */
    @Test
    void theCountersAreTheSolversOwnWork() {
        TargetClass t = TargetClass.resolve("TreeSet", List.of(), List.of());
        ClassSpec spec = ClassSpec.of(t);
        SatProblem problem = BoundsDatabase.open(SharedBounds.directory()).entry(spec, 5).problem();
        List<Integer> pvars = new ArrayList<>();
        for (ClassShape c : spec.layout().classes()) {
            for (FieldShape f : c.referenceFields()) {
                problem.forEachPvar(f, (source, target, pvar) -> pvars.add(pvar));
            }
        }
        Random random = new Random(7);
        List<int[]> questions = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            int[] q = new int[1 + random.nextInt(6)];
            for (int j = 0; j < q.length; j++) {
                q[j] = pvars.get(random.nextInt(pvars.size()));
            }
            questions.add(q);
        }
        Counters counters = new Counters();
        int unsat = 0;
        SatOptions oneRound = SatOptions.DEFAULT.withCoreRounds(1);
        try (SatOracle chain = new SolverOracle(problem, oneRound, true, counters);
             SatChecker mine = new SatChecker(problem, oneRound)) {
            for (int[] q : questions) {
                boolean sat = chain.answer(new SatQuestion(q, new int[0])).satisfiable();
                assertEquals(mine.isSatisfiable(q), sat);
                if (!sat) {
                    unsat++;
                    mine.core(q);
                }
            }
            IncrementalSolver.Statistics work = mine.solverStatistics();
            assertEquals(work.conflicts(), counters.get("satConflicts"));
            assertEquals(work.decisions(), counters.get("satDecisions"));
            assertEquals(work.propagations(), counters.get("satPropagations"));
            assertEquals(work.reusedLevels(), counters.get("satReusedLevels"));
            assertEquals(work.completions(), counters.get("satCompletions"));
            assertEquals(mine.coreQuestions(), counters.get("satCoreRounds"));
            assertEquals(questions.size(), counters.get("satChecks"));
        }
        assertTrue(unsat > 0 && unsat < questions.size(), unsat + " of " + questions.size() + " unsatisfiable");
        assertTrue(counters.get("satCoreRounds") > 0 && counters.get("satPropagations") > 0, counters.values()
                .toString());
    }
}
