package bliss.bounds;

import bliss.target.TargetClass;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A measurement (docs/results/2026-11-24-testgen.md; in bliss.bounds for its package-private encoding): what one
 * Kodkod translation of a class invariant costs without symmetry breaking's tight bounds, over the static bounds of a
 * scope. Completing a path through Kodkod would pay it once per path (each path fixes other tuples and adds other
 * integer constraints), before any solving.
 *
 * <pre>java -cp "$(cat tools/target/classpath.txt)" bliss.bounds.KodkodCompletionCost Subject scope repetitions</pre>
 */
public final class KodkodCompletionCost {

    private KodkodCompletionCost() {
    }

    public static void main(String[] args) {
        TargetClass target = TargetClass.resolve(args[0], List.of(), List.of());
        int scope = Integer.parseInt(args[1]);
        int reps = Integer.parseInt(args[2]);
        ClassSpec spec = ClassSpec.of(target);
        HeapAtoms atoms = new HeapAtoms(spec.layout(), scope);
        FieldBounds upper = new CanonicalOrder(atoms).staticBounds();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        List<Long> cpu = new ArrayList<>();
        for (int i = 0; i < reps; i++) {
            long c0 = threads.getCurrentThreadCpuTime();
            Encoding e = Encoding.of(spec.invariant(), atoms, upper);
            cpu.add((threads.getCurrentThreadCpuTime() - c0) / 1_000_000);
            if (e.cnf.clauses().isEmpty()) {
                throw new IllegalStateException("no clauses");
            }
        }
        Collections.sort(cpu);
        System.out.printf("%s scope %d: Kodkod translation, cpu ms per run: median %d (min %d, max %d) over %d%n",
                args[0], scope, cpu.get(cpu.size() / 2), cpu.get(0), cpu.get(cpu.size() - 1), reps);
    }
}
