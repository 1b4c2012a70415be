package bliss.spf.conformance.programs;

/** Object's own methods on the program's objects: default toString is avoided, equals identity, getClass. */
public class Lang18Objects2 {
    static final class Plain {}
    static String run(int x) {
        Plain a = new Plain();
        Plain b = new Plain();
        Object o = x > 0 ? a : b;
        return a.equals(b) + " " + a.equals(a) + " " + (a.hashCode() == a.hashCode()) + " " + o.getClass().getSimpleName()
                + " " + (a.getClass() == b.getClass()) + " " + a.getClass().getName().endsWith("$Plain") + " "
                + (a.toString().startsWith(a.getClass().getName() + "@")) + " " + Integer.toHexString(a.hashCode()).equals(
                a.toString().substring(a.toString().indexOf('@') + 1));
    }
}
