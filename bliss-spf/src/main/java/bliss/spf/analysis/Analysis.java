package bliss.spf.analysis;

import bliss.UserError;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.LayoutException;
import bliss.spf.explore.ExplorationStats;
import bliss.spf.explore.Exploration;
import bliss.spf.explore.Limits;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.explore.SearchOrder;
import bliss.spf.explore.Subtree;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.InterpretedPrecondition;
import bliss.spf.heap.NativePrecondition;
import bliss.spf.heap.Precondition;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.heap.TechniqueContext;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.PathCounts;
import bliss.spf.results.StructureCollection;
import bliss.spf.solver.PathSolver;
import bliss.spf.solver.SolverStats;
import bliss.spf.stats.Counters;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmMethod;
import org.objectweb.asm.Type;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One symbolic execution, configured and run: a class (its layout), a method, how the method is driven (a driver's
 * static method, or the method itself with a symbolic receiver and symbolic arguments), the technique, the scope,
 * the precondition, the limits and the path solver.
 */
public final class Analysis {

    private final ClassLoader loader;
    private final String className;
    private String displayName;
    private final String method;
    private String driverClass;
    private String driverMethod;
    private int scope = 5;
    private String technique = "li";
    private TechniqueSettings settings = TechniqueSettings.defaults();
    private PreconditionMode preconditionMode = PreconditionMode.AUTO;
    private Limits limits = Limits.DEFAULT;
    private boolean keepPaths;
    private boolean keepStructures;
    private boolean nativePreconditions = true;
    private Supplier<PathSolver> solvers = Solvers.standard();
    private Consumer<String> warnings = s -> { };
    private Consumer<String> progress = s -> { };
    private PathObserver extraObserver;
    private SearchOrder searchOrder = SearchOrder.DEPTH_FIRST;
    private int threads = 1;
    private long seed;
    private Subtree subtree = Subtree.ROOT;

    /**
     * @param loader    serves the bytecode of the class, its driver and everything they use
     * @param className the analysed (header) class, Java name
     * @param method    the analysed method
     */
    public Analysis(ClassLoader loader, String className, String method) {
        this.loader = loader;
        this.className = className;
        this.displayName = className;
        this.method = method;
    }

    /** Drives the run with a static no-argument method (a driver in the paper's Fig. 10 style). */
    public Analysis driver(String driverClassName, String driverMethodName) {
        this.driverClass = driverClassName;
        this.driverMethod = driverMethodName;
        return this;
    }

    public Analysis displayName(String name) {
        this.displayName = name;
        return this;
    }

    public Analysis scope(int k) {
        if (k < 1) {
            throw new UserError("the scope must be at least 1, got " + k);
        }
        this.scope = k;
        return this;
    }

    /** Where the bounded techniques find bounds and verdicts, and BLISS's assumptions. */
    public Analysis settings(TechniqueSettings s) {
        this.settings = s;
        return this;
    }

    public Analysis technique(String name) {
        this.technique = name;
        return this;
    }

    public Analysis precondition(PreconditionMode mode) {
        this.preconditionMode = mode;
        return this;
    }

    /** Which searcher explores (depth-first by default); {@code seed} seeds a random order. */
    public Analysis search(SearchOrder order, long seed) {
        this.searchOrder = order;
        this.seed = seed;
        return this;
    }

    /**
     * Explores with {@code n} threads (1 by default): each has its own interpreter, heap technique and solvers, and
     * they share the search by splitting subtrees when one waits for work. The result is the same as one thread's:
     * the same paths, structures and counts (the counters of work done, such as SAT calls answered by an earlier
     * model, may differ), structures numbered in one thread's depth-first order. An observer of the caller's is then
     * told of path ends one at a time, from several threads.
     */
    public Analysis threads(int n) {
        if (n < 1) {
            throw new UserError("the number of threads must be at least 1, got " + n);
        }
        this.threads = n;
        return this;
    }

    /**
     * Explores only the paths of {@code unit} (by default every path): the unit of work of parallel and distributed
     * runs. The subtrees of a partition of the search give results that add up to the whole search's.
     */
    public Analysis subtree(Subtree unit) {
        this.subtree = unit;
        return this;
    }

