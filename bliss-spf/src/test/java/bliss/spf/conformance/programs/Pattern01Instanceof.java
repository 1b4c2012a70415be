package bliss.spf.conformance.programs;

/** Pattern matching instanceof with conditions, negated patterns, and scoping. */
public class Pattern01Instanceof {
    static String describe(Object o) {
        if (o instanceof Integer i && i > 10) {
            return "big int " + (i + 1);
        } else if (o instanceof Integer i) {
            return "int " + i;
        } else if (o instanceof String s && !s.isEmpty()) {
            return "string of " + s.length();
        } else if (!(o instanceof CharSequence cs)) {
            return "other " + (o == null ? "null" : o.getClass().getSimpleName());
        } else {
            return "empty " + cs.length();
        }
    }
    static String run(int x) {
        Object[] things = {x, "s" + x, "", null, (long) x, new int[0], new StringBuilder("sb")};
        StringBuilder out = new StringBuilder();
        for (Object o : things) {
            out.append(describe(o)).append("; ");
        }
        return out.toString();
    }
}
