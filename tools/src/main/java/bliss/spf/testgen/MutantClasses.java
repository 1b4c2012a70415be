package bliss.spf.testgen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The classification of a method's mutants against the bounded-exhaustive oracle ({@link ExhaustiveSuite}), from two
 * runs of PIT on the same classes: bliss's tests with the full mutation matrix, and the method's exhaustive suite
 * (stopping at the first test that fails on a mutant); a mutant is the same in both by its {@code id}.
 *
 * <ul>
 *   <li><b>killed</b>: a test of bliss's suite of the method fails on it;</li>
 *   <li><b>missed</b>: bliss's tests pass on it, a test of the exhaustive suite fails: a test could kill it within the
 *       scope, bliss wrote none (counts against the score, each needs a reason);</li>
 *   <li><b>not killable</b> at the scope: every test of the exhaustive suite that runs its code passes on it
 *       (equivalent on every valid input of the scope, or its effect is not observed by the assertions);</li>
 *   <li><b>not reached</b>: no test of the exhaustive suite runs its code: no valid input of the scope reaches it
 *       (repOK's failing sides, a rebalancing that needs more nodes).</li>
 * </ul>
 * Killable = killed + missed; the score is killed / killable. {@link #killedOnlyByBliss} counts mutants bliss kills
 * and the exhaustive suite does not (a value outside the suite's domains): a check on the oracle, killable all the
 * same.
 */
record MutantClasses(List<MutationAnalysis.Mutant> killed, List<MutationAnalysis.Mutant> missed,
                     List<MutationAnalysis.Mutant> notKillable, List<MutationAnalysis.Mutant> notReached,
                     int killedOnlyByBliss) {

    /** What a mutant is, for the lists. */
    enum Kind {
        KILLED("killed"), MISSED("missed"), NOT_KILLABLE("not killable at the scope"),
        NOT_REACHED("not reached by a valid input");

        final String text;

        Kind(String text) {
            this.text = text;
        }
    }

    /**
     * @param mutants    the viable mutants of the method and what it calls, from the run of bliss's tests
     * @param blissClass the simple name of bliss's test class of the method
     * @param oracle     the same mutants from the run of the method's exhaustive suite, by id
     * @throws IllegalStateException when a mutant is missing from the oracle's run
     */
    static MutantClasses of(List<MutationAnalysis.Mutant> mutants, String blissClass,
                            Map<String, MutationAnalysis.Mutant> oracle) {
        List<MutationAnalysis.Mutant> killed = new ArrayList<>();
        List<MutationAnalysis.Mutant> missed = new ArrayList<>();
        List<MutationAnalysis.Mutant> notKillable = new ArrayList<>();
        List<MutationAnalysis.Mutant> notReached = new ArrayList<>();
        int onlyBliss = 0;
        for (MutationAnalysis.Mutant m : mutants) {
            switch (kind(m, blissClass, oracle)) {
                case KILLED -> {
                    killed.add(m);
                    onlyBliss += oracle.get(m.id()).killed() ? 0 : 1;
                }
                case MISSED -> missed.add(m);
                case NOT_KILLABLE -> notKillable.add(m);
                case NOT_REACHED -> notReached.add(m);
            }
        }
        return new MutantClasses(killed, missed, notKillable, notReached, onlyBliss);
    }

    /** The class of one mutant (see {@link #of}). */
    static Kind kind(MutationAnalysis.Mutant m, String blissClass, Map<String, MutationAnalysis.Mutant> oracle) {
        MutationAnalysis.Mutant o = oracle.get(m.id());
        if (o == null) {
            throw new IllegalStateException("the exhaustive suite's run of PIT has no mutant " + m.id());
        }
        if (m.killedBy(blissClass)) {
            return Kind.KILLED;
        }
        if (o.killed()) {
            return Kind.MISSED;
        }
        return o.status().equals("NO_COVERAGE") ? Kind.NOT_REACHED : Kind.NOT_KILLABLE;
    }

    int killable() {
        return killed.size() + missed.size();
    }

    int all() {
        return killable() + notKillable.size() + notReached.size();
    }

    /** killed / killable as a percentage ("-" with nothing killable). */
    String score() {
        return killable() == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * killed.size() / killable());
    }
}
