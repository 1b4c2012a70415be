package bliss.realcode.oracle;

import bliss.realcode.oracle.ConcreteInput.Recipe;
import bliss.symbolic.Symbolic;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The brute-force oracle: every valid input of a subject up to k nodes (its candidates that the subject's own repOK
 * accepts on the real objects), with every value of the driver's arguments from their small domains, run through
 * the driver on the real JVM with the instrumented copies; each run's {@link Trace} is its path. The number of
 * distinct traces is the number of paths of the method over those inputs.
 */
public final class JvmPaths {

    /** One run: the input, the arguments' values by name, the trace. */
    public record Run(Recipe input, Map<String, Integer> args, List<String> trace) {
        @Override
        public String toString() {
            return input + " " + args;
        }
    }

    private JvmPaths() {
    }

    /** The candidates the subject's repOK accepts, built in {@code loader}. */
    public static List<Recipe> valid(List<Recipe> candidates, ClassLoader loader) {
        List<Recipe> out = new ArrayList<>();
        for (Recipe r : candidates) {
            if (Reflect.repOK(r.in(loader).receiver())) {
                out.add(r);
            }
        }
        return out;
    }

    /** Runs the driver on every valid input and every assignment of its arguments (name to domain, in order). */
    public static List<Run> run(List<Recipe> valid, TracingLoader loader, String driverClass, String method,
                                Map<String, int[]> argDomains) {
        Method driver;
        try {
            driver = Class.forName(driverClass, true, loader).getMethod(method);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        List<Map<String, Integer>> assignments = new ArrayList<>();
        assignments.add(new LinkedHashMap<>());
        for (Map.Entry<String, int[]> a : argDomains.entrySet()) {
            List<Map<String, Integer>> next = new ArrayList<>();
            for (Map<String, Integer> partial : assignments) {
                for (int v : a.getValue()) {
                    Map<String, Integer> m = new LinkedHashMap<>(partial);
                    m.put(a.getKey(), v);
                    next.add(m);
                }
            }
            assignments = next;
        }
        List<Run> out = new ArrayList<>();
        for (Recipe r : valid) {
            for (Map<String, Integer> args : assignments) {
                ConcreteInput in = r.in(loader);
                Symbolic.Given given = Symbolic.given().object("X", in.receiver());
                args.forEach(given::integer);
                List<String> trace = Trace.of(in.objects(), in.receiver(), () -> given.run(() -> invoke(driver)));
                out.add(new Run(r, Map.copyOf(args), trace));
            }
        }
        return out;
    }

    private static void invoke(Method driver) {
        try {
            driver.invoke(null);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("the driver " + driver + " threw", e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
