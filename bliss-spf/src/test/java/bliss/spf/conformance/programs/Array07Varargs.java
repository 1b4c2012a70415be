package bliss.spf.conformance.programs;

/** Varargs methods: no arguments, one, many, an explicit array, null. */
public class Array07Varargs {
    static String join(String sep, Object... parts) {
        if (parts == null) return "null array";
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) sb.append(i == 0 ? "" : sep).append(parts[i]);
        return sb + "#" + parts.length;
    }
    static int sum(int... xs) { int s = 0; for (int v : xs) s += v; return s; }
    static String run(int x) {
        return join(",") + " " + join(",", x) + " " + join("-", 1, "two", 3.0, 'c') + " "
                + join("+", new Object[]{x, x}) + " " + join("/", (Object[]) null) + " " + sum() + " " + sum(x, x, x);
    }
}
