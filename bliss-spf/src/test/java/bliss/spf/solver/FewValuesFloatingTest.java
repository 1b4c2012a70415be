package bliss.spf.solver;

import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Exprs#floating} writes out the conversion of a variable of few values (a table's length, 0..scope) and
 * applies an instruction with a constant to each value of such a choice: {@code (int) (n * 0.75f)}, the threshold of
 * a hash table a user's repOK computes as the class does, reaches the solver as a choice of ints with no
 * floating-point term. The oracle is the JVM: for every value of the variable the folded term evaluates to what Java
 * computes.
 */
class FewValuesFloatingTest {

    @Test
    void aThresholdOfALengthIsAChoiceOfInts() {
        Var n = new Var(0, "X.table.length", Type.INT, 0, 20);
        Expr threshold = Exprs.floating(Floating.Op.F2I,
                Exprs.floating(Floating.Op.FMUL, Exprs.floating(Floating.Op.I2F, n, null),
                        new Const(Float.floatToRawIntBits(0.75f), Type.FLOAT)), null);
        assertFalse(hasFloating(threshold), threshold.toString());
        for (int v = 0; v <= 20; v++) {
            assertEquals((int) (v * 0.75f), threshold.eval(Map.of(n, (long) v)), "n = " + v);
        }
    }

    @Test
    void doublesLongsAndComparisonsFoldToo() {
        Var k = new Var(1, "k", Type.LONG, -3, 5);
        Expr d = Exprs.floating(Floating.Op.DDIV, Exprs.floating(Floating.Op.L2D, k, null),
                new Const(Double.doubleToRawLongBits(3.0), Type.DOUBLE));
        Expr cmp = Exprs.floating(Floating.Op.DCMPL, new Const(Double.doubleToRawLongBits(0.5), Type.DOUBLE), d);
        Expr back = Exprs.floating(Floating.Op.D2L, d, null);
        assertFalse(hasFloating(cmp), cmp.toString());
        assertFalse(hasFloating(back), back.toString());
        for (long v = -3; v <= 5; v++) {
            double q = v / 3.0;
            assertEquals(Double.compare(0.5, q) < 0 ? -1 : 0.5 == q ? 0 : 1, (int) cmp.eval(Map.of(k, v)), "k = " + v);
            assertEquals((long) q, back.eval(Map.of(k, v)), "k = " + v);
        }
    }

    @Test
    void aVariableOfManyValuesStaysAFloatingTerm() {
        Var x = Var.ofInt(2, "x");
        Var wide = new Var(3, "w", Type.INT, 0, Exprs.FEW_VALUES);
        assertTrue(hasFloating(Exprs.floating(Floating.Op.I2F, x, null)));
        assertTrue(hasFloating(Exprs.floating(Floating.Op.I2F, wide, null)), "33 values");
        Var other = new Var(4, "y", Type.INT, 0, 3);
        Expr two = Exprs.floating(Floating.Op.FADD, Exprs.floating(Floating.Op.I2F, other, null),
                Exprs.floating(Floating.Op.I2F, x, null));
        assertTrue(hasFloating(two), "a choice beside a term that is not constant: " + two);
    }

    private static boolean hasFloating(Expr e) {
        return FoldingSolver.hasFloating(e);
    }
}
