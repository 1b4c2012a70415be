package bliss.spf.techniques;

import bliss.korat.SubjectFinitizations;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PartialStructure;
import bliss.spf.results.AnalysisResult;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * PLI never loses a valid (structure, path) pair, and keeps no other. The oracle is independent of SymSolve and of
 * the solvers: every valid concrete input of the scope, found by brute force (every shape the enumerator finds, with
 * every assignment of small values to its primitive fields, kept when the subject's own repOK accepts the real
 * objects), and the path condition evaluated on it by {@link Expr#eval} with the method's other inputs tried over a
 * small range. A path end of LI is valid when some valid concrete input extends its partial heap and satisfies its
 * path condition; PLI must end the same path (the same partial heap, the same outcome, its path condition a subset of
 * LI's: a branch PLI decides one way adds no condition), and every path PLI ends must be valid.
 */
class PreciseSoundnessTest {

    /**
     * Scope 3 but where call sequences explode (TreeMap.trace_L3: 13 minutes at scope 3, 24 s at 2), or where the
     * oracle's brute force over primitive values explodes: Schedule's header holds four ints and each job two (at
     * scope 2, 18,225 assignments per shape; at 3, 6 million), HashMap's and StrictHashMap's entries a key and a hash
     * over 0..16k-1 and a value (at scope 2, 28 million per shape), JdkTreeMap's nodes a key, a value and a color (at
     * scope 3, 700,000 per shape), LlrbTree's also a size (at scope 3, 11 million).
     */
    private static final Map<String, Integer> MAX_SCOPE = Map.of(
            "BinomialHeap.trace_L2", 2, "BinomialHeap.trace_L3", 1, "BinomialHeap.trace_L1", 2,
            "TreeMap.trace_L2", 2, "TreeMap.trace_L3", 1,
            "Schedule", 2, "HashMap", 1, "StrictHashMap", 1, "JdkTreeMap", 2, "LlrbTree", 2);

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (Subjects.Subject s : Subjects.ALL) {
            for (Subjects.Method m : s.methods()) {
                String id = s.name() + "." + m.name();
                if (!SoundnessCompletenessTest.selected(id)) {
                    continue;
                }
                int scope = MAX_SCOPE.getOrDefault(id, MAX_SCOPE.getOrDefault(s.name(), 3));
                if (scope > 0) {
                    out.add(Arguments.of(s.name(), m.name(), scope));
                }
            }
        }
        return out.stream();
    }

    /** One path end: the partial heap, the outcome, the path condition. */
    record End(PartialHeap heap, Outcome outcome, Set<String> pathCondition, PartialStructure input,
               List<Expr> conditions) {
    }

    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @MethodSource("cases")
    void pliKeepsExactlyTheValidPaths(String subject, String method, int scope) throws Exception {
        List<End> li = ends(subject, method, scope, "li");
        List<End> pli = ends(subject, method, scope, "pli");
        ConcreteInputs inputs = Inputs.of(subject, scope);
        String at = subject + "." + method + " at scope " + scope;
        for (End e : li) {
            if (inputs.valid(e.input(), e.conditions()) && pli.stream().noneMatch(p -> p.heap().equals(e.heap())
                    && p.outcome() == e.outcome() && e.pathCondition().containsAll(p.pathCondition()))) {
                fail("pli loses the valid path " + e.heap() + " " + e.outcome() + " " + e.pathCondition() + " on "
                        + at);
            }
        }
        for (End p : pli) {
            assertTrue(inputs.valid(p.input(), p.conditions()), "pli keeps " + p.heap() + " " + p.outcome() + " " + p.pathCondition()
                    + ", which no valid input follows, on " + at);
            assertTrue(li.stream().anyMatch(e -> e.heap().equals(p.heap()) && e.outcome() == p.outcome()
                    && e.pathCondition().containsAll(p.pathCondition())), "pli ends a path li does not on " + at);
        }
    }

    /**
     * What PLI prunes beyond LISSA, on methods that read the heap's primitive fields against each other: a repOK run
     * on a shape that can be valid but with values it rejects (keys out of order, a count that is not the length). LISSA
     * asks only whether the shape can be completed, so it keeps such a path; no valid input follows it (the brute-force
     * oracle), and PLI drops it. Checked: every LISSA end that a valid input follows is also PLI's (same heap and
     * outcome, a path condition no stronger), every PLI end is one of LISSA's, and LISSA keeps at least one end that
     * no valid input follows, which PLI does not.
     */
    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @org.junit.jupiter.params.provider.CsvSource({"SearchTree, repOK, 3", "SortedList, repOK, 3",
            "BinarySearchTree, repOK, 3", "TreeSet, repOK, 3"})
    void pliPrunesWhatLissaKeepsWithNoValidInput(String subject, String method, int scope) {
        List<End> lissa = ends(subject, method, scope, "lissa");
        List<End> pli = ends(subject, method, scope, "pli");
        ConcreteInputs inputs = Inputs.of(subject, scope);
        String at = subject + "." + method + " at scope " + scope;
        List<End> invalid = new ArrayList<>();
        for (End e : lissa) {
            boolean kept = pli.stream().anyMatch(p -> p.heap().equals(e.heap()) && p.outcome() == e.outcome()
                    && e.pathCondition().containsAll(p.pathCondition()));
            if (inputs.valid(e.input(), e.conditions())) {
                assertTrue(kept, "pli loses lissa's valid path " + e.heap() + " " + e.pathCondition() + " on " + at);
            } else {
                invalid.add(e);
            }
        }
        for (End p : pli) {
            assertTrue(lissa.stream().anyMatch(e -> e.heap().equals(p.heap()) && e.outcome() == p.outcome()
                    && e.pathCondition().containsAll(p.pathCondition())), "pli ends a path lissa does not on " + at);
            assertTrue(inputs.valid(p.input(), p.conditions()), "pli keeps " + p.heap() + " " + p.pathCondition() + " with no valid input on "
                    + at);
        }
        assertFalse(invalid.isEmpty(), "lissa keeps no path without a valid input on " + at
                + ": nothing for pli to prune");
        assertTrue(pli.size() < lissa.size(), "pli ends " + pli.size() + " paths, lissa " + lissa.size() + " on " + at);
    }

    /** The ends of the paths that ended normally or by an exception. */
    static List<End> ends(String subject, String method, int scope, String technique) {
        Subjects.Subject s = Subjects.byName(subject).orElseThrow();
        List<End> out = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), method)
                .withDriver(s.driverClassName(), method)
                .withScope(scope)
                .withLimits(Limits.DEFAULT.withStepLimit(TechniqueRun.STEP_LIMIT))
                .withTechnique(technique)
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                        .withCache(null, null, true).withMessages(null)), PreciseSoundnessTest.class.getClassLoader())
                .observer(end -> {
                    if ((end.outcome() == Outcome.NORMAL || end.outcome() == Outcome.EXCEPTION)
                            && end.input() != null && end.input().receiver() != null) {
                        Set<String> pc = new HashSet<>();
                        end.pathCondition().forEach(c -> pc.add(c.toString()));
                        out.add(new End(PartialHeap.of(end.input()), end.outcome(), pc, end.input(),
                                end.pathCondition()));
                    }
                })
                .run();
        assertTrue(r.paths() > 0);
        assertEquals(0L, r.counters().getOrDefault("pliInconsistent", 0L), "a branch with no valid side");
        return out;
    }

    /** The brute-force oracle of a subject: the hinted domains of {@link SubjectFinitizations}, keys over 0..2k. */
    static final class Inputs {

        private static final Map<String, ConcreteInputs> MEMO = new ConcurrentHashMap<>();

        private Inputs() {
        }

        /** The inputs of one subject and scope; only the last asked for is kept (they take hundreds of MB). */
        static synchronized ConcreteInputs of(String subject, int scope) {
            String key = subject + "@" + scope;
            if (!MEMO.containsKey(key)) {
                MEMO.clear();
            }
            return MEMO.computeIfAbsent(key, k -> build(subject, scope));
        }

        private static ConcreteInputs build(String subject, int scope) {
            try {
                Class<?> header = Class.forName(Subjects.byName(subject).orElseThrow().className());
                SubjectFinitizations.Hints hints = SubjectFinitizations.forSubject(subject, scope);
                // the method's inputs range past every field's values: 2k+1, or twice a hinted domain's largest
                // value + 2 (HashMap's argument key must reach a hash above its entries' 0..16k-1 in each bucket:
                // 16..31 at scope 1; Schedule's arguments reach 10, past the jobs' priorities 0..4)
                int range = 2 * scope + 1;
                for (SubjectFinitizations.Domain d : hints.domains()) {
                    range = Math.max(range, 2 * d.max() + 2);
                }
                return ConcreteInputs.enumerate(header, ValidStructure.of(subject, scope),
                        f -> domain(f, hints, scope), ConcreteInputs.range(-1, range));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Small ranges: keys 0..2k (room for other inputs below, between and above), hinted domains, else 0..k. */
        private static long[] domain(FieldShape f, SubjectFinitizations.Hints hints, int scope) {
            if (f.kind() == FieldKind.BOOLEAN) {
                return new long[]{0, 1};
            }
            int min = 0;
            int max = scope;
            if (hints.ordered().contains(f.name()) || List.of("key", "element").contains(f.name())) {
                max = 2 * scope;
            }
            for (SubjectFinitizations.Domain d : hints.domains()) {
                if (d.field().equals(f.name())) {
                    min = d.min();
                    max = d.max();
                }
            }
            return ConcreteInputs.range(min, max);
        }
    }
}
