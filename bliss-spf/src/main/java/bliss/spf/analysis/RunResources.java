package bliss.spf.analysis;

import bliss.bounds.BoundsDatabase;
import bliss.bounds.BoundsEntry;
import bliss.bounds.ClassSpec;
import bliss.bounds.ExactSize;
import bliss.bounds.ExclusiveFields;
import bliss.bounds.FieldBounds;
import bliss.bounds.SatProblem;
import bliss.target.TargetClass;
import bliss.UserError;
import bliss.spf.cache.CacheStats;
import bliss.spf.cache.VerdictCache;
import bliss.spf.cache.VerdictCaches;
import bliss.spf.explore.Limits;
import bliss.spf.heap.Assumptions;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.heap.TechniqueResources;
import bliss.spf.sat.SatOracle;
import bliss.spf.sat.SatOracles;
import bliss.spf.sat.Edges;
import bliss.spf.stats.Counters;
import bliss.spf.symsolve.StructureOracle;
import bliss.spf.symsolve.StructureOracles;
import bliss.korat.RepOkFingerprint;
import bliss.layout.ClassLayout;
import bliss.spf.symsolve.SymSolve;
import bliss.subjects.Subjects;

/**
 * The bounds database entry and the verdict cache of one run, opened on first use and shared by its exploring
 * threads (thread-safe): the analysed class's invariant from its source, its tight bounds and CNF at the run's scope
 * (read, or computed with a message), BLISSDB's and LISSA-M's verdict cache (SymSolve solvers are made per thread;
 * the fingerprint of repOK once).
 */
public final class RunResources implements TechniqueResources, AutoCloseable {

    private final String className;
    private final ClassLoader loader;
    private final int scope;
    private final TechniqueSettings settings;
    private ClassSpec spec;
    private BoundsEntry entry;
    /** The entry's problem, strengthened to structures of exactly the scope's nodes when the settings ask. */
    private SatProblem problem;
    private VerdictCache cache;
    private Class<?> type;
    private String structureFingerprint;
    private Edges edges;
    private final Limits limits;
    private long deadline = Long.MAX_VALUE;
    private java.util.function.LongSupplier clock = System::nanoTime;
    /** Every SymSolve solver made for the run's threads, for the progress report. */
    private final java.util.List<SymSolve> solvers = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The run's SymSolves, one per thread, sharing their conflicts and valid shapes: made with the first. */
    private SymSolve.Team team;

    public RunResources(String className, ClassLoader loader, int scope, TechniqueSettings settings) {
        this(className, loader, scope, settings, Limits.DEFAULT);
    }

    /** @param limits the run's limits, which SymSolve's searches of repOK's paths obey too */
    public RunResources(String className, ClassLoader loader, int scope, TechniqueSettings settings,
                        Limits limits) {
        this.className = className;
        this.loader = loader;
        this.scope = scope;
        this.settings = settings;
        this.limits = limits;
    }

    @Override
    public FieldBounds bounds() {
        return entry().bounds();
    }

    @Override
    public synchronized SatProblem problem() {
        if (problem == null) {
            problem = settings.exactSize() ? ExactSize.of(entry().problem(), spec().layout(), scope)
                    : entry().problem();
        }
        return problem;
    }

    @Override
    public Assumptions assumptions() {
        return settings.assumptions();
    }

    @Override
    public ExclusiveFields exclusiveFields() {
        return settings.oracle().reuseAnswers() && settings.assumptions() == Assumptions.SINGLETONS
                ? entry().problem().exclusiveFields() : null; // what holds of every structure holds of fewer
    }

    @Override
    public SatOracle oracle(boolean cached, Counters counters) {
        SatOracles.Options options = settings.oracle();
        return cached
                ? SatOracles.blissDb(problem(), options, cache(), verdictFingerprint(), scope, edges(), counters)
                : SatOracles.bliss(problem(), options, counters);
    }

    /**
     * The key BLISSDB's verdicts are stored under: the invariant's; with only structures of exactly k nodes, the
     * invariant's and k, as a satisfiable verdict of another scope says nothing of them.
     */
    private String verdictFingerprint() {
        return settings.exactSize() ? ClassLayout.sha256(spec().fingerprint() + "\nexactly " + scope + " nodes")
                : spec().fingerprint();
    }

    /** The pvars of the run's CNF as scope-free edges, for BLISSDB's proofs (made once, shared by the threads). */
    private synchronized Edges edges() {
        if (edges == null) {
            edges = new Edges(problem(), spec().layout().classes());
        }
        return edges;
    }

    @Override
    public StructureOracle structureOracle(ClassLayout layout, boolean memoized, Counters counters) {
        SymSolve solver;
        synchronized (this) {
            if (team == null) {
                team = new SymSolve.Team(loader, layout, scope, limits);
            }
            solver = team.member();
            solver.deadline(deadline, clock);
        }
        solvers.add(solver);
        return memoized
                ? StructureOracles.lissaM(solver, cache(), structureFingerprint(), scope, counters)
                : StructureOracles.lissa(solver, counters);
    }

