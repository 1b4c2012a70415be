package bliss.spf.conformance.programs;

/** System.out.print and println of every type, including objects (their toString) and null. */
public class Print01Values {
    static final class Thing { public String toString() { return "thing"; } }
    static String run(int x) {
        System.out.print(x);
        System.out.print(' ');
        System.out.print(x * 3_000_000_000L);
        System.out.print(' ');
        System.out.print(x > 0);
        System.out.print(' ');
        System.out.print(x / 2.0);
        System.out.print(' ');
        System.out.print((float) x);
        System.out.println();
        System.out.println("line " + x);
        System.out.println(new Thing());
        System.out.println((Object) null);
        System.out.println((String) null);
        System.out.println(new char[]{'c', 'h'});
        System.out.println(java.util.List.of(x, x + 1));
        return "printed";
    }
}