    public Analysis limits(Limits l) {
        this.limits = l;
        return this;
    }

    /**
     * Runs preconditions on the host JVM ({@link NativePrecondition}, the default) or in the interpreter
     * ({@link InterpretedPrecondition}).
     */
    public Analysis nativePreconditions(boolean runNatively) {
        this.nativePreconditions = runNatively;
        return this;
    }

    /**
     * Keeps the collected structures in the result ({@link AnalysisResult#collected}); by default they are only
     * counted, by canonical code, which takes far less memory on large runs.
     */
    public Analysis keepStructures(boolean keep) {
        this.keepStructures = keep;
        return this;
    }

    /** Keeps path conditions, models and pictures of the structures (for a dump). */
    public Analysis keepPaths(boolean keep) {
        this.keepPaths = keep;
        return this;
    }

    public Analysis solvers(Supplier<PathSolver> factory) {
        this.solvers = factory;
        return this;
    }

    public Analysis warnings(Consumer<String> sink) {
        this.warnings = sink;
        return this;
    }

    public Analysis progress(Consumer<String> sink) {
        this.progress = sink;
        return this;
    }

    /** Also tells {@code observer} about every path (after the results collector). */
    public Analysis observer(PathObserver observer) {
        this.extraObserver = observer;
        return this;
    }

    // ------------------------------------------------------------------------------------------------------------

