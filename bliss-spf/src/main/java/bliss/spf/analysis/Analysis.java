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
        Counters counters = new Counters();
        Vm vm = new Vm(loader);
        InputHeap heap = new InputHeap(vm, layout, scope);
        VmClass header = vm.classes.load(layout.header().name());
        Precondition pre = precondition(heap, header);
        heap.setPrecondition(pre);
        PathCounts paths = new PathCounts(warnings);
        StructureCollection structures = new StructureCollection(keepStructures, keepPaths);
        PathObserver progressLine = new PathObserver() {
            @Override
            public void pathEnded(PathEnd end) {
            }

            @Override
            public void progress(ExplorationStats stats) {
                progress.accept(paths.progressLine(stats, structures.count()));
            }
        };
        PathObserver observer = extraObserver == null ? PathObserver.all(paths, structures, progressLine)
                : PathObserver.all(paths, structures, extraObserver, progressLine);

        List<MemoryPoolMXBean> pools = heapPools();
        pools.forEach(MemoryPoolMXBean::resetPeakUsage);
        long start = System.nanoTime();
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        ExplorationStats stats;
        try (RunResources resources = new RunResources(className, loader, scope, settings);
             PathSolver solver = solvers.get()) {
            HeapTechnique tech = entry.create(new TechniqueContext(layout, scope, counters, resources));
            try {
                Exploration exploration = new Exploration(vm, heap, tech, tech.pathSolver(solver), counters,
                        limits, observer, searchOrder, seed);
                if (driverClass != null) {
                    exploration.prepare(driver(vm));
                } else {
                    VmMethod m = analysedMethod(header);
                    Object[] args = symbolicArguments(vm, heap, tech, layout, m);
                    exploration.entryIsAnalysedMethod();
                    exploration.prepare(m, args);
                }
                exploration.explore(subtree);
                stats = exploration.stats();
            } finally {
                tech.finish(); // releases what it holds (SAT solvers) even when the run fails
            }
            pre.counters().forEach((k, v) -> counters.counter(k).add(v));
            long failovers = resources.cacheStats().failovers();
            if (failovers > 0 || counters.has("cacheLookups")) {
                counters.counter("cacheFailovers").add(failovers);
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            long cpuMillis = (threads.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
            long peak = 0;
            for (MemoryPoolMXBean p : pools) {
                peak += p.getPeakUsage().getUsed();
            }
            return new AnalysisResult(displayName, method, tech.name(), scope, pre.describe(), paths.paths(),
                    paths.normal(), Map.copyOf(paths.exceptions()), paths.depthLimited(), paths.stepLimited(),
                    paths.assumeFailed(), paths.deadEnds(), structures.count(), Map.copyOf(paths.raised()),
                    counters.values(), stats.lazyChoicePoints(), stats.branchChoicePoints(),
                    stats.switchChoicePoints(), solver.stats(), stats.steps(), millis, cpuMillis, peak,
                    stats.partial(), List.copyOf(structures.structures()));
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
    private Precondition precondition(InputHeap heap, VmClass header) {
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
