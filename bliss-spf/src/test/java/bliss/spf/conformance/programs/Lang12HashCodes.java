package bliss.spf.conformance.programs;

/** hashCode of strings, boxes, lists, sets, maps, records and enums' consistency across equal values. */
public class Lang12HashCodes {
    record P(int a, String b) {}
    static String run(int x) {
        String s = "key" + x;
        return s.hashCode() + " " + Integer.valueOf(x).hashCode() + " " + Long.valueOf(x * 7L).hashCode() + " "
                + Boolean.valueOf(x > 0).hashCode() + " " + Character.valueOf('c').hashCode() + " "
                + java.util.List.of(x, s).hashCode() + " " + new java.util.HashSet<>(java.util.List.of(x, 2 * x)).hashCode() + " "
                + java.util.Map.of("k", x).hashCode() + " " + new P(x, s).hashCode() + " " + java.util.Arrays.hashCode(new int[]{x, 1})
                + " " + java.util.Objects.hash(x, s) + " " + Double.hashCode(x / 3.0) + " " + "".hashCode();
    }
}
