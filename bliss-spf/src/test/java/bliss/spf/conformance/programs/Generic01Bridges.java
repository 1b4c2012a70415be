package bliss.spf.conformance.programs;

/** Generic classes with bridge methods: Comparable<T>, a generic interface implemented with a concrete type. */
public class Generic01Bridges {
    interface Transformer<A, B> { B apply(A a); }
    static final class Length implements Transformer<String, Integer> {
        public Integer apply(String s) { return s.length(); }
    }
    static final class Version implements Comparable<Version> {
        final int major, minor;
        Version(int major, int minor) { this.major = major; this.minor = minor; }
        public int compareTo(Version o) { return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor); }
        public String toString() { return major + "." + minor; }
    }
    @SuppressWarnings({"rawtypes", "unchecked"})
    static String run(int x) {
        Transformer raw = new Length();
        Object viaBridge = raw.apply("abc" + x);
        Comparable c = new Version(1, x);
        int cmp = c.compareTo(new Version(1, 2));
        java.util.List<Version> vs = new java.util.ArrayList<>(java.util.List.of(new Version(2, 0), new Version(1, x), new Version(1, 1)));
        java.util.Collections.sort(vs);
        try {
            raw.apply(42);
            return "no exception";
        } catch (ClassCastException e) {
            return viaBridge + " " + cmp + " " + vs + " cce";
        }
    }
}
