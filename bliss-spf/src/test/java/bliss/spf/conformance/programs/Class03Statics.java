package bliss.spf.conformance.programs;

/** Static state across calls (the runs of a program share it), static nested counters, constants. */
public class Class03Statics {
    static int calls;
    static final int LIMIT = 3;
    static final String NAME = "counter";
    static final class Registry {
        static final java.util.List<String> seen = new java.util.ArrayList<>();
    }
    static String run(int x) {
        calls++;
        Registry.seen.add("r" + x);
        if (Registry.seen.size() > LIMIT) Registry.seen.remove(0);
        return NAME + " " + calls + " " + Registry.seen;
    }
}
