package bliss.spf.analysis;

import bliss.cli.UserError;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.LayoutException;
import bliss.spf.explore.Limits;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathObserver;
import bliss.spf.explore.SymbolicExecution;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.HeapTechniques;
import bliss.spf.heap.HybridPrecondition;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.NativePrecondition;
import bliss.spf.heap.Precondition;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.heap.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.StructureCollector;
import bliss.spf.solver.PathSolver;
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

    public Analysis limits(Limits l) {
        this.limits = l;
        return this;
    }

    /**
     * Runs preconditions on the host JVM ({@link NativePrecondition}, the default) or in the interpreter
     * ({@link HybridPrecondition}).
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
        Vm vm = new Vm(loader);
        InputHeap heap = new InputHeap(vm, layout, scope);
        HeapTechnique tech = HeapTechniques.create(technique,
                new HeapTechniques.Context(layout, scope, className, loader, settings));
        VmClass header = vm.classes.load(layout.header().name());
        Precondition pre = precondition(heap, header);
        heap.setPrecondition(pre);
        StructureCollector collector = new StructureCollector(layout, keepStructures, keepPaths, warnings,
                progress);

        List<MemoryPoolMXBean> pools = heapPools();
        pools.forEach(MemoryPoolMXBean::resetPeakUsage);
        long start = System.nanoTime();
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        SymbolicExecution execution;
        try (PathSolver solver = solvers.get()) {
            PathObserver observer = collector;
            if (extraObserver != null) {
                PathObserver extra = extraObserver;
                observer = new PathObserver() {
                    @Override
                    public void pathEnded(SymbolicExecution e, Outcome o, String type, List<String> raised) {
                        collector.pathEnded(e, o, type, raised);
                        extra.pathEnded(e, o, type, raised);
                    }

                    @Override
                    public void progress(SymbolicExecution e) {
                        collector.progress(e);
                    }
                };
            }
            try {
                execution = new SymbolicExecution(vm, heap, tech, solver, limits, observer);
                if (driverClass != null) {
                    VmClass d;
                    try {
                        d = vm.classes.load(driverClass.replace('.', '/'));
                    } catch (bliss.spf.vm.Unsupported e) {
                        throw new UserError("no driver class " + driverClass + " (" + e.what() + ")");
                    }
                    VmMethod m = d.declaredMethod(driverMethod + "()V");
                    if (m == null || !m.isStatic()) {
                        throw new UserError("no driver: " + driverClass + " has no static method " + driverMethod
                                + "()");
                    }
                    execution.explore(m);
                } else {
                    VmMethod m = analysedMethod(header);
                    Object[] args = symbolicArguments(vm, heap, tech, layout, m);
                    execution.entryIsAnalysedMethod();
                    execution.explore(m, args);
                }
            } finally {
                tech.finish(); // releases what it holds (the verdict cache) even when the run fails
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            long cpuMillis = (threads.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
            long peak = 0;
            for (MemoryPoolMXBean p : pools) {
                peak += p.getPeakUsage().getUsed();
            }
            Map<String, Long> pruned = new LinkedHashMap<>(tech.counters());
            pruned.putAll(pre.counters());
            return new AnalysisResult(displayName, method, tech.name(), scope, pre.describe(), execution.paths(),
                    collector.normal(), Map.copyOf(collector.exceptions()), collector.depthLimited(),
                    collector.stepLimited(), collector.assumeFailed(), collector.deadEnds(),
                    collector.structureCount(), Map.copyOf(collector.raised()), pruned,
                    execution.lazyChoicePoints(), execution.branchChoicePoints(), execution.switchChoicePoints(),
                    solver.stats(), execution.steps(), millis, cpuMillis, peak, execution.partial(),
                    List.copyOf(collector.structures()));
        }
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
        HybridPrecondition.Mode mode;
        VmMethod m;
        switch (preconditionMode) {
            case NONE -> {
                return Precondition.NONE;
            }
            case HANDWRITTEN -> {
                if (hybrid == null) {
                    throw new UserError(header.javaName() + " declares no boolean repOKHybrid() for "
                            + "--precondition handwritten");
                }
                mode = HybridPrecondition.Mode.HANDWRITTEN;
                m = hybrid;
            }
            case DERIVED -> {
                if (concrete == null) {
                    throw new UserError(header.javaName() + " declares no boolean repOK() for "
                            + "--precondition derived");
                }
                mode = HybridPrecondition.Mode.DERIVED;
                m = concrete;
            }
            default -> {
                if (hybrid != null) {
                    mode = HybridPrecondition.Mode.HANDWRITTEN;
                    m = hybrid;
                } else if (concrete != null) {
                    mode = HybridPrecondition.Mode.DERIVED;
                    m = concrete;
                } else {
                    return Precondition.NONE;
                }
            }
        }
        if (m.isStatic()) {
            throw new UserError(m + " must be an instance method");
        }
        if (nativePreconditions) {
            try {
                return new NativePrecondition(heap, loader, m.name, mode == HybridPrecondition.Mode.HANDWRITTEN,
                        limits.preconditionSteps());
            } catch (IllegalStateException e) {
                warnings.accept(e.getMessage() + "; interpreting it instead");
            }
        }
        return new HybridPrecondition(heap, m, mode, limits.preconditionSteps(), limits.maxDepth());
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
