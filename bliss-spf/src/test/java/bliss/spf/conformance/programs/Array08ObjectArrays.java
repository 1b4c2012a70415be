package bliss.spf.conformance.programs;

/** Arrays of objects, of interfaces, of enums and records; arrays as map values; equality of arrays. */
public class Array08ObjectArrays {
    enum E { P, Q }
    record R(int v) {}
    static String run(int x) {
        Comparable<?>[] cs = {"s", x, E.Q, 'c'};
        R[] rs = new R[3];
        for (int i = 0; i < rs.length; i++) rs[i] = new R(i * x);
        E[] es = E.values();
        java.util.Map<String, int[]> m = new java.util.HashMap<>();
        m.put("k", new int[]{x});
        m.get("k")[0]++;
        StringBuilder sb = new StringBuilder();
        for (Comparable<?> c : cs) sb.append(c.getClass().getSimpleName()).append(' ');
        return sb + java.util.Arrays.toString(rs) + " " + es.length + " " + m.get("k")[0] + " "
                + java.util.Arrays.equals(rs, new R[]{new R(0), new R(x), new R(2 * x)}) + " " + rs.equals(rs.clone());
    }
}
