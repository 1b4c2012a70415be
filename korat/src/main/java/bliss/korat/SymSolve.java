package bliss.korat;

import bliss.korat.Finitization.IntRange;
import bliss.layout.ClassLayout;

import java.util.HashMap;
import java.util.Map;

/**
 * SymSolve (LISSA, §3): decides whether a partially symbolic structure can be completed, within the finitization, to a
 * fully concrete structure on which the class's own {@code repOK()} returns true. It is the enumerator's Korat search
 * with the concrete part of the structure fixed: repOK runs natively on candidates whose fixed slots never change,
 * the free slots are enumerated with Korat's pruning (increment the last free slot repOK read), and isomorphism is
 * broken with the largest object used by the fixed slots <em>and</em> by the slots read before the one incremented
 * (§3.3: with the read slots alone, valid completions that use a free object above the fixed ones are missed).
 *
 * <p>A SAT answer comes with its {@link Witness}, a concrete valid structure; UNSAT is null. A {@link CandidateFilter}
 * narrows the completions sought (PLI's path condition on primitive fields).
 *
 * <p>One solver loads its own instrumented copy of the classes and creates the finitization's objects once; it serves
 * many questions, from one thread.
 */
public final class SymSolve {

    private final ClassLayout layout;
    private final int scope;
    private final Finitization fin;
    private final SymSolveSearch search;

    /**
     * @param hints      ordered fields and int domains (as for the enumerator: they must only drop candidates no valid
     *                   structure needs)
     * @param readBudget field reads one run of repOK may make before the candidate counts as invalid
     * @throws EnumerationException when the class has no repOK or its objects cannot be created
     */
    public SymSolve(Class<?> headerClass, int scope, SubjectFinitizations.Hints hints, long readBudget) {
        if (scope < 1) {
            throw new IllegalArgumentException("the scope must be at least 1, got " + scope);
        }
        this.scope = scope;
        this.layout = ClassLayout.of(headerClass);
        Enumerator.repOk(headerClass);
        Map<String, IntRange> domains = new HashMap<>();
        hints.domains().forEach(d -> domains.put(d.field(), new IntRange(d.min(), d.max())));
        InstrumentedRepOk r = new InstrumentedRepOk(headerClass, layout, new MonitoredFields(layout), scope, domains,
                hints.ordered(), readBudget);
        fin = r.fin;
        search = new SymSolveSearch(fin, r.monitor, r.repOk, r.orderedSlots, r.orderedDomain);
    }

    public ClassLayout layout() {
        return layout;
    }

    public int scope() {
        return scope;
    }

    /** A question with every slot free: add the concrete part with {@link PartialCandidate#fix}. */
    public PartialCandidate candidate() {
        return new PartialCandidate(fin);
    }

    /**
     * @return a valid completion of {@code q} (its fixed slots as given), or null when none exists in the
     *         finitization
     * @throws EnumerationException when repOK writes a field of the structure
     */
    public Witness solve(PartialCandidate q) {
        return solve(q, null);
    }

    /**
     * @param filter a further condition on completions, or null
     * @return a valid completion of {@code q} that the filter accepts, or null when none exists
     * @throws EnumerationException when repOK writes a field of the structure
     */
    public Witness solve(PartialCandidate q, CandidateFilter filter) {
        return search.solve(q, filter);
    }

    /**
     * @effects every search from now on asks {@code stop} every few thousand candidates and, when it says so, ends by
     *          throwing {@link Stopped} (a run's time limit reaches inside a long search this way)
     */
    public void stopWhen(java.util.function.BooleanSupplier stop) {
        search.stop = stop;
    }

    /** A search ended early because its {@link #stopWhen stop condition} held: no answer. */
    public static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("SymSolve's search was stopped", null, false, false);
        }
    }

    /** Candidates repOK ran on, over every question so far. */
    public long candidates() {
        return search.candidates;
    }

    /** Candidates on which repOK exceeded its read budget (counted invalid), over every question so far. */
    public long budgetExhausted() {
        return search.budgetExhausted;
    }
}
