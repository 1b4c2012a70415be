package bliss.jml;

import bliss.jml.Expr.Binary;
import bliss.jml.Expr.BoolLit;
import bliss.jml.Expr.Conditional;
import bliss.jml.Expr.Field;
import bliss.jml.Expr.Has;
import bliss.jml.Expr.IntLit;
import bliss.jml.Expr.Name;
import bliss.jml.Expr.Quantifier;
import bliss.jml.Expr.Reach;
import bliss.jml.Expr.Size;
import bliss.jml.Expr.This;
import bliss.jml.Expr.Unary;

/** Prints an expression in JML syntax, fully parenthesized: the normal form of an invariant. */
public final class Printer {

    private Printer() {
    }

    public static String print(Expr e) {
        if (e instanceof IntLit i) {
            return Integer.toString(i.value());
        } else if (e instanceof BoolLit b) {
            return Boolean.toString(b.value());
        } else if (e instanceof This) {
            return "this";
        } else if (e instanceof Name n) {
            return n.name();
        } else if (e instanceof Field f) {
            return print(f.target()) + "." + f.field();
        } else if (e instanceof Unary u) {
            return (u.op() == Expr.UnaryOp.NOT ? "!" : "-") + "(" + print(u.operand()) + ")";
        } else if (e instanceof Binary b) {
            return "(" + print(b.left()) + " " + b.op().symbol + " " + print(b.right()) + ")";
        } else if (e instanceof Conditional c) {
            return "(" + print(c.condition()) + " ? " + print(c.then()) + " : " + print(c.otherwise()) + ")";
        } else if (e instanceof Quantifier q) {
            return "(" + q.kind().keyword + " " + q.type() + " " + String.join(", ", q.variables()) + "; "
                    + (q.range() == null ? "" : print(q.range()) + "; ") + print(q.body()) + ")";
        } else if (e instanceof Reach r) {
            return "\\reach(" + print(r.from()) + ", " + r.type() + ", " + String.join(" + ", r.fields()) + ")";
        } else if (e instanceof Has h) {
            return print(h.set()) + ".has(" + print(h.element()) + ")";
        } else if (e instanceof Size s) {
            return print(s.set()) + ".int_size()";
        }
        return "null";
    }
}
