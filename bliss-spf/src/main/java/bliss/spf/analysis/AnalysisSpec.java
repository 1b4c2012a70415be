package bliss.spf.analysis;

import bliss.UserError;
import bliss.spf.explore.Limits;
import bliss.spf.explore.SearchOrder;
import bliss.spf.explore.Subtree;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.heap.PreconditionRunner;
import bliss.spf.heap.TechniqueCatalogue;

/**
 * What one symbolic execution is asked to do, as data: the class and method, how the method is driven, the heap
 * technique and its settings, the scope, the precondition, the search, the threads, the limits and what the result
 * keeps. Immutable and checked when made: every mistake in it is a {@link UserError} naming the setting (the
 * command line's option name), the value and what it may be, so that every front end (the command line's options,
 * a cluster member rebuilding a coordinator's analysis, a build plugin) gets the same checks. {@link Analysis} runs
 * one.
 *
 * @param className     the analysed (header) class, Java name
 * @param displayName   the name results give it (a bundled subject's simple name)
 * @param method        the analysed method
 * @param driver        a static no-argument method that makes the inputs symbolic and calls the method, or null: then
 *                      the method runs on a symbolic receiver with symbolic arguments
 * @param technique     the heap technique, a name of the {@link TechniqueCatalogue}
 * @param scope         at most this many objects of each node class
 * @param settings      where the bounded techniques find bounds and verdicts, BLISS's assumptions and SAT oracle
 * @param precondition  which precondition runs after each lazy choice
 * @param runner        where the precondition runs: on the host JVM or in the interpreter
 * @param search        the order of the search
 * @param threads       exploring threads; their result is one thread's
 * @param limits        where paths are cut and when the run stops
 * @param kept          what the result keeps besides the counts
 * @param subtree       the part of the search explored ({@link Subtree#ROOT}: all of it)
 */
