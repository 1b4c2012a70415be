package bliss.spf.conformance.programs;

/** Static and instance initialization order: static blocks, field initializers, constructors, super first. */
public class Class01InitOrder {
    static StringBuilder log = new StringBuilder();
    static class Base {
        static { log.append("Base.static;"); }
        int a = mark("Base.field");
        { log.append("Base.block;"); }
        Base() { log.append("Base();"); describe(); }
        void describe() { log.append("Base.describe;"); }
        static int mark(String s) { log.append(s).append(';'); return 1; }
    }
    static class Derived extends Base {
        static { log.append("Derived.static;"); }
        int b = mark("Derived.field");
        Derived() { super(); log.append("Derived();"); }
        @Override void describe() { log.append("Derived.describe b=").append(b).append(';'); }
    }
    static String run(int x) {
        log.setLength(0);
        for (int i = 0; i <= Math.abs(x) % 2; i++) new Derived();
        return log.toString();
    }
}