    /**
     * LISSA-M's key fingerprint: repOK's bytecode (and every class it reaches), the layout, and the way SymSolve
     * decides (values symbolic, no finite domain, a path over the run's limits a rejection, an array's length past its
     * decided elements, no key for a node only an array holds): a verdict of another repOK, of other limits, or of the
     * searches of earlier versions (a finite domain; arrays whose length a question left free to drop a decided
     * element; keys with a code unique to one run, met again by another), is never reused.
     */
    private synchronized String structureFingerprint() {
        if (structureFingerprint == null) {
            structureFingerprint = bliss.layout.ClassLayout.sha256("lissa-m 4\n" + RepOkFingerprint.of(type())
                    + "\nsymbolic values\nlimits " + limits.maxDepth() + " " + limits.stepLimit() + " "
                    + limits.maxChoices());
        }
        return structureFingerprint;
    }

    private synchronized Class<?> type() {
        if (type == null) {
            try {
                type = Class.forName(className, false, loader);
            } catch (ClassNotFoundException e) {
                throw new UserError("cannot load " + className + ": " + e.getMessage(), e);
            }
        }
        return type;
    }

    /**
     * The bounds database entry: read, or computed. With a time limit, a computation still going at the limit is
     * left to finish on its own (its entry is stored whole or not at all) and the run stops.
     *
     * @throws TimedOut when the time limit comes first
     */
    private synchronized BoundsEntry entry() {
        if (entry == null) {
            ClassSpec s = spec();
            java.util.function.Supplier<BoundsEntry> read = () -> BoundsDatabase.open(settings.boundsDirectory())
                    .messages(settings.messages()).entry(s, scope);
            if (deadline == Long.MAX_VALUE) {
                entry = read.get();
            } else {
                java.util.concurrent.FutureTask<BoundsEntry> task = new java.util.concurrent.FutureTask<>(read::get);
                Thread t = new Thread(task, "bliss-bounds");
                t.setDaemon(true);
                t.start();
                try {
                    entry = task.get(Math.max(0, deadline - clock.getAsLong()),
                            java.util.concurrent.TimeUnit.NANOSECONDS);
                } catch (java.util.concurrent.TimeoutException e) {
                    throw new TimedOut("the time limit came while the bounds of " + className + " at scope " + scope
                            + " were computed; 'bliss bounds --class " + className + " --scope " + scope
                            + "' computes and stores them without a limit");
                } catch (java.util.concurrent.ExecutionException e) {
                    throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new TimedOut("interrupted while the bounds of " + className + " were computed");
                }
            }
        }
        return entry;
    }

    /** The run's time limit came before the resources it needs were ready: nothing was explored. */
    static final class TimedOut extends RuntimeException {
        TimedOut(String message) {
            super(message);
        }
    }

    /** Stops waiting for resources at {@code nanoTime} on {@code clock} ({@link Long#MAX_VALUE}: never). */
    synchronized void deadline(long nanoTime, java.util.function.LongSupplier clock) {
        this.deadline = nanoTime;
        this.clock = clock;
    }

    /** The analysed class with its invariant: a bounded technique needs the JML invariant from its source. */
    private synchronized ClassSpec spec() {
        if (spec == null) {
            Class<?> type;
            try {
                type = Class.forName(className, false, loader);
            } catch (ClassNotFoundException e) {
                throw new UserError("cannot load " + className + ": " + e.getMessage(), e);
            }
            TargetClass target = new TargetClass(type, loader, Subjects.byName(className), settings.sourcepath());
            ClassSpec read = ClassSpec.of(target); // a malformed invariant is a JmlException, a UserError
            if (read.invariant().clauses().isEmpty()) {
                throw new UserError(target.displayName() + " has no JML invariant, which "
                        + String.join(", ", TechniqueCatalogue.names(TechniqueCatalogue.Entry::needsBounds))
                        + " need (they read its bounds); for a class with repOK only use "
                        + String.join(", ", TechniqueCatalogue.names(e -> !e.needsBounds())));
            }
            spec = read;
        }
        return spec;
    }

    private synchronized VerdictCache cache() {
        if (cache == null) {
            cache = settings.noCache() ? VerdictCaches.none()
                    : VerdictCaches.open(settings.redisUrl(), settings.cacheFile());
            if (settings.messages() != null) {
                settings.messages().println("bliss: verdict cache: " + cache.describe());
            }
        }
        return cache;
    }

    /** What the verdict cache did, if one was opened. */
    synchronized CacheStats cacheStats() {
        return cache == null ? CacheStats.NONE : cache.stats();
    }

    /** Closes the verdict cache (flushing the embedded file). */
    /**
     * @return the paths of repOK that SymSolve has run so far for this run, over all its threads (read while they
     *         run: a progress figure, exact once they have stopped)
     */
    public long repOkPaths() {
        long sum = 0;
        for (SymSolve s : solvers) {
            sum += s.paths();
        }
        return sum;
    }

    @Override
    public synchronized void close() {
        if (team != null) {
            team.close();
        }
        if (cache != null) {
            cache.close();
        }
    }
}