public record AnalysisSpec(String className, String displayName, String method, Driver driver, String technique,
                           int scope, TechniqueSettings settings, PreconditionMode precondition,
                           PreconditionRunner runner, Search search, int threads, Limits limits, Kept kept,
                           Subtree subtree) {

    /** A driver: {@code className.method()}, static, no arguments. */
    public record Driver(String className, String method) {

        /**
         * The driver {@code pkg.Class.method}.
         *
         * @throws UserError for a name without a class and a method
         */
        public static Driver parse(String qualified) {
            int dot = qualified.lastIndexOf('.');
            if (dot <= 0 || dot == qualified.length() - 1) {
                throw new UserError("--driver must be pkg.Class.method, got '" + qualified + "'");
            }
            return new Driver(qualified.substring(0, dot), qualified.substring(dot + 1));
        }
    }

    /** The search order and the seed of a random one. */
    public record Search(SearchOrder order, long seed) {

        public static final Search DEPTH_FIRST = new Search(SearchOrder.DEPTH_FIRST, 1);
    }

    /**
     * What the result keeps besides the counts.
     *
     * @param paths      path conditions, models and pictures of the structures (for a dump)
     * @param structures the collected structures themselves ({@link bliss.spf.results.AnalysisResult#collected});
     *                   otherwise they are only counted, by canonical code, which takes far less memory
     */
    public record Kept(boolean paths, boolean structures) {

        public static final Kept COUNTS = new Kept(false, false);
    }

    /**
     * @throws UserError for a scope or a number of threads below 1, an unknown technique, or no method
     */
    public AnalysisSpec {
        if (scope < 1) {
            throw new UserError("--scope must be at least 1, got " + scope);
        }
        if (threads < 1) {
            throw new UserError("--threads must be at least 1, got " + threads);
        }
        TechniqueCatalogue.require(technique);
        if (method == null || method.isBlank()) {
            throw new UserError("--method must name a method of " + displayName);
        }
    }

    /**
     * The default analysis of {@code className.method}: li at scope 5, the precondition chosen from what the class
     * declares, depth-first on one thread, the default limits, counts only.
     */
    public static AnalysisSpec of(String className, String method) {
        return new AnalysisSpec(className, className, method, null, "li", 5, TechniqueSettings.defaults(),
                PreconditionMode.AUTO, PreconditionRunner.AUTO, Search.DEPTH_FIRST, 1, Limits.DEFAULT, Kept.COUNTS, Subtree.ROOT);
    }

    public AnalysisSpec withDisplayName(String name) {
        return new AnalysisSpec(className, name, method, driver, technique, scope, settings, precondition,
                runner, search, threads, limits, kept, subtree);
    }

    public AnalysisSpec withDriver(Driver d) {
        return new AnalysisSpec(className, displayName, method, d, technique, scope, settings, precondition,
                runner, search, threads, limits, kept, subtree);
    }

    /** Drives the run with {@code className.method()}. */
    public AnalysisSpec withDriver(String driverClass, String driverMethod) {
        return withDriver(new Driver(driverClass, driverMethod));
    }

    public AnalysisSpec withTechnique(String name) {
        return new AnalysisSpec(className, displayName, method, driver, name, scope, settings, precondition,
                runner, search, threads, limits, kept, subtree);
    }

    public AnalysisSpec withScope(int k) {
        return new AnalysisSpec(className, displayName, method, driver, technique, k, settings, precondition,
                runner, search, threads, limits, kept, subtree);
    }

    public AnalysisSpec withSettings(TechniqueSettings s) {
        return new AnalysisSpec(className, displayName, method, driver, technique, scope, s, precondition,
                runner, search, threads, limits, kept, subtree);
    }

    public AnalysisSpec withPrecondition(PreconditionMode mode) {
        return new AnalysisSpec(className, displayName, method, driver, technique, scope, settings, mode,
                runner, search, threads, limits, kept, subtree);
    }

    /**
     * Runs preconditions on the host JVM where it can ({@link PreconditionRunner#AUTO}, the default), always there
     * with a warning where it cannot ({@link PreconditionRunner#NATIVE}), or in the interpreter.
     */
    public AnalysisSpec withPreconditionRunner(PreconditionRunner r) {
        return new AnalysisSpec(className, displayName, method, driver, technique, scope, settings, precondition,
                r, search, threads, limits, kept, subtree);
    }

    /** Which searcher explores; {@code seed} seeds a random order. */
    public AnalysisSpec withSearch(SearchOrder order, long seed) {
        return new AnalysisSpec(className, displayName, method, driver, technique, scope, settings, precondition,
                runner, new Search(order, seed), threads, limits, kept, subtree);
    }

    /**
     * Explores with {@code n} threads: each has its own interpreter, heap technique and solvers, and they share the
     * search by splitting subtrees when one waits for work. The result is the same as one thread's: the same paths,
     * structures and counts (the counters of work done, such as SAT calls answered by an earlier model, may differ),
     * structures numbered in one thread's depth-first order. An observer of the caller's is then told of path ends
     * one at a time, from several threads.
     */
    public AnalysisSpec withThreads(int n) {
        return new AnalysisSpec(className, displayName, method, driver, technique, scope, settings, precondition,
                runner, search, n, limits, kept, subtree);
    }

    public AnalysisSpec withLimits(Limits l) {
        return new AnalysisSpec(className, displayName, method, driver, technique, scope, settings, precondition,
                runner, search, threads, l, kept, subtree);
    }

    public AnalysisSpec withKept(Kept k) {
        return new AnalysisSpec(className, displayName, method, driver, technique, scope, settings, precondition,
                runner, search, threads, limits, k, subtree);
    }

    /** Keeps the collected structures in the result. */
    public AnalysisSpec keepingStructures() {
        return withKept(new Kept(kept.paths(), true));
    }

    /** Keeps path conditions, models and pictures of the structures (for a dump). */
    public AnalysisSpec keepingPaths() {
        return withKept(new Kept(true, kept.structures()));
    }

    /**
     * Explores only the paths of {@code unit}: the unit of work of parallel and distributed runs. The subtrees of a
     * partition of the search give results that add up to the whole search's.
     */
    public AnalysisSpec withSubtree(Subtree unit) {
        return new AnalysisSpec(className, displayName, method, driver, technique, scope, settings, precondition,
                runner, search, threads, limits, kept, unit);
    }

    /** The technique's catalogue entry. */
    public TechniqueCatalogue.Entry entry() {
        return TechniqueCatalogue.require(technique);
    }

    /** The analysed class as results name it, the method, the technique and the scope. */
    public String describe() {
        return displayName + "." + method + " " + technique + " scope " + scope;
    }
}
