package bliss.spf.solver;

import static bliss.spf.solver.Build.*;
import static bliss.spf.symbolic.Binary.Op.*;
import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Z3's answers follow Java's semantics. Expected values are Java's own (the test computes them with Java
 * operators), not the solver's; every model is checked with {@link Expr#eval}.
 */
@Timeout(60)
class Z3SemanticsTest {

    private final Var x = Var.ofInt(1, "x");
    private final Var y = Var.ofInt(2, "y");
    private final Var s = Var.ofInt(3, "s");
    private final Var w = Var.ofLong(4, "w");
    private final PathSolver solver = PathSolvers.z3Only();

    @AfterEach
    void close() {
        solver.close();
    }

    /** The condition holds whenever the path condition does: its negation is unsatisfiable. */
    private void assertValid(Expr condition) {
        assertEquals(Feasibility.TRUE_ONLY, solver.decide(condition), condition.toString());
    }

    /** Pushes a satisfiable condition and checks the model against every constraint with eval. */
    private void pushChecked(Expr condition) {
        assertTrue(solver.isSatisfiable(condition), condition.toString());
        solver.push(condition);
        assertTrue(satisfiesAll(solver.constraints(), solver.model()), () -> solver.model().toString());
    }

    @Test
    void intOverflowWrapsAround() {
        pushChecked(lt(bin(ADD, x, i(1)), x));
        assertEquals(Integer.MAX_VALUE, solver.model().get(x));
        assertValid(eq(x, i(Integer.MAX_VALUE)));
    }

    @Test
    void longOverflowWrapsAround() {
        pushChecked(lt(bin(ADD, w, l(1)), w));
        assertEquals(Long.MAX_VALUE, solver.model().get(w));
    }

    /**
     * Two VMs number their variables alike (two SymSolves, each from 2^30), and their questions may reach one solver:
     * an id that was an int in one question is a long in the next (a BitSet's word), which Z3 refused as a sort
     * mismatch before the solver told its constants apart by width.
     */
    @Test
    void oneIdMayBeAnIntInOneQuestionAndALongInTheNext() {
        Var asInt = Var.ofInt(1 << 30, "X.wordsInUse");
        Var asLong = Var.ofLong(1 << 30, "X.words[0]");
        assertTrue(solver.isSatisfiable(eq(bin(MUL, asInt, asInt), i(49))));
        assertTrue(solver.isSatisfiable(ne(bin(AND, asLong, bin(SHL, l(-1), x)), l(0))));
        solver.push(lt(l(1L << 40), asLong));
        assertTrue(solver.model().get(asLong) > 1L << 40, () -> solver.model().toString());
    }

    @Test
    void boundedVariablesCannotOverflow() {
        Var small = Build.intVar(9, 0, 100);
        assertFalse(solver.isSatisfiable(lt(bin(ADD, small, i(1)), small)));
    }

    @Test
    void multiplicationOverflows() {
        pushChecked(eq(bin(MUL, x, i(65536)), i(0)));
        pushChecked(ne(x, i(0)));
        assertEquals(0, (int) (long) solver.model().get(x) * 65536);
    }

    @Test
    void divisionAndRemainderTruncateTowardZero() {
        pushChecked(eq(x, i(-7)));
        assertValid(eq(bin(DIV, x, i(2)), i(-7 / 2)));
        assertValid(eq(bin(REM, x, i(2)), i(-7 % 2)));
        assertValid(eq(bin(DIV, x, i(-2)), i(-7 / -2)));
        assertValid(eq(bin(REM, x, i(-2)), i(-7 % -2)));
        assertValid(eq(bin(REM, i(7), bin(SUB, i(0), bin(ADD, x, i(4)))), i(7 % 3)));
    }

