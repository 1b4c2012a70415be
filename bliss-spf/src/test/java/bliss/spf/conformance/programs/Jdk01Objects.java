package bliss.spf.conformance.programs;

import java.util.Objects;

/** java.util.Objects: equals, hash, hashCode, requireNonNull with messages, requireNonNullElse, checkIndex. */
public class Jdk01Objects {
    static String run(int x) {
        String a = x > 0 ? "a" + x : null;
        String r = Objects.equals(a, "a1") + " " + Objects.hash(x, "s", null) + " " + Objects.hashCode(a) + " "
                + Objects.isNull(a) + " " + Objects.requireNonNullElse(a, "dflt") + " " + Objects.toString(a, "-");
        if (x > 5) {
            Objects.checkIndex(x, 6);
        }
        return r + " " + Objects.requireNonNull(a, "a is required");
    }
}
