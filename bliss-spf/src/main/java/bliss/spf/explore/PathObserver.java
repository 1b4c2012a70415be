package bliss.spf.explore;

import java.util.List;

/** Told about every path as it ends, while its state (input heap, path condition) is still there to read. */
public interface PathObserver {

    /**
     * @param outcome       how the path ended
     * @param exceptionType for {@link Outcome#EXCEPTION}, the Java name of the uncaught exception's class
     * @param raised        Java names of the exception classes raised inside the analysed code on this path
     *                      (with repeats), whether or not they were caught
     */
    void pathEnded(SymbolicExecution execution, Outcome outcome, String exceptionType, List<String> raised);

    /** Called every few seconds on a long run. */
    default void progress(SymbolicExecution execution) {
    }
}
