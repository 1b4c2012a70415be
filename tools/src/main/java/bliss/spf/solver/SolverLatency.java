package bliss.spf.solver;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import com.microsoft.z3.Context;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Measures the solver chain (a timed loop; docs/results/2026-11-22-path-solver.md): the time to load Z3's native
 * library and to create a context, and the latency of {@code decide} on the path condition of a binary-search-tree
 * lookup, through the standard chain, through Z3 behind the branch decider, and through Z3 alone. Prints medians
 * over batches, of wall time and of this thread's CPU time (Z3 runs on the calling thread, so its time is
 * included; on a shared, loaded machine CPU time is the steadier figure). Run it in a fresh JVM: the native
 * library loads once per process.
 *
 * <pre>java -cp "$(cat tools/target/classpath.txt)" bliss.spf.solver.SolverLatency [batches]</pre>
 */
public final class SolverLatency {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private SolverLatency() {
    }

    public static void main(String[] args) throws Exception {
        int batches = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        long t0 = System.nanoTime();
        Class.forName("com.microsoft.z3.Native", true, SolverLatency.class.getClassLoader());
        long loaded = System.nanoTime() - t0;
        t0 = System.nanoTime();
        new Context().close();
        long firstContext = System.nanoTime() - t0;
        double[] contexts = new double[20];
        for (int i = 0; i < contexts.length; i++) {
            t0 = System.nanoTime();
            new Context().close();
            contexts[i] = System.nanoTime() - t0;
        }
        System.out.printf("native library load            %10.1f ms%n", loaded / 1e6);
        System.out.printf("first Z3 context               %10.1f ms%n", firstContext / 1e6);
        System.out.printf("later Z3 context (median)      %10.1f ms%n", median(contexts) / 1e6);

        System.out.println("decide() on a BST lookup path condition, median of " + batches + " batches:");
        System.out.println("chain        keys  pc-size   us/decide(wall)  us/decide(cpu)  z3 calls/decide");
        for (int keys : new int[] {10, 20}) {
            measureFixedPath("standard", PathSolvers::standard, keys, 20_000, batches);
            measureFixedPath("z3Only", PathSolvers::z3Only, keys, 200, batches);
            measureFixedPath("z3Plain", PathSolvers::z3Plain, keys, 200, batches);
        }

        System.out.println("whole depth-first search of a BST lookup, median of " + batches + " runs:");
        System.out.println("chain        depth  paths   decisions   us/decision(wall)  us/decision(cpu)");
        for (int depth : new int[] {8, 10}) {
            measureSearch("standard", PathSolvers::standard, depth, batches);
            measureSearch("z3Only", PathSolvers::z3Only, depth, batches);
            measureSearch("z3Plain", PathSolvers::z3Plain, depth, batches);
        }
    }

    /**
     * The path condition of a lookup that went down {@code keys} levels (k != key_i, then k < key_i or k >= key_i
     * alternately); then the two branches at the next node are decided over and over.
     */
    private static void measureFixedPath(String name, Supplier<PathSolver> chain, int keys, int calls, int batches) {
        try (PathSolver solver = chain.get()) {
            Var k = Var.ofInt(0, "k");
            Var[] key = new Var[keys + 1];
            for (int i = 0; i <= keys; i++) {
                key[i] = Var.ofInt(i + 1, "N" + i + ".key");
                if (i < keys) {
                    pushDecided(solver, new Compare(Compare.Op.NE, k, key[i]));
                    pushDecided(solver, new Compare(i % 2 == 0 ? Compare.Op.LT : Compare.Op.GE, k, key[i]));
                }
            }
            Expr found = new Compare(Compare.Op.EQ, k, key[keys]);
            Expr left = new Compare(Compare.Op.LT, k, key[keys]);
            for (int i = 0; i < calls; i++) {                      // warm-up
                solver.decide(i % 2 == 0 ? found : left);
            }
            long z3Before = solver.stats().z3Calls();
            double[] wall = new double[batches];
            double[] cpu = new double[batches];
            for (int b = 0; b < batches; b++) {
                long c0 = THREADS.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                for (int i = 0; i < calls; i++) {
                    solver.decide(i % 2 == 0 ? found : left);
                }
                wall[b] = (System.nanoTime() - t0) / (double) calls;
                cpu[b] = (THREADS.getCurrentThreadCpuTime() - c0) / (double) calls;
            }
            double z3PerDecide = (solver.stats().z3Calls() - z3Before) / (double) (calls * batches);
            System.out.printf("%-10s %6d %8d %16.2f %15.2f %16.2f%n", name, keys, solver.size(),
                    median(wall) / 1e3, median(cpu) / 1e3, z3PerDecide);
        }
    }

    private static void pushDecided(PathSolver solver, Expr condition) {
        if (!solver.decide(condition).allowsTrue()) {
            throw new IllegalStateException("infeasible: " + condition);
        }
        solver.push(condition);
    }

    private static void measureSearch(String name, Supplier<PathSolver> chain, int depth, int batches) {
        double[] millis = new double[batches];
        double[] cpuMillis = new double[batches];
        long paths = 0;
        long decisions = 0;
        for (int b = -1; b < batches; b++) {                       // run -1 warms up
            try (PathSolver solver = chain.get()) {
                solver.decide(new Compare(Compare.Op.LT, Var.ofInt(999, "warm"), Var.ofInt(998, "up")));
                BstSearch search = new BstSearch(solver, depth, s -> { });
                long c0 = THREADS.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                paths = search.run();
                double elapsed = (System.nanoTime() - t0) / 1e6;
                double cpu = (THREADS.getCurrentThreadCpuTime() - c0) / 1e6;
                decisions = search.decisions();
                if (b >= 0) {
                    millis[b] = elapsed;
                    cpuMillis[b] = cpu;
                }
            }
        }
        System.out.printf("%-10s %7d %6d %11d %19.2f %17.2f%n", name, depth, paths, decisions,
                median(millis) * 1e3 / decisions, median(cpuMillis) * 1e3 / decisions);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
