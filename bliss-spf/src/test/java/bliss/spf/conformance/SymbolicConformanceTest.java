package bliss.spf.conformance;

import bliss.layout.ClassLayout;
import bliss.spf.explore.Exploration;
import bliss.spf.explore.Limits;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathObserver;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.heap.TechniqueContext;
import bliss.spf.stats.Counters;
import bliss.spf.solver.PathSolver;
import bliss.spf.solver.PathSolvers;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.SymbolicString;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conformance programs with a symbolic driver ({@code symbolic()}: {@code x} symbolic in {@code LO..HI}, then
 * {@code System.out.println(run(x))}, or the RuntimeException it throws) explored by the engine (lazy
 * initialization, depth-first, Z3 chain). Checked against the program and the real JVM:
 * <ul>
 *   <li>the number of paths is {@code PATHS}, counted by hand from the program (each class says how);</li>
 *   <li>every value of {@code LO..HI} satisfies the path condition of exactly one path, and the real JVM running
 *       the driver's body on that value prints what that path printed, its symbolic parts written for that value
 *       (so every path is feasible, no two overlap, and together they cover the domain with the JVM's
 *       behaviour).</li>
 * </ul>
 */
class SymbolicConformanceTest {

    /** One explored path: its condition and what it printed (pieces, some symbolic), or the escaping exception. */
    record PathEnd(List<Expr> condition, List<Object> printed, String escaped) {
    }

    @Test
    void atLeastFifteenProgramsRunSymbolically() {
        long n = Programs.all().stream().filter(SymbolicConformanceTest::isSymbolic).count();
        assertTrue(n >= 15, "only " + n + " symbolic programs");
    }

