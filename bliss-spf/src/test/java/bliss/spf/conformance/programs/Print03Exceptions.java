package bliss.spf.conformance.programs;

/** Printing exceptions (their toString) and messages built from values. */
public class Print03Exceptions {
    static String run(int x) {
        try {
            Object o = x > 0 ? "str" : Integer.valueOf(x);
            System.out.println("casting " + o);
            String s = (String) o;
            System.out.println("ok " + s);
        } catch (ClassCastException e) {
            System.out.println("bad cast");
        }
        try {
            throw new IllegalArgumentException("value " + x + " rejected");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
            System.out.println(e.getMessage());
        }
        return "end";
    }
}
