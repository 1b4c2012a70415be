package bliss.spf.testgen;

import bliss.bounds.ClassSpec;
import bliss.spf.explore.PathEnd;
import bliss.target.TargetClass;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A measurement (docs/results/2026-11-24-testgen.md): the CPU time of completing every path of a
 * method (Z3 runs on the calling thread, so its native work counts), per path, median over repetitions.
 *
 * <pre>
 * java -cp "$(cat tools/target/classpath.txt)" bliss.spf.testgen.CompletionCost \
 *     Subject method scope technique repetitions
 * </pre>
 */
public final class CompletionCost {

    private CompletionCost() {
    }

    public static void main(String[] args) {
        TargetClass target = TargetClass.resolve(args[0], List.of(), List.of());
        String method = args[1];
        int scope = Integer.parseInt(args[2]);
        int reps = Integer.parseInt(args[4]);
        List<PathEnd> ends = GeneratedSuites.pathEnds(target, method, scope, args[3]);
        ClassSpec spec = ClassSpec.of(target);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        List<Double> perPath = new ArrayList<>();
        int completed = 0;
        for (int r = 0; r < reps; r++) {
            try (Completion c = new InvariantCompletion(spec.invariant(), scope, TestGeneration.assignability(target.loader()))) {
                completed = 0;
                long c0 = threads.getCurrentThreadCpuTime();
                for (PathEnd e : ends) {
                    completed += c.complete(e).completed() ? 1 : 0;
                }
                perPath.add((threads.getCurrentThreadCpuTime() - c0) / 1e6 / ends.size());
            }
        }
        Collections.sort(perPath);
        System.out.printf("%s.%s scope %d %s: %d paths, %d completed; cpu ms per path: median %.2f (min %.2f, "
                        + "max %.2f) over %d%n", args[0], method, scope, args[3], ends.size(), completed,
                perPath.get(perPath.size() / 2), perPath.get(0), perPath.get(perPath.size() - 1), reps);
    }
}
