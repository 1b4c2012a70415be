package bliss.realcode;

import bliss.realcode.oracle.ConcreteInput.Recipe;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

/**
 * One analysed method of a real-code subject: the copied class, its driver, the domains of the driver's symbolic
 * arguments at scope k, the subject's candidate inputs at scope k, and the largest scope the suite runs it at.
 *
 * @param args each argument's name (as the driver gives it to {@code Symbolic.integer}) and its domain at scope k
 */
record RealCodeCase(String subject, String className, String driverClass, String method,
                    IntFunction<Map<String, int[]>> args, IntFunction<List<Recipe>> inputs, int maxScope) {

    String id() {
        return subject + "." + method;
    }

    @Override
    public String toString() {
        return id();
    }

    static int[] range(int lo, int hi) {
        return IntStream.rangeClosed(lo, hi).toArray();
    }

    /** Argument domains, in the order given: name, domain, name, domain, ... */
    static Map<String, int[]> args(Object... namesAndDomains) {
        Map<String, int[]> m = new LinkedHashMap<>();
        for (int i = 0; i < namesAndDomains.length; i += 2) {
            m.put((String) namesAndDomains[i], (int[]) namesAndDomains[i + 1]);
        }
        return m;
    }
}
