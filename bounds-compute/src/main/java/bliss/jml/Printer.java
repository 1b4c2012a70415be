package bliss.jml;

import bliss.jml.JmlExpr.Binary;
import bliss.jml.JmlExpr.BoolLit;
import bliss.jml.JmlExpr.Conditional;
import bliss.jml.JmlExpr.Field;
import bliss.jml.JmlExpr.Has;
import bliss.jml.JmlExpr.IntLit;
import bliss.jml.JmlExpr.Name;
import bliss.jml.JmlExpr.Quantifier;
import bliss.jml.JmlExpr.Reach;
import bliss.jml.JmlExpr.Size;
import bliss.jml.JmlExpr.This;
import bliss.jml.JmlExpr.Unary;

/** Prints an expression in JML syntax, fully parenthesized: the normal form of an invariant. */
public final class Printer {

    private Printer() {
    }

    public static String print(JmlExpr e) {
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
            return (u.op() == JmlExpr.UnaryOp.NOT ? "!" : "-") + "(" + print(u.operand()) + ")";
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