    static boolean isSymbolic(String name) {
        try {
            return Programs.staticField(Class.forName(name, false, new Programs.Fresh()), "PATHS") != null;
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    @TestFactory
    Stream<DynamicTest> symbolicPathsAreFeasibleDisjointAndCoverTheDomainAsTheJvmRunsIt() {
        return Programs.all().stream().filter(SymbolicConformanceTest::isSymbolic)
                .map(name -> DynamicTest.dynamicTest(ConformanceTest.simple(name), () -> check(name)));
    }

    static void check(String name) throws Exception {
        Class<?> real = Class.forName(name, true, new Programs.Fresh());
        int paths = (Integer) Programs.staticField(real, "PATHS");
        int lo = (Integer) Programs.staticField(real, "LO");
        int hi = (Integer) Programs.staticField(real, "HI");
        Method run = Programs.run(real);
        List<PathEnd> ends = explore(name);
        assertEquals(paths, ends.size(), name + ": paths " + ends);
        for (int v = lo; v <= hi; v++) {
            List<PathEnd> holding = new ArrayList<>();
            Map<Var, Long> values = null;
            for (PathEnd e : ends) {
                Map<Var, Long> env = environment(e, v);
                if (e.condition().stream().allMatch(c -> c.eval(env) != 0)) {
                    holding.add(e);
                    values = env;
                }
            }
            assertEquals(1, holding.size(), name + ": x = " + v + " satisfies the conditions of " + holding);
            PathEnd e = holding.get(0);
            StringBuilder text = new StringBuilder();
            for (Object piece : e.printed()) {
                text.append(piece instanceof String s ? s : ((SymbolicString) piece).render(values));
            }
            String engine = text + (e.escaped() == null ? "" : " escaped " + e.escaped());
            assertEquals(driverOnTheJvm(run, v), engine, name + ": x = " + v + " on the path " + e.condition());
        }
    }

    /** The values of the path condition's variables: {@code x} is {@code v} (other variables are not expected). */
    private static Map<Var, Long> environment(PathEnd e, long v) {
        Map<Var, Long> env = new HashMap<>();
        for (Expr c : e.condition()) {
            c.forEachVar(var -> {
                if (!var.name().equals("x")) {
                    throw new IllegalStateException("unexpected variable " + var);
                }
                env.put(var, v);
            });
        }
        for (Object piece : e.printed()) {
            if (piece instanceof SymbolicString s) {
                for (Expr t : s.terms()) {
                    t.forEachVar(var -> env.put(var, v));
                }
            }
        }
        return env;
    }

    /** The driver's body on the real JVM: println(run(v)), or println of the RuntimeException it throws. */
    static String driverOnTheJvm(Method run, int v) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        PrintStream saved = System.out;
        String escaped = null;
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        try {
            try {
                System.out.println(run.invoke(null, v));
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    System.out.println(r);
                } else {
                    escaped = e.getCause().getClass().getName();
                }
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } finally {
            System.setOut(saved);
        }
        return buffer.toString(StandardCharsets.UTF_8) + (escaped == null ? "" : " escaped " + escaped);
    }

    /** Every path of the program's symbolic() driver (paths cut by Symbolic.assume are not paths). */
    static List<PathEnd> explore(String name) {
        ClassLoader loader = SymbolicConformanceTest.class.getClassLoader();
        Vm vm = new Vm(loader);
        ClassLayout layout = ClassLayout.of(name, loader);
        InputHeap heap = new InputHeap(vm, layout, 1);
        Counters counters = new Counters();
        HeapTechnique li = TechniqueCatalogue.find("li").orElseThrow()
                .create(new TechniqueContext(layout, 1, counters, null));
        List<PathEnd> ends = new ArrayList<>();
        PathObserver observer = end -> {
            if (!end.isPath()) {
                return;
            }
            if (end.outcome() == Outcome.DEPTH_LIMIT || end.outcome() == Outcome.STEP_LIMIT
                    || end.outcome() == Outcome.SOLVER_LIMIT) {
                throw new IllegalStateException(name + ": a path hit a limit (" + end.outcome() + ")");
            }
            // the console still holds what this path printed (the observer runs before backtracking)
            ends.add(new PathEnd(end.pathCondition(), vm.console().pieces(false),
                    end.outcome() == Outcome.EXCEPTION ? end.exceptionType()
                            : end.outcome() == Outcome.UNSUPPORTED
                            ? "unsupported: " + end.exceptionMessage() + " at " + end.location() : null));
        };
        try (PathSolver solver = PathSolvers.standard()) {
            // no limit on a query: Z3 decides each of these programs' questions, but a string hash's parity can take
            // it past the default 10 s on a loaded machine, and the path would be cut (SOLVER_LIMIT), not explored
            Exploration exploration = new Exploration(vm, heap, li, solver, counters,
                    Limits.DEFAULT.withSolverMillis(0), observer);
            VmClass c = vm.classes.load(name.replace('.', '/'));
            exploration.explore(c.declaredMethod("symbolic()V"));
        }
        return ends;
    }

    // ------------------------------------------------------------------------------------------------------------

    /** The example: the message keeps the term; the uncaught exception is described with it. */
    @Test
    void aSymbolicValueInAnExceptionMessageIsReportedAsTheTerm() {
        List<PathEnd> ends = explore(Programs.PACKAGE + ".Sym02StackMessage");
        List<String> texts = new ArrayList<>();
        for (PathEnd e : ends) {
            StringBuilder sb = new StringBuilder();
            e.printed().forEach(p -> sb.append(p instanceof String s ? s : "{" + p + "}"));
            texts.add(sb.toString());
        }
        assertTrue(texts.stream().anyMatch(t -> t.contains("{\"java.lang.IllegalStateException: empty stack of size \" + x}")),
                texts.toString());
    }

    /**
     * A split of text with a symbolic part needs its characters (the string theory decides equals, compareTo,
     * hashCode, length, charAt, substring, startsWith and a few more, not split): without concretization the path
     * stops, naming it.
     */
    @Test
    void aSplitOfASymbolicStringEndsItsPathWithTheOperationAndTheText() {
        List<PathEnd> ends = explore(Programs.PACKAGE + ".Sym90SplitOfSymbolicText");
        assertEquals(1, ends.size(), ends.toString());
        String line = ends.get(0).escaped();
        assertTrue(line.startsWith("unsupported: String.split of \"k\" + x needs the characters of "
                + "the symbolic value x"), line);
        assertTrue(line.contains("at Sym90SplitOfSymbolicText.run(Sym90SplitOfSymbolicText.java:"), line);
    }
}
