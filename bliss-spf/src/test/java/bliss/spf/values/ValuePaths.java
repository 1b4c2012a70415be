package bliss.spf.values;

import bliss.layout.ClassLayout;
import bliss.spf.explore.Exploration;
import bliss.spf.explore.Limits;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InterpretedPrecondition;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.heap.TechniqueContext;
import bliss.spf.solver.PathSolver;
import bliss.spf.solver.PathSolvers;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.SymbolicString;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Lazy initialization (with the class's repOK as the derived precondition, interpreted) over a driver of
 * {@code values.ValueDrivers} that prints the analysed method's result: every path with what it printed, its input
 * and a model of its path condition. What the real JVM must print on the path's input is
 * {@link #printed(Path)}.
 */
final class ValuePaths {

    private ValuePaths() {
    }

    /** One path: how it ended, and what the driver printed on it (strings and symbolic strings). */
    record Path(PathEnd end, List<Object> pieces) {
    }

    /** Every path of {@code ValueDrivers.<driver>()} over {@code className}'s inputs of at most {@code scope} nodes. */
    static List<Path> explore(String className, String driver, int scope) {
        return explore(className, "values.ValueDrivers", driver, scope);
    }

    /** Every path of the static {@code driverClass.driver()} over {@code className}'s inputs of at most k nodes. */
    static List<Path> explore(String className, String driverClass, String driver, int scope) {
        ClassLoader loader = ValueClasses.loader();
        Vm vm = new Vm(loader);
        ClassLayout layout = ClassLayout.of(className, loader);
        InputHeap heap = new InputHeap(vm, layout, scope);
        VmClass header = vm.classes.load(layout.header().name());
        heap.setPrecondition(new InterpretedPrecondition(heap, header.resolveMethod("repOK()Z"),
                PreconditionMode.DERIVED, Limits.DEFAULT.preconditionSteps(), Limits.DEFAULT.maxDepth()));
        Counters counters = new Counters();
        HeapTechnique li = TechniqueCatalogue.find("li").orElseThrow()
                .create(new TechniqueContext(layout, scope, counters, null));
        List<Path> paths = new ArrayList<>();
        PathObserver observer = new PathObserver() {
            @Override
            public void pathEnded(PathEnd end) {
                if (!end.isPath()) {
                    return;
                }
                if (end.outcome() == Outcome.DEPTH_LIMIT || end.outcome() == Outcome.STEP_LIMIT
                        || end.outcome() == Outcome.SOLVER_LIMIT) {
                    throw new IllegalStateException(driver + ": a path hit a limit: " + end.outcome());
                }
                // the console still holds what this path printed (observers run before backtracking)
                paths.add(new Path(end, vm.console().pieces(false)));
            }

            @Override
            public boolean needsModels() {
                return true;
            }
        };
        try (PathSolver solver = PathSolvers.standard()) {
            // no per-query limit: the counts are the test's, not the solver's speed (a query under Character.isLetter's
            // ranges took 4-10 s in CI runs, next to the default 10 s after which the path is cut)
            Limits limits = new Limits(Limits.DEFAULT.maxDepth(), Limits.DEFAULT.stepLimit(),
                    Limits.DEFAULT.preconditionSteps(), 0, Limits.DEFAULT.maxChoices(), 0);
            Exploration exploration = new Exploration(vm, heap, li, solver, counters, limits, observer);
            exploration.explore(vm.classes.load(driverClass.replace('.', '/')).declaredMethod(driver + "()V"));
        }
        return paths;
    }

    /** The values of the path's variables: its model, and 0 for any variable the path condition leaves free. */
    static Map<Var, Long> environment(Path p) {
        Map<Var, Long> env = new HashMap<>(p.end().model());
        for (Object piece : p.pieces()) {
            if (piece instanceof SymbolicString s) {
                s.terms().forEach(t -> t.forEachVar(v -> env.putIfAbsent(v, 0L)));
            }
        }
        return env;
    }

    /** What the path printed, its symbolic parts written for {@code env}. */
    static String printed(Path p, Map<Var, Long> env) {
        StringBuilder sb = new StringBuilder();
        for (Object piece : p.pieces()) {
            sb.append(piece instanceof String s ? s : ((SymbolicString) piece).render(env));
        }
        return sb.toString();
    }
}
