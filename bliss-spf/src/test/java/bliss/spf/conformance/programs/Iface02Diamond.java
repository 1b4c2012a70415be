package bliss.spf.conformance.programs;

/** Diamond inheritance of defaults resolved by an override; constants in interfaces; abstract classes. */
public class Iface02Diamond {
    interface A { default String who() { return "A"; } int K = 7; }
    interface B extends A { default String who() { return "B"; } }
    interface C extends A { default String who() { return "C"; } }
    static class D implements B, C { public String who() { return B.super.who() + C.super.who() + "D"; } }
    static abstract class Base implements A {
        abstract int value();
        int doubled() { return 2 * value(); }
    }
    static class Impl extends Base { final int v; Impl(int v) { this.v = v; } int value() { return v + K; } }
    static String run(int x) {
        A a = new D();
        Base b = new Impl(x);
        return a.who() + " " + b.doubled() + " " + b.who() + " " + A.K;
    }
}
