package bliss.spf.conformance.programs;

/** Boolean logic, boxes, parse and toString, logical operators on booleans, Boolean.compare. */
public class Lang06Boolean {
    static String run(int x) {
        boolean a = x % 2 == 0;
        boolean b = x > 3;
        Boolean boxed = a ^ b;
        return (a & b) + " " + (a | b) + " " + (a ^ b) + " " + !a + " " + Boolean.compare(a, b) + " " + boxed.equals(a != b)
                + " " + Boolean.parseBoolean("TRUE") + " " + Boolean.valueOf("yes") + " " + Boolean.logicalXor(a, b) + " "
                + Boolean.TRUE.compareTo(Boolean.FALSE) + " " + Boolean.hashCode(a);
    }
}