    @Test
    void minValueDividedByMinusOneIsMinValue() {
        pushChecked(eq(x, i(Integer.MIN_VALUE)));
        int minusOne = -1;
        assertValid(eq(bin(DIV, x, i(-1)), i(Integer.MIN_VALUE / minusOne)));
        assertValid(eq(bin(REM, x, i(-1)), i(Integer.MIN_VALUE % minusOne)));
        pushChecked(eq(w, l(Long.MIN_VALUE)));
        assertValid(eq(bin(DIV, w, l(-1)), l(Long.MIN_VALUE / (long) minusOne)));
    }

    @Test
    void divisionIdentityHoldsForEveryNonZeroDivisor() {
        // Over all of int this is a hard multiplier-divider equivalence for bit-blasting; small ranges keep it quick
        // and still cover every sign combination.
        Var a = Build.intVar(10, -50, 50);
        Var b = Build.intVar(11, -5, 5);
        pushChecked(ne(b, i(0)));
        assertValid(eq(bin(ADD, bin(MUL, bin(DIV, a, b), b), bin(REM, a, b)), a));
        // The remainder has the dividend's sign.
        pushChecked(lt(a, i(0)));
        assertValid(le(bin(REM, a, b), i(0)));
    }

    @Test
    void aModelNeverDividesByZero() {
        // y may be zero by the path condition, but a condition that divides by y only holds where Java can divide.
        pushChecked(ge(bin(DIV, x, y), i(0)));
        assertNotEquals(0L, solver.model().get(y));
        assertFalse(solver.isSatisfiable(eq(y, i(0))));
    }

    @Test
    void intShiftCountsAreMaskedToFiveBits() {
        assertValid(eq(bin(SHL, x, i(32)), x));
        assertValid(eq(bin(SHL, x, i(33)), bin(SHL, x, i(1))));
        assertValid(eq(bin(SHR, x, i(35)), bin(SHR, x, i(3))));
        assertValid(eq(bin(USHR, x, i(64)), x));
        assertValid(eq(bin(SHL, x, i(-1)), bin(SHL, x, i(31))));
        pushChecked(eq(s, i(37)));
        assertValid(eq(bin(SHL, x, s), bin(SHL, x, i(37 & 31))));
        pushChecked(eq(x, i(-16)));
        assertValid(eq(bin(SHR, x, s), i(-16 >> 37)));
        assertValid(eq(bin(USHR, x, s), i(-16 >>> 37)));
    }

    @Test
    void longShiftCountsAreMaskedToSixBits() {
        assertValid(eq(bin(SHL, w, i(64)), w));
        assertValid(eq(bin(SHL, w, i(65)), bin(SHL, w, i(1))));
        assertValid(eq(bin(SHL, w, i(32)), bin(SHL, bin(SHL, w, i(16)), i(16))));
        pushChecked(eq(s, i(100)));
        pushChecked(eq(w, l(-1L)));
        assertValid(eq(bin(USHR, w, s), l(-1L >>> 100)));
        assertValid(eq(bin(SHR, w, s), l(-1L >> 100)));
    }

    @Test
    void conversionsTruncateAndExtend() {
        long big = (1L << 32) + 5;
        pushChecked(eq(w, l(big)));
        assertValid(eq(un(Unary.Op.L2I, w), i((int) big)));
        pushChecked(eq(x, i(-1)));
        assertValid(eq(un(Unary.Op.I2L, x), l(-1L)));
        assertValid(eq(un(Unary.Op.I2C, x), i((char) -1)));
        solver.popTo(0);
        pushChecked(eq(x, i(200)));
        assertValid(eq(un(Unary.Op.I2B, x), i((byte) 200)));
        solver.popTo(0);
        pushChecked(eq(x, i(40000)));
        assertValid(eq(un(Unary.Op.I2S, x), i((short) 40000)));
        assertValid(eq(un(Unary.Op.I2L, x), l(40000L)));
    }

