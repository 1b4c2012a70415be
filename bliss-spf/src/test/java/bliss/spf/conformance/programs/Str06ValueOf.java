package bliss.spf.conformance.programs;

/** String.valueOf of objects and primitives, Objects.toString, Integer.toString and the box toString. */
public class Str06ValueOf {
    static String run(int x) {
        Object o = x % 2 == 0 ? Integer.valueOf(x) : null;
        return String.valueOf(o) + String.valueOf(x) + String.valueOf(x > 1) + String.valueOf('q')
                + java.util.Objects.toString(o) + java.util.Objects.toString(o, "dflt") + Integer.toString(x)
                + Long.toString(x * 3L) + Boolean.toString(x < 0) + Character.toString('z') + Integer.valueOf(x);
    }
}
