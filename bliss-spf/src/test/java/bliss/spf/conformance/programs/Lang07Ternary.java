package bliss.spf.conformance.programs;

/** Conditional expressions mixing types: unboxing and numeric promotion of the branches. */
public class Lang07Ternary {
    static String run(int x) {
        Integer i = x;
        Object o = x > 0 ? i : "neg";
        Object promoted = x > 0 ? 1 : 2.0;
        long l = x > 0 ? x : 5L;
        Integer n = x > 100 ? null : x;
        char c = x > 0 ? 'p' : 'n';
        int fromChar = x > 0 ? 'p' : 0;
        return o + " " + promoted + " " + l + " " + n + " " + c + " " + fromChar + " " + (x > 0 ? "s" : null);
    }
}
