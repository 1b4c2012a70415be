package bliss.spf.conformance.programs;

/** Sealed interfaces and classes (Java 17) with records as permitted subtypes, dispatched by instanceof patterns. */
public class Lang01Sealed {
    sealed interface Expr permits Num, Add, Mul, Neg {}
    record Num(int v) implements Expr {}
    record Add(Expr l, Expr r) implements Expr {}
    record Mul(Expr l, Expr r) implements Expr {}
    static final class Neg implements Expr { final Expr e; Neg(Expr e) { this.e = e; } }
    static int eval(Expr e) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Add a) return eval(a.l()) + eval(a.r());
        if (e instanceof Mul m) return eval(m.l()) * eval(m.r());
        if (e instanceof Neg n) return -eval(n.e);
        throw new AssertionError(e);
    }
    static String show(Expr e) {
        return e instanceof Num n ? String.valueOf(n.v()) : e instanceof Add a ? "(" + show(a.l()) + "+" + show(a.r()) + ")"
                : e instanceof Mul m ? show(m.l()) + "*" + show(m.r()) : "-" + show(((Neg) e).e);
    }
    static String run(int x) {
        Expr e = new Add(new Mul(new Num(x), new Num(3)), new Neg(new Add(new Num(1), new Num(x))));
        return show(e) + " = " + eval(e) + " " + e.getClass().isInterface() + " " + Expr.class.isInterface();
    }
}
