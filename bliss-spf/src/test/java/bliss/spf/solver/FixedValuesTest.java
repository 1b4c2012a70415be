package bliss.spf.solver;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link FoldingSolver} puts the values the path condition fixes into floating-point atoms: after
 * {@code loadFactor == 0.75f} (a repOK's check of the class's default), {@code (int) (n * loadFactor)} of a table's
 * length reaches the links behind it as a choice of ints, and the chain's answers are Java's for every threshold.
 */
class FixedValuesTest {

    private static final Var LOAD_FACTOR = Var.ofFloat(0, "X.loadFactor");
    private static final Var LENGTH = new Var(1, "X.table.length", Type.INT, 0, 8);

    private static Expr isDefaultLoadFactor() {
        return Exprs.compare(Compare.Op.EQ, Exprs.floating(Floating.Op.FCMPL, LOAD_FACTOR,
                new Const(Float.floatToRawIntBits(0.75f), Type.FLOAT)), Const.ofInt(0));
    }

    private static Expr thresholdIs(int t) {
        Expr product = Exprs.floating(Floating.Op.FMUL, Exprs.floating(Floating.Op.I2F, LENGTH, null), LOAD_FACTOR);
        return Exprs.compare(Compare.Op.EQ, Exprs.floating(Floating.Op.F2I, product, null), Const.ofInt(t));
    }

    @Test
    void aFixedFloatLeavesNoFloatingPointBehindTheFirstLink() {
        Recording last = new Recording();
        FoldingSolver folding = new FoldingSolver(last, new SolverCounters());
        folding.push(isDefaultLoadFactor());
        folding.isSatisfiable(thresholdIs(6));
        assertEquals(2, last.seen.size());
        assertTrue(hasFloating(last.seen.get(0)), "the fixing atom itself: " + last.seen.get(0));
        assertFalse(hasFloating(last.seen.get(1)), last.seen.get(1).toString());
        folding.popTo(0);
        folding.isSatisfiable(thresholdIs(6));
        assertTrue(hasFloating(last.seen.get(2)), "popped: the load factor is free again: " + last.seen.get(2));
    }

    @Test
    void theChainAnswersAsJavaComputes() {
        for (int t = -1; t <= 7; t++) {
            boolean java = false;
            for (int n = 0; n <= 8; n++) {
                java |= (int) (n * 0.75f) == t;
            }
            try (PathSolver chain = PathSolvers.standard()) {
                chain.push(isDefaultLoadFactor());
                assertEquals(java, chain.isSatisfiable(thresholdIs(t)), "threshold " + t);
            }
        }
    }

    /** A last link that answers true and keeps what reached it. */
    private static final class Recording extends SolverLink {
        final List<Expr> seen = new ArrayList<>();

        Recording() {
            super(new SolverCounters());
        }

        @Override
        Map<Var, Long> lastModel() {
            return Map.of();
        }

        @Override
        public boolean isSatisfiable(Expr condition) {
            seen.add(condition);
            return true;
        }

        @Override
        public void push(Expr condition) {
            seen.add(condition);
        }

        @Override
        public void popTo(int size) {
        }

        @Override
        public int size() {
            return 0;
        }

        @Override
        public List<Expr> constraints() {
            return List.of();
        }

        @Override
        public Map<Var, Long> model() {
            return Map.of();
        }

        @Override
        public void close() {
        }
    }

    private static boolean hasFloating(Expr e) {
        return FoldingSolver.hasFloating(e);
    }
}
