package bliss.spf.conformance.programs;

/** Comparisons of strings: equals, equalsIgnoreCase, compareTo, compareToIgnoreCase, hashCode, ==. */
public class Str02Compare {
    static String run(int x) {
        String a = "item" + x;
        String b = "ITEM" + x;
        String c = "item" + (x + 1);
        return a.equals(b) + " " + a.equalsIgnoreCase(b) + " " + Integer.signum(a.compareTo(c)) + " "
                + a.compareToIgnoreCase(b) + " " + a.hashCode() + " " + (a.intern() == ("item" + x).intern()) + " "
                + "literal".equals("lit" + "eral") + " " + a.equals(null) + " " + a.equals((Object) 5);
    }
}
