package bliss.korat;

import java.util.function.BiPredicate;

/**
 * Told of every candidate the enumerator's search decided: the structure as the candidate's objects hold it, and
 * repOK's verdict. For judges of validity other than repOK (a translation of the JML invariant) that must agree with
 * it on the structures the search meets, valid and invalid.
 */
@FunctionalInterface
public interface CandidateListener {

    /**
     * @requires header is the candidate's header object, an instance of the enumerator's own (instrumented) copy of
     *           the class: read its fields by reflection (reflective reads are not monitored) and keep nothing, the
     *           search changes the objects after the call; called from the search's threads
     * @param valid whether repOK returned true (false also when it threw); a candidate whose repOK exceeded the read
     *              budget is not reported
     */
    void candidate(Object header, boolean valid);

    /**
     * The same, with the fields repOK read on the candidate: a field it did not read may hold any value of its domain
     * and the verdict stays the same (Korat tries one candidate for all of them). By default, {@link #candidate(Object,
     * boolean)}.
     *
     * @requires as for {@link #candidate(Object, boolean)}; {@code read} is valid during the call only
     * @param read whether repOK read the field of that name of that object (an object of the candidate)
     */
    default void candidate(Object header, boolean valid, BiPredicate<Object, String> read) {
        candidate(header, valid);
    }
}