    @Test
    void conversionsAreSearchedBackwards() {
        // l2i(w) == 7 with w above the int range: the high bits are free.
        pushChecked(eq(un(Unary.Op.L2I, w), i(7)));
        pushChecked(gt(w, l(Integer.MAX_VALUE)));
        assertEquals(7, (int) (long) solver.model().get(w));
        // i2b(x) == -1 with x positive
        pushChecked(eq(un(Unary.Op.I2B, x), i(-1)));
        pushChecked(gt(x, i(0)));
        assertEquals(-1, (byte) (long) solver.model().get(x));
    }

    @Test
    void extremeConstantsKeepTheirValues() {
        pushChecked(eq(x, i(Integer.MIN_VALUE)));
        pushChecked(eq(w, l(Long.MIN_VALUE)));
        pushChecked(eq(y, i(-5)));
        assertEquals(Integer.MIN_VALUE, solver.model().get(x));
        assertEquals(Long.MIN_VALUE, solver.model().get(w));
        assertEquals(-5L, solver.model().get(y));
        assertValid(lt(y, i(0)));
    }

    @Test
    void conditionalExpressionsFollowTheirCondition() {
        Expr lcmp = new bliss.spf.symbolic.Ite(lt(w, l(0)), i(-1), new bliss.spf.symbolic.Ite(eq(w, l(0)), i(0), i(1)));
        pushChecked(eq(lcmp, i(-1)));
        assertTrue(solver.model().get(w) < 0);
        assertValid(lt(w, l(0)));
    }

    /**
     * HashMap.resize's threshold: {@code (int) (n * loadFactor)} once the path fixes the load factor, decided as Java
     * computes it (the expected values by Java's own float arithmetic); a path condition with floating-point terms
     * goes to a solver of its own per query, and popping it leaves the incremental solver exact for what follows.
     */
    @Test
    void floatingPointThresholdsFollowJava() {
        Var lf = Var.ofFloat(5, "loadFactor");
        Var n = Build.intVar(6, 1, 1 << 30);
        Expr fixed = eq(new bliss.spf.symbolic.Floating(bliss.spf.symbolic.Floating.Op.FCMPL, lf,
                new bliss.spf.symbolic.Const(Float.floatToRawIntBits(0.75f), bliss.spf.symbolic.Type.FLOAT)), i(0));
        Expr product = new bliss.spf.symbolic.Floating(bliss.spf.symbolic.Floating.Op.FMUL,
                new bliss.spf.symbolic.Floating(bliss.spf.symbolic.Floating.Op.I2F, n, null), lf);
        Expr threshold = new bliss.spf.symbolic.Floating(bliss.spf.symbolic.Floating.Op.F2I, product, null);
        pushChecked(fixed);
        assertEquals(Float.floatToRawIntBits(0.75f), (int) (long) solver.model().get(lf));
        // n <= 2^30, so n * 0.75f stays below 2^30 (MAXIMUM_CAPACITY) but can reach 2^29
        assertFalse(solver.isSatisfiable(atLeast(product, 1 << 30)));
        pushChecked(atLeast(product, 1 << 29));
        long found = solver.model().get(n);
        assertTrue((float) found * 0.75f >= (float) (1 << 29), "n = " + found);
        solver.popTo(1);
        pushChecked(eq(n, i(16)));
        assertValid(eq(threshold, i((int) (16 * 0.75f))));
        assertFalse(solver.isSatisfiable(eq(threshold, i(13))));
        solver.popTo(0);
        pushChecked(lt(bin(ADD, x, i(1)), x));
        assertEquals(Integer.MAX_VALUE, solver.model().get(x));
    }

    /** {@code fcmpg(x, bound) >= 0}: a float at least {@code bound}. */
    private static Expr atLeast(Expr x, int bound) {
        return ge(new bliss.spf.symbolic.Floating(bliss.spf.symbolic.Floating.Op.FCMPG, x,
                new bliss.spf.symbolic.Const(Float.floatToRawIntBits((float) bound), bliss.spf.symbolic.Type.FLOAT)), i(0));
    }
}
