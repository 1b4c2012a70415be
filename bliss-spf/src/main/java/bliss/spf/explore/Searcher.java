package bliss.spf.explore;

import bliss.spf.vm.Interpreter;

/**
 * Picks the path that runs next (KLEE's Searcher). The executor tells it of every choice point of the running path;
 * when a path ends the searcher moves the machine to the next path of its work, by backtracking in place or by
 * replaying a choice vector from the root. Its work is a {@link Subtree}; it can give part of what is left away
 * ({@link #split}) for another worker.
 *
 * <pre>
 * @specfield work: set of paths  -- the paths of the subtree this searcher has yet to run
 * </pre>
 */
public interface Searcher {

    /**
     * Before the first path: the work is {@code unit}.
     *
     * @effects work' = paths of unit; the machine is at the start of the first of them
     */
    void begin(Subtree unit);

    /** A choice point was opened on the running path, before any alternative was taken. */
    void opened(ChoicePoint cp, Interpreter in);

    /** The running path took alternative {@code cp.taken} of {@code cp}. */
    void taken(ChoicePoint cp);

    /** A choice point of the running path had no alternative left to take: the path ends here. */
    void closed(ChoicePoint cp);

    /**
     * The running path ended.
     *
     * @effects the machine is at the start of the next path of work (restored or about to be replayed)
     * @return false when no work is left
     */
    boolean next();

    /** Whether work is left besides the running path. */
    boolean hasWork();

    /**
     * Gives away part of the remaining work, the alternatives nearest the root (the largest piece), if there is any
     * besides the running path.
     *
     * @effects work' = work - paths of the result
     * @return a subtree no longer in work, or null
     */
    Subtree split();
}
