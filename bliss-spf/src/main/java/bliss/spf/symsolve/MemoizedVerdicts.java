package bliss.spf.symsolve;

import bliss.layout.ClassLayout;
import bliss.spf.cache.Verdict;
import bliss.spf.cache.VerdictCache;
import bliss.spf.cache.VerdictMemo;
import bliss.spf.heap.InputHeap;
import bliss.spf.stats.Counters;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * LISSA-M's link of the {@link StructureOracle} chain: verdicts kept in BLISSDB's {@link VerdictCache} (Redis or the
 * embedded file), keyed by the partial structure (its scope-free edges, and for a repOK that reads value fields
 * their values, {@link ValueCodes}) and a fingerprint of repOK's bytecode and of
 * the way SymSolve decides, so that another repOK never reuses a verdict. A verdict applies at other scopes as
 * BLISSDB's do (SAT found at scope k holds at every scope >= k, UNSAT at every scope <= k): the structures of a scope
 * are among those of every larger one. Counts {@code cacheLookups}, {@code cacheHits}, {@code cacheStores}. Only
 * questions without conditions are memoized.
 *
 * <p>What the asking run's driver said of the input's values (classes bound to type variables and fields, named
 * constants, kept fields' recipes: {@link bliss.spf.heap.InputHeap#bindings}) joins the fingerprint: a verdict on a
 * structure whose kept lock is fair says nothing of one whose kept lock is not, and two drivers of one class share
 * a store.
 */
final class MemoizedVerdicts implements StructureOracle {

    private final StructureOracle next;
    private final VerdictMemo memo;
    private final VerdictCache cache;
    private final String fingerprint;
    private final int scope;
    private final Counters counters;
    /** The memo of each asking run's bindings other than none ({@link #memo}). */
    private final Map<String, VerdictMemo> byBindings = new ConcurrentHashMap<>();
    private final ClassLayout layout;
    /** Whether repOK reads value fields: then they are part of a question's key ({@link ValueCodes}). */
    private final boolean values;
    /** Whether repOK reads generic keys: values too for a run that binds their type variable. */
    private final boolean keys;

    MemoizedVerdicts(StructureOracle next, VerdictCache cache, String fingerprint, int scope, ClassLayout layout,
                     boolean values, boolean keys, Counters counters) {
        this.next = next;
        this.values = values;
        this.keys = keys;
        this.memo = new VerdictMemo(cache, fingerprint, scope, counters);
        this.layout = layout;
        this.cache = cache;
        this.fingerprint = fingerprint;
        this.scope = scope;
        this.counters = counters;
    }

    /** The memo of the question's bindings: the run's fingerprint alone when its driver said nothing of values. */
    private VerdictMemo memo(StructureQuestion<?> q) {
        InputHeap asker = InputHeap.of(q.heap());
        String bindings = asker == null ? "" : asker.bindings();
        if (bindings.isEmpty()) {
            return memo;
        }
        return byBindings.computeIfAbsent(bindings, b -> new VerdictMemo(cache,
                ClassLayout.sha256(fingerprint + "\nbindings\n" + b), scope, counters));
    }

    /**
     * Whether the question's key holds values: repOK reads value fields, or generic keys whose type variable the
     * asking run's driver bound (they hold null or objects then).
     */
    private boolean values(StructureQuestion<?> q) {
        if (values || !keys) {
            return values;
        }
        InputHeap asker = InputHeap.of(q.heap());
        return asker != null && asker.bindsTypeVariables();
    }

    @Override
    public StructureAnswer answer(StructureQuestion<?> q) {
        if (!q.conditions().isEmpty()) {
            return next.answer(q);
        }
        int[] edges = StructureEdges.of(q, layout, values(q));
        if (edges == null) {
            return next.answer(q); // no key ({@link StructureEdges#of})
        }
        VerdictMemo memo = memo(q);
        Verdict known = memo.lookup(edges);
        if (known != Verdict.UNKNOWN) {
            return StructureAnswer.of(known == Verdict.SATISFIABLE);
        }
        StructureAnswer a = next.answer(q);
        memo.store(edges, a.satisfiable());
        return a;
    }

    @Override
    public <T> StructureAnswer[] answerEach(StructureQuestion<T> q, OpenField<T> open) {
        if (!q.conditions().isEmpty()) {
            return next.answerEach(q, open);
        }
        VerdictMemo memo = memo(q);
        StructureAnswer[] out = new StructureAnswer[open.values().size()];
        int[][] edges = new int[out.length][];
        List<Integer> unknown = new ArrayList<>();
        for (int i = 0; i < out.length; i++) {
            edges[i] = StructureEdges.of(q.with(open, open.values().get(i)), layout, values(q));
            Verdict known = edges[i] == null ? Verdict.UNKNOWN : memo.lookup(edges[i]);
            if (known == Verdict.UNKNOWN) {
                unknown.add(i);
            } else {
                out[i] = StructureAnswer.of(known == Verdict.SATISFIABLE);
            }
        }
        if (!unknown.isEmpty()) {
            StructureAnswer[] asked = next.answerEach(q, open.only(unknown));
            for (int j = 0; j < asked.length; j++) {
                int i = unknown.get(j);
                out[i] = asked[j];
                if (edges[i] != null) {
                    memo.store(edges[i], asked[j].satisfiable());
                }
            }
        }
        return out;
    }

    @Override
    public void close() {
        next.close(); // the cache belongs to the run
    }
}
