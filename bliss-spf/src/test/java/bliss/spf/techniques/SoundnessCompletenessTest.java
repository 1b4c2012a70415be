package bliss.spf.techniques;

import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Outcome;
import bliss.spf.heap.Assumptions;
import bliss.subjects.Subjects;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Paper Theorems 1-3 (and BLISSDB's cache, Alg. 7) as tests: on every bundled subject method, at every scope up to 4
 * (less where noted), BLI, RBLI, BLISS and BLISSDB prune only partial heaps that no valid structure extends. The
 * oracle of validity is the enumerator (bliss.korat: repOK holds), not the invariant the techniques use. A subject
 * without a JML invariant (HashMap) runs under LI, which must reach every valid structure, and under LISSA and LISSA-M,
 * which need only repOK.
 *
 * <p>LISSA and LISSA-M (repOK alone, SymSolve after each choice) run beside them: they are exact, so every heap they
 * collect is extended by a valid structure, they collect a subset of what BLISS collects (and BLISS's extra heaps have
 * no valid extension), and memoization changes nothing.
 *
 * <p>Per run we record the partial input heaps at the ends of the normal paths ({@link PartialHeap}: uninitialized
 * kept apart from null) and check
 * <ul>
 *   <li>soundness of the chain: collected(BLISS) ⊆ collected(RBLI) ⊆ collected(BLI) ⊆ collected(LI); BLISS with the
 *       singleton assumptions ⊆ BLISS with the paper's prefix assumptions (more assumptions, more pruning); answer
 *       reuse changes nothing; BLISSDB collects exactly what BLISS does;</li>
 *   <li>completeness: every partial heap LI collects that some valid structure extends is collected by every
 *       technique, and the valid structures extending a collected heap are all valid structures of the scope, for
 *       every technique;</li>
 *   <li>the structure counts (the paper's Table IX/X numbers) never grow along the chain.</li>
 * </ul>
 *
 * <p>The cases run two at a time (each analysis is on one thread; the engine keeps no state across analyses:
 * {@link ConcurrentAnalysesTest}); the counts are kept sorted, so the table does not depend on the order.
 */
@Execution(ExecutionMode.CONCURRENT)
class SoundnessCompletenessTest {

    /**
     * The largest scope per method (or subject) where it is not 4; 0 leaves the method out.
     * <ul>
     *   <li>BinomialHeap's call sequences explode with the scope: their symbolic keys fork every comparison of every
     *       operation (LI at scope 2: trace_L2 1,395 paths in 3 s, trace_L3 28,751 in 13 s; at scope 3 trace_L3
     *       does not finish in a minute).</li>
     *   <li>AATree.remove's path conditions are slow for Z3 (levels and elements compared after the method has
     *       overwritten some of them): at scope 4 each run asks Z3 about 1,000 questions at 1.7 ms each, 1.8 s per
     *       technique and 18 s for the eight runs here, against 0.6 s at scope 3.</li>
     *   <li>StrictHashMap's oracle needs keys 0..16k-1 to reach every bucket (SubjectFinitizations): at scope 3 the
     *       enumerator tries 2 million candidates (about a second), at scope 4 over a hundred times more.</li>
     * </ul>
     */
    private static final Map<String, Integer> MAX_SCOPE = Map.of(
            "BinomialHeap.trace_L2", 2,
            "BinomialHeap.trace_L3", 1,
            "AATree.remove", 3,
            "StrictHashMap", 3);

    /**
     * The largest scope at which a subject without an invariant also runs under LISSA and LISSA-M: at scope 3 a run of
     * a HashMap method takes 2 to 5 s (put: 352 paths in 5 s), so the twelve more runs would add half a minute to the
     * suite.
     */
    private static final int REPOK_ALONE_MAX_SCOPE = 2;

    /** The counts observed, written after the class ({@link #writeTable}). */
    private static final Map<String, String> TABLE = java.util.Collections.synchronizedSortedMap(
            new java.util.TreeMap<>());
    /** Every run's deterministic counters (paths by outcome, dead ends, prunes by reason, choice points). */
    private static final Map<String, String> DETAILS = java.util.Collections.synchronizedSortedMap(
            new java.util.TreeMap<>());

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (Subjects.Subject s : Subjects.ALL) {
            for (Subjects.Method m : s.methods()) {
                String id = s.name() + "." + m.name();
                if (!selected(id)) {
                    continue;
                }
                int max = MAX_SCOPE.getOrDefault(id, MAX_SCOPE.getOrDefault(s.name(), 4));
                for (int k = 1; k <= max; k++) {
                    out.add(Arguments.of(s.name(), m.name(), k));
                }
            }
        }
        return out.stream();
    }

    /**
     * Whether a method is among those the system property {@code bliss.techtests.only} names (prefixes separated by
     * commas, e.g. {@code TreeSet.add,HashMap} while iterating); all when it is absent.
     */
    static boolean selected(String id) {
        String only = System.getProperty("bliss.techtests.only");
        return only == null || java.util.Arrays.stream(only.split(",")).anyMatch(p -> id.startsWith(p.trim()));
    }

    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @MethodSource("cases")
    void boundedTechniquesPruneOnlyWhatNoValidStructureExtends(String subject, String method, int scope,
                                                               @TempDir Path tmp) {
        TechniqueSettings plain = TechniqueRun.settings(null);
        Map<String, TechniqueRun> runs = new LinkedHashMap<>();
        runs.put("li", TechniqueRun.of(subject, method, scope, "li", plain));
        if (!Subjects.byName(subject).orElseThrow().hasInvariant()) {
            lazyInitializationAlone(subject, method, scope, runs.get("li"));
            if (scope <= REPOK_ALONE_MAX_SCOPE) {
                repOkAlone(subject, method, scope, runs.get("li"), tmp);
            }
            return;
        }
        runs.put("bli", TechniqueRun.of(subject, method, scope, "bli", plain));
        runs.put("rbli", TechniqueRun.of(subject, method, scope, "rbli", plain));
        for (Assumptions a : Assumptions.values()) {
            for (boolean reuse : new boolean[]{true, false}) {
                runs.put(blissName(a, reuse), TechniqueRun.of(subject, method, scope, "bliss",
                        plain.withAssumptions(a).withReuseAnswers(reuse)));
            }
        }
        runs.put("blissdb", TechniqueRun.of(subject, method, scope, "blissdb",
                TechniqueRun.settings(tmp.resolve("verdicts.mv.db"))));
        runs.put("lissa", TechniqueRun.of(subject, method, scope, "lissa", plain));
        runs.put("lissa-m", TechniqueRun.of(subject, method, scope, "lissa-m",
                TechniqueRun.settings(tmp.resolve("lissa-verdicts.mv.db"))));
        String at = subject + "." + method + " at scope " + scope;

        // The recorded heaps are the engine's structures: projected (uninitialized as null) they count the same.
        runs.forEach((name, r) -> assertEquals(r.result().structures(), projectedCount(r.partials()),
                name + " on " + at + ": recorded heaps vs the engine's structure count"));

        // Soundness: each technique collects a subset of the previous one's partial heaps.
        String blissS = blissName(Assumptions.SINGLETONS, true);
        String blissP = blissName(Assumptions.PREFIX, true);
        assertSubset(runs, "bli", "li", at);
        assertSubset(runs, "rbli", "bli", at);
        assertSubset(runs, blissP, "rbli", at);
        assertSubset(runs, blissS, blissP, at);
        for (Assumptions a : Assumptions.values()) {
            assertEquals(runs.get(blissName(a, true)).partials(), runs.get(blissName(a, false)).partials(),
                    "answer reuse changed what " + a + " BLISS collects on " + at);
        }
        assertEquals(runs.get(blissS).partials(), runs.get("blissdb").partials(), "blissdb vs bliss on " + at);
        assertSubset(runs, "lissa", "li", at);
        assertEquals(runs.get("lissa").partials(), runs.get("lissa-m").partials(), "lissa-m vs lissa on " + at);
        assertSubset(runs, "lissa", blissS, at);

        // Completeness: what LI collects with a valid extension, every technique collects.
        List<ValidStructure> valid = ValidStructure.of(subject, scope);
        TechniqueRun li = runs.get("li");
        List<PartialHeap> extensible = li.partials().stream()
                .filter(p -> valid.stream().anyMatch(p::extendedBy)).toList();
        runs.forEach((name, r) -> {
            List<PartialHeap> missed = extensible.stream().filter(p -> !r.partials().contains(p)).toList();
            if (!missed.isEmpty()) {
                PartialHeap p = missed.stream().min(java.util.Comparator.comparingInt(PartialHeap::size)).get();
                fail(name + " misses " + missed.size() + " partial heaps with a valid extension on " + at
                        + ", e.g. " + p + " extended by " + valid.stream().filter(p::extendedBy).findFirst().get());
            }
        });

        // LISSA is exact: SymSolve decided the last heap of every path, so each heap it collects has a valid extension;
        // what BLISS collects beyond it has none.
        for (PartialHeap p : runs.get("lissa").partials()) {
            assertTrue(valid.stream().anyMatch(p::extendedBy), "lissa collects " + p + ", which no valid structure "
                    + "extends, on " + at);
        }
        for (PartialHeap p : runs.get(blissS).partials()) {
            if (!runs.get("lissa").partials().contains(p)) {
                assertFalse(valid.stream().anyMatch(p::extendedBy), "bliss collects " + p + " with a valid "
                        + "extension that lissa misses on " + at);
            }
        }

        // Each technique reaches the same valid structures; LI reaches every one of them: by a normal path, or by a
        // path on which the driver let an exception escape (a driver's own check, as extractMin_bug's). A valid input
        // that no path reaches, or whose path a limit cut, is a failure, with the paths that ended abnormally.
        Set<ValidStructure> reachedByLi = reached(li, valid);
        runs.forEach((name, r) -> assertEquals(reachedByLi, reached(r, valid),
                name + " reaches other valid structures than li on " + at));
        for (ValidStructure v : valid) {
            if (reachedByLi.contains(v)) {
                continue;
            }
            List<Map.Entry<PartialHeap, Outcome>> ends = li.abnormal().entrySet().stream()
                    .filter(e -> e.getKey().extendedBy(v)).toList();
            assertFalse(ends.isEmpty(), "li reaches no path end extended by the valid " + v + " on " + at
                    + "; paths that ended abnormally: " + li.abnormal());
            assertTrue(ends.stream().allMatch(e -> e.getValue() == Outcome.EXCEPTION), "a limit cut a path of the "
                    + "valid " + v + " on " + at + ": " + ends);
        }

        // Structure counts never grow along the chain.
        long[] counts = Stream.of("li", "bli", "rbli", blissP, blissS)
                .mapToLong(n -> runs.get(n).result().structures()).toArray();
        for (int i = 1; i < counts.length; i++) {
            assertTrue(counts[i] <= counts[i - 1], "structure counts grow on " + at + ": " + List.of(counts));
        }
        assertEquals(runs.get(blissS).result().structures(), runs.get("blissdb").result().structures());
        assertTrue(runs.get("lissa").result().structures() <= counts[4], "lissa collects more than bliss on " + at);

        TABLE.put(String.format("%-30s %d", subject + "." + method, scope), String.format(
                "li %5d  bli %5d  rbli %5d  bliss(prefix) %5d  bliss %5d  blissdb %5d  lissa %5d  valid %4d  reached %4d",
                counts[0], counts[1], counts[2], counts[3], counts[4],
                runs.get("blissdb").result().structures(), runs.get("lissa").result().structures(), valid.size(),
                reachedByLi.size()));
        runs.forEach((name, r) -> DETAILS.put(String.format("%-30s %d %-22s", subject + "." + method, scope, name),
                details(r.result())));
    }

    /**
     * A subject without an invariant: LI's recorded heaps are its structures, and LI reaches every valid structure by
     * a normal path or by a path on which the driver let an exception escape, as on every other subject.
     */
    private static void lazyInitializationAlone(String subject, String method, int scope, TechniqueRun li) {
        String at = subject + "." + method + " at scope " + scope;
        assertEquals(li.result().structures(), projectedCount(li.partials()), "li on " + at);
        List<ValidStructure> valid = ValidStructure.of(subject, scope);
        Set<ValidStructure> reached = reached(li, valid);
        for (ValidStructure v : valid) {
            if (reached.contains(v)) {
                continue;
            }
            List<Map.Entry<PartialHeap, Outcome>> ends = li.abnormal().entrySet().stream()
                    .filter(e -> e.getKey().extendedBy(v)).toList();
            assertFalse(ends.isEmpty(), "li reaches no path end extended by the valid " + v + " on " + at
                    + "; paths that ended abnormally: " + li.abnormal());
            assertTrue(ends.stream().allMatch(e -> e.getValue() == Outcome.EXCEPTION), "a limit cut a path of the "
                    + "valid " + v + " on " + at + ": " + ends);
        }
        TABLE.put(String.format("%-30s %d", subject + "." + method, scope), String.format(
                "li %5d  (no invariant: bounded techniques not run)  valid %4d  reached %4d",
                li.result().structures(), valid.size(), reached.size()));
        DETAILS.put(String.format("%-30s %d %-22s", subject + "." + method, scope, "li"), details(li.result()));
    }

    /**
     * A subject without an invariant under the techniques that need only repOK: LISSA collects a subset of LI's heaps,
     * each with a valid extension, every heap of LI's that has one, and reaches LI's valid structures; LISSA-M (fresh
     * cache, then the same cache warm) collects exactly LISSA's.
     */
    private static void repOkAlone(String subject, String method, int scope, TechniqueRun li, Path tmp) {
        String at = subject + "." + method + " at scope " + scope;
        Map<String, TechniqueRun> runs = new LinkedHashMap<>();
        runs.put("li", li);
        runs.put("lissa", TechniqueRun.of(subject, method, scope, "lissa", TechniqueRun.settings(null)));
        Path cache = tmp.resolve("lissa-verdicts.mv.db");
        runs.put("lissa-m", TechniqueRun.of(subject, method, scope, "lissa-m", TechniqueRun.settings(cache)));
        runs.put("lissa-m/warm", TechniqueRun.of(subject, method, scope, "lissa-m", TechniqueRun.settings(cache)));
        List<ValidStructure> valid = ValidStructure.of(subject, scope);
        TechniqueRun lissa = runs.get("lissa");
        assertEquals(lissa.result().structures(), projectedCount(lissa.partials()), "lissa on " + at);
        assertSubset(runs, "lissa", "li", at);
        for (PartialHeap p : lissa.partials()) {
            assertTrue(valid.stream().anyMatch(p::extendedBy), "lissa collects " + p + ", which no valid structure "
                    + "extends, on " + at);
        }
        for (PartialHeap p : li.partials()) {
            if (valid.stream().anyMatch(p::extendedBy)) {
                assertTrue(lissa.partials().contains(p), "lissa misses " + p + ", which a valid structure extends, on "
                        + at);
            }
        }
        assertEquals(reached(li, valid), reached(lissa, valid), "lissa reaches other valid structures than li on " + at);
        for (String m : List.of("lissa-m", "lissa-m/warm")) {
            assertEquals(lissa.partials(), runs.get(m).partials(), m + " vs lissa on " + at);
            assertEquals(lissa.abnormal(), runs.get(m).abnormal(), m + " vs lissa (abnormal ends) on " + at);
            assertEquals(lissa.result().paths(), runs.get(m).result().paths(), m + " vs lissa (paths) on " + at);
        }
        assertEquals(0L, runs.get("lissa-m/warm").counter("cacheStores"), "a warm cache stores nothing new on " + at);
        TABLE.put(String.format("%-30s %d", subject + "." + method, scope), TABLE.get(String.format("%-30s %d",
                subject + "." + method, scope)) + String.format("  lissa %5d", lissa.result().structures()));
        runs.forEach((name, r) -> DETAILS.put(String.format("%-30s %d %-22s", subject + "." + method, scope, name),
                details(r.result())));
    }

    /**
     * The counters of a run that do not depend on timing or on the order of SAT4J's answers (paths by outcome,
     * structures, dead ends, prunes by reason, choice points by kind, steps), for comparing the engine before and
     * after a change.
     */
    static String details(bliss.spf.results.AnalysisResult r) {
        Map<String, Long> pruned = new java.util.TreeMap<>(r.counters());
        // time, the counters that depend on which earlier answers a run kept (answer reuse, the cache, and so whether
        // BLISS runs its precondition: preconditionCalls), and the steps
        // of native preconditions (a repOK that puts nodes in a HashSet iterates in the host's identity-hash order,
        // which differs from JVM to JVM)
        for (String k : List.of("satMillis", "satByModel", "unsatByCore", "satChecks", "satCoreMillis",
                "satCoreRounds", "satConflicts", "satDecisions", "satPropagations", "satReusedLevels", "satCompletions",
                "cacheStores", "cacheLookups", "cacheHits", "preconditionCalls", "preconditionSteps", "symsolveMillis",
                "symsolveCalls", "symsolvePaths", "symsolveConflicts", "satByWitness", "symsolveBudgetExhausted")) {
            pruned.remove(k);
        }
        return String.format("paths %d normal %d exc %s limits %d/%d assume %d dead %d structures %d "
                        + "cp %d/%d/%d steps %d raised %s pruned %s", r.paths(), r.ends().normal(),
                new java.util.TreeMap<>(r.ends().exceptions()), r.ends().depthLimited(), r.ends().stepLimited(),
                r.ends().assumeFailed(), r.choices().deadEnds(), r.structures(), r.choices().lazy(), r.choices().branch(),
                r.choices().switches(), r.cost().steps(), new java.util.TreeMap<>(r.ends().raised()), pruned);
    }

    /** The observed counts, one line per method and scope, in target/technique-counts.txt (for the docs). */
    @AfterAll
    static void writeTable() throws java.io.IOException {
        java.nio.file.Path out = java.nio.file.Path.of("target", "technique-counts.txt");
        if (java.nio.file.Files.isDirectory(out.getParent())) {
            java.nio.file.Files.write(out, TABLE.entrySet().stream().map(e -> e.getKey() + "  " + e.getValue())
                    .toList());
            java.nio.file.Files.write(out.resolveSibling("technique-details.txt"), DETAILS.entrySet().stream()
                    .map(e -> e.getKey() + "  " + e.getValue()).toList());
        }
    }

    static String blissName(Assumptions a, boolean reuse) {
        return "bliss/" + a.name().toLowerCase() + (reuse ? "" : "/no-reuse");
    }

    private static void assertSubset(Map<String, TechniqueRun> runs, String smaller, String larger, String at) {
        Set<PartialHeap> extra = new HashSet<>(runs.get(smaller).partials());
        extra.removeAll(runs.get(larger).partials());
        if (!extra.isEmpty()) {
            fail(smaller + " collects " + extra.size() + " partial heaps that " + larger + " does not on " + at
                    + ", e.g. " + extra.iterator().next());
        }
    }

    private static Set<ValidStructure> reached(TechniqueRun r, List<ValidStructure> valid) {
        return valid.stream().filter(v -> r.partials().stream().anyMatch(p -> p.extendedBy(v)))
                .collect(Collectors.toSet());
    }

    /** Distinct heaps once uninitialized fields count as null (as the engine's structures count them). */
    private static long projectedCount(Set<PartialHeap> partials) {
        Set<List<Integer>> codes = new HashSet<>();
        for (PartialHeap p : partials) {
            List<Integer> code = new ArrayList<>();
            for (int o = 0; o < p.size(); o++) {
                code.add(p.classOf()[o]);
                for (int t : p.targets()[o]) {
                    code.add(t == PartialHeap.UNINITIALIZED ? PartialHeap.NULL : t);
                }
            }
            codes.add(code);
        }
        return codes.size();
    }
}
