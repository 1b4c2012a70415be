package bliss.spf.conformance.programs;

/** Field hiding vs method overriding, static method hiding, protected access, super field access. */
public class Lang09Inheritance {
    static class A {
        String name = "A.name";
        static String who() { return "A.who"; }
        String get() { return name; }
        protected int value() { return 1; }
    }
    static class B extends A {
        String name = "B.name";
        static String who() { return "B.who"; }
        @Override String get() { return name + "/" + super.name; }
        @Override protected int value() { return super.value() + 10; }
    }
    static String run(int x) {
        A ab = new B();
        B b = (B) ab;
        return ab.name + " " + b.name + " " + ab.get() + " " + A.who() + " " + B.who() + " " + ab.value() + " "
                + ((A) b).name + " " + (x > 0 ? ab : new A()).get();
    }
}