    /**
     * Runs the analysis to the end (or the time limit).
     *
     * @throws UserError                  for a mistake in what was asked (unknown method, technique, driver)
     * @throws bliss.spf.vm.Unsupported   when the analysed code does something the engine does not support
     */
    public AnalysisResult run() {
        ClassLayout layout;
        try {
            layout = ClassLayout.of(className, loader);
        } catch (LayoutException e) {
            throw new UserError(e.getMessage(), e);
        }
        TechniqueCatalogue.Entry entry = TechniqueCatalogue.find(technique).orElseThrow(() -> new UserError(
                "unknown technique '" + technique + "'; known: " + String.join(", ", TechniqueCatalogue.names())));
        List<MemoryPoolMXBean> pools = heapPools();
        pools.forEach(MemoryPoolMXBean::resetPeakUsage);
        long start = System.nanoTime();
        long deadline = limits.timeoutMillis() > 0 ? start + limits.timeoutMillis() * 1_000_000L : Long.MAX_VALUE;
        ProgressReport report = new ProgressReport(threads, progress);
        java.util.Set<String> said = java.util.concurrent.ConcurrentHashMap.newKeySet();
        Consumer<String> once = w -> { // each warning once, however many workers meet it
            if (said.add(w)) {
                warnings.accept(w);
            }
        };
        PathObserver extra = extraObserver == null ? null
                : threads == 1 ? extraObserver : Worker.serialized(extraObserver);
        try (RunResources resources = new RunResources(className, loader, scope, settings)) {
            WorkPool pool = new WorkPool(threads);
            List<Worker> workers = runWorkers(pool, layout, entry, resources, extra, report, once, deadline);
            Worker first = workers.get(0);
            UnitResult total = new UnitResult(new PathCounts(warnings), new StructureCollection(keepStructures,
                    keepPaths), new Counters(), new ExplorationStats(), SolverStats.NONE, 0, first.technique(),
                    first.precondition());
            for (Worker w : workers) {
                total.add(new UnitResult(w.paths(), w.structures(), w.counters(), w.stats(), w.solverStats(),
                        w.cpuNanos(), w.technique(), w.precondition()));
            }
            long failovers = resources.cacheStats().failovers();
            if (failovers > 0 || total.counters().has("cacheLookups")) {
                total.counters().counter("cacheFailovers").add(failovers);
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            long peak = 0;
            for (MemoryPoolMXBean p : pools) {
                peak += p.getPeakUsage().getUsed();
            }
            return result(total, millis, peak, pool.leftWork(), threads, pool.given() - 1);
        }
    }

    /**
     * The result of this analysis from what its units found (the sum of its workers' or its cluster members'
     * {@link UnitResult}s); warns about the first path a limit cut.
     *
     * @param millis    wall time of the whole run
     * @param peak      peak heap bytes
     * @param leftWork  whether a time limit left units unexplored
     * @param threads   exploring threads (or cluster slots) that shared the search
     * @param splits    subtrees handed from one to another
     */
    public AnalysisResult result(UnitResult total, long millis, long peak, boolean leftWork, int threads,
                                 long splits) {
        PathCounts paths = total.paths();
        paths.warn();
        total.structures().number();
        ExplorationStats stats = total.stats();
        return new AnalysisResult(displayName, method, total.technique(), scope, total.precondition(),
                paths.paths(), paths.normal(), Map.copyOf(paths.exceptions()), paths.depthLimited(),
                paths.stepLimited(), paths.assumeFailed(), paths.deadEnds(), total.structures().count(),
                Map.copyOf(paths.raised()), total.counters().values(), stats.lazyChoicePoints(),
                stats.branchChoicePoints(), stats.switchChoicePoints(), total.solver(), stats.steps(), millis,
                total.cpuNanos() / 1_000_000, peak, stats.partial() || leftWork,
                List.copyOf(total.structures().structures()), threads, splits, Map.copyOf(paths.thrown()));
    }

    /**
     * Reads the bounds database entry this analysis needs, computing and storing it if missing, when its technique
     * reads bounds: a cluster's coordinator does it once, before the members read the entry.
     */
    public void prepareBounds() {
        TechniqueCatalogue.Entry entry = TechniqueCatalogue.find(technique).orElseThrow(() -> new UserError(
                "unknown technique '" + technique + "'; known: " + String.join(", ", TechniqueCatalogue.names())));
        if (entry.needsBounds()) {
            try (RunResources resources = new RunResources(className, loader, scope, settings)) {
                resources.bounds();
            }
        }
    }

    /** The analysed class as results name it, and the method. */
    public String describe() {
        return displayName + "." + method + " " + technique + " scope " + scope;
    }

    /** The time limit in milliseconds (0: none). */
    public long timeoutMillis() {
        return limits.timeoutMillis();
    }

    /**
     * A worker for the units of a distributed run of this analysis (one per exploring thread of a cluster member):
     * its own interpreter, technique, solvers and run resources (bounds, verdict cache), kept from unit to unit.
     *
     * @throws UserError for a mistake in what was asked (unknown class, technique, method, driver)
     */
    public UnitExplorer explorer() {
        ClassLayout layout;
        try {
            layout = ClassLayout.of(className, loader);
        } catch (LayoutException e) {
            throw new UserError(e.getMessage(), e);
        }
        TechniqueCatalogue.Entry entry = TechniqueCatalogue.find(technique).orElseThrow(() -> new UserError(
                "unknown technique '" + technique + "'; known: " + String.join(", ", TechniqueCatalogue.names())));
        java.util.Set<String> said = java.util.concurrent.ConcurrentHashMap.newKeySet();
        Consumer<String> once = w -> {
            if (said.add(w)) {
                warnings.accept(w);
            }
        };
        RunResources resources = new RunResources(className, loader, scope, settings);
        try {
            Worker w = new Worker(this, layout, entry, resources, null, new ProgressReport(1, p -> { }), 0, once,
                    Long.MAX_VALUE);
            return new UnitExplorer(w, resources);
        } catch (RuntimeException | Error e) {
            resources.close();
            throw e;
        }
    }

    /**
     * Builds the workers (each on its own thread: its interpreter, technique and solvers are that thread's), runs them
     * over the subtree of this analysis until the work pool is empty, and releases what they hold.
     *
     * @throws UserError, Unsupported, or any failure of a worker, after every worker stopped
     */
    private List<Worker> runWorkers(WorkPool pool, ClassLayout layout, TechniqueCatalogue.Entry entry,
                                    RunResources resources, PathObserver extra, ProgressReport report,
                                    Consumer<String> warnings, long deadline) {
        pool.give(subtree);
        Worker[] workers = new Worker[threads];
        RuntimeException[] failures = new RuntimeException[threads];
        Thread[] running = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            int index = i;
            Runnable work = () -> {
                try {
                    workers[index] = new Worker(this, layout, entry, resources, extra, report, index, warnings,
                            deadline);
                    workers[index].run(pool, threads > 1);
                } catch (RuntimeException | Error e) {
                    failures[index] = e instanceof RuntimeException r ? r : new IllegalStateException(e);
                    pool.stop();
                    if (e instanceof Error err && !(e instanceof StackOverflowError)) {
                        throw err;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    pool.stop();
                } finally {
                    if (workers[index] != null) {
                        workers[index].finish();
                    }
                }
            };
            if (threads == 1) {
                work.run(); // on the caller's thread: its stack size, no hand-over
            } else {
                running[i] = new Thread(null, work, "bliss-worker-" + i, WORKER_STACK_BYTES);
                running[i].start();
            }
        }
        for (Thread t : running) {
            if (t != null) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    pool.stop();
                }
            }
        }
        for (RuntimeException f : failures) {
            if (f != null) {
                throw f;
            }
        }
        return List.of(workers);
    }

    /** Deep recursion in analysed code and preconditions: as the launcher's -Xss16m. */
    private static final long WORKER_STACK_BYTES = 16L << 20;

    // ------------------------------------------------------------------------------------------------------------
    // What workers ask of the analysis

    ClassLoader loader() {
        return loader;
    }

    int scope() {
        return scope;
    }

    Limits limits() {
        return limits;
    }

    SearchOrder searchOrder() {
        return searchOrder;
    }

    long seed() {
        return seed;
    }

    Supplier<PathSolver> solvers() {
        return solvers;
    }

    boolean keepsStructures() {
        return keepStructures;
    }

    boolean keepsPaths() {
        return keepPaths;
    }

    /** Sets the start of every path of {@code exploration}: the driver, or the analysed method on symbolic inputs. */
    void prepare(Exploration exploration, Vm vm, InputHeap heap, HeapTechnique tech, ClassLayout layout,
                 VmClass header) {
        if (driverClass != null) {
            exploration.prepare(driver(vm));
        } else {
            VmMethod m = analysedMethod(header);
            Object[] args = symbolicArguments(vm, heap, tech, layout, m);
            exploration.entryIsAnalysedMethod();
            exploration.prepare(m, args);
        }
    }

    private VmMethod driver(Vm vm) {
        VmClass d;
        try {
            d = vm.classes.load(driverClass.replace('.', '/'));
        } catch (bliss.spf.vm.Unsupported e) {
            throw new UserError("no driver class " + driverClass + " (" + e.what() + ")");
        }
        VmMethod m = d.declaredMethod(driverMethod + "()V");
        if (m == null || !m.isStatic()) {
            throw new UserError("no driver: " + driverClass + " has no static method " + driverMethod + "()");
        }
        return m;
    }

    private static List<MemoryPoolMXBean> heapPools() {
        List<MemoryPoolMXBean> pools = new ArrayList<>();
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP && p.isValid()) {
                pools.add(p);
            }
        }
        return pools;
    }

    /** The precondition the mode asks for; auto: handwritten repOKHybrid(), else derived from repOK(), else none. */
    Precondition precondition(InputHeap heap, VmClass header, Consumer<String> warnings) {
        VmMethod hybrid = header.resolveMethod("repOKHybrid()Z");
        VmMethod concrete = header.resolveMethod("repOK()Z");
        PreconditionMode mode = preconditionMode;
        if (mode == PreconditionMode.AUTO) {
            mode = hybrid != null ? PreconditionMode.HANDWRITTEN
                    : concrete != null ? PreconditionMode.DERIVED : PreconditionMode.NONE;
        }
        VmMethod m;
        switch (mode) {
            case NONE -> {
                return Precondition.NONE;
            }
            case HANDWRITTEN -> {
                if (hybrid == null) {
                    throw new UserError(header.javaName() + " declares no boolean repOKHybrid() for "
                            + "--precondition handwritten");
                }
                m = hybrid;
            }
            case DERIVED -> {
                if (concrete == null) {
                    throw new UserError(header.javaName() + " declares no boolean repOK() for "
                            + "--precondition derived");
                }
                m = concrete;
            }
            default -> throw new IllegalStateException(mode.toString());
        }
        if (m.isStatic()) {
            throw new UserError(m + " must be an instance method");
        }
        if (nativePreconditions) {
            try {
                return new NativePrecondition(heap, loader, m.name, mode == PreconditionMode.HANDWRITTEN,
                        limits.preconditionSteps());
            } catch (IllegalStateException e) {
                warnings.accept(e.getMessage() + "; interpreting it instead");
            }
        }
        return new InterpretedPrecondition(heap, m, mode, limits.preconditionSteps(), limits.maxDepth());
    }

    /** The analysed method of the header class (its only overload). */
    private VmMethod analysedMethod(VmClass header) {
        List<VmMethod> found = new ArrayList<>();
        TreeSet<String> all = new TreeSet<>();
        for (VmClass c = header; c != null && c.kind == VmClass.Kind.BYTECODE; c = c.superclass) {
            for (VmMethod m : c.declaredMethods()) {
                if (!m.name.startsWith("<") && !m.name.startsWith("lambda$") && (m.access & 0x1000) == 0) {
                    all.add(m.name);
                    if (m.name.equals(method) && !m.isAbstract() && found.stream().noneMatch(
                            x -> x.desc.equals(m.desc))) {
                        found.add(m);
                    }
                }
            }
        }
        if (found.isEmpty()) {
            throw new UserError("no method '" + method + "' in " + header.javaName() + "; its methods: "
                    + String.join(", ", all));
        }
        if (found.size() > 1) {
            // prefer the public overloads (a private static helper of the same name is not what was meant)
            List<VmMethod> open = found.stream().filter(m -> (m.access & 0x0001) != 0).toList();
            if (!open.isEmpty()) {
                found = open;
            }
        }
        if (found.size() > 1) {
            throw new UserError("method '" + method + "' of " + header.javaName() + " is overloaded ("
                    + found.stream().map(m -> m.desc).toList() + "); write a driver and pass --driver");
        }
        return found.get(0);
    }

    /** A symbolic receiver (unless static) and symbolic arguments, in slot layout. */
    private static Object[] symbolicArguments(Vm vm, InputHeap heap, HeapTechnique tech, ClassLayout layout,
                                              VmMethod m) {
        List<Object> args = new ArrayList<>();
        if (!m.isStatic()) {
            InputObject receiver = heap.create(layout.header(), "X");
            heap.setReceiver(receiver);
            tech.start(heap);
            args.add(receiver);
        }
        Type[] types = Type.getArgumentTypes(m.desc);
        List<String> names = m.parameterNames();
        for (int i = 0; i < types.length; i++) {
            Type t = types[i];
            String name = names.get(i);
            switch (t.getSort()) {
                case Type.INT, Type.BOOLEAN, Type.BYTE, Type.SHORT, Type.CHAR ->
                        args.add(vm.newVar(name, t.getDescriptor().charAt(0)));
                case Type.LONG -> {
                    args.add(vm.newVar(name, 'J'));
                    args.add(null);
                }
                case Type.OBJECT -> {
                    ClassShape c = layout.shape(t.getInternalName()).orElse(null);
                    if (c == null) {
                        throw new UserError("parameter " + name + " of " + m.name + " has type " + t.getClassName()
                                + ", which cannot be made symbolic (only int, long, boolean and classes of the "
                                + "layout can); write a driver and pass --driver");
                    }
                    InputObject o = heap.create(c, name);
                    if (heap.receiver() == null && c == layout.header()) {
                        heap.setReceiver(o);
                        tech.start(heap);
                    }
                    args.add(o);
                }
                default -> throw new UserError("parameter " + name + " of " + m.name + " has type "
                        + t.getClassName() + ", which cannot be made symbolic; write a driver and pass --driver");
            }
        }
        return args.toArray();
    }
}
