package bliss.spf.conformance.programs;

/** Anonymous classes capturing locals and the enclosing instance, with their own fields and initializers. */
public class Nested04AnonymousCapture {
    interface Counter { int next(); }
    private int offset = 100;
    Counter make(int start) {
        return new Counter() {
            int current = start;
            { current += offset; }
            public int next() { return current++; }
        };
    }
    static String run(int x) {
        Nested04AnonymousCapture o = new Nested04AnonymousCapture();
        Counter c = o.make(x);
        c.next();
        o.offset = 0;
        Counter d = o.make(x);
        return c.next() + " " + d.next() + " " + d.next();
    }
}
