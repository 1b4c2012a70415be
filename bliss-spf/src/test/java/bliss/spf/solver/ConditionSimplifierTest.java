package bliss.spf.solver;

import static bliss.spf.solver.Build.*;
import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** The folding link's rewrites: what they produce, and that they never change a condition's value. */
class ConditionSimplifierTest {

    private final Var a = Var.ofLong(1, "a");
    private final Var b = Var.ofLong(2, "b");
    private final Var k = Var.ofInt(3, "k");
    private final Var n = Var.ofInt(4, "n");

    /** javac's {@code if (a < b)} on longs: {@code lcmp a b; ifge} */
    @Test
    void lcmpComparedWithZeroIsAComparisonOfItsOperands() {
        Expr lcmp = new Ite(lt(a, b), i(-1), new Ite(eq(a, b), i(0), i(1)));
        assertEquals(ge(a, b), ConditionSimplifier.simplify(ge(lcmp, i(0))));
        assertEquals(ne(a, b), ConditionSimplifier.simplify(ne(lcmp, i(0))));
        assertEquals(Const.TRUE, ConditionSimplifier.simplify(le(lcmp, i(1))));
        assertNotNull(PlainAtom.of(ConditionSimplifier.simplify(lt(lcmp, i(0)))));
    }

    @Test
    void orientationIsCanonical() {
        assertEquals(ConditionSimplifier.simplify(lt(k, n)), ConditionSimplifier.simplify(gt(n, k)));
        assertEquals(ConditionSimplifier.simplify(lt(k, i(5))), ConditionSimplifier.simplify(gt(i(5), k)));
    }

    @Test
    void rangesFoldComparisons() {
        Var bool = Var.ofBoolean(5, "b");
        assertEquals(Const.TRUE, ConditionSimplifier.simplify(le(k, i(Integer.MAX_VALUE))));
        assertEquals(Const.TRUE, ConditionSimplifier.simplify(ge(bool, i(0))));
        assertEquals(Const.FALSE, ConditionSimplifier.simplify(gt(bool, i(1))));
        assertEquals(Const.TRUE, ConditionSimplifier.simplify(lt(un(Unary.Op.I2B, k), i(128))));
        // An int widened to long is never above Integer.MAX_VALUE.
        assertEquals(Const.FALSE, ConditionSimplifier.simplify(gt(un(Unary.Op.I2L, k), l(1L << 31))));
        assertEquals(lt(k, n), ConditionSimplifier.simplify(lt(un(Unary.Op.I2L, k), un(Unary.Op.I2L, n))));
    }

    @Test
    void conditionsThatMayDivideByZeroAreNotFolded() {
        Expr quotient = bin(bliss.spf.symbolic.Binary.Op.DIV, k, n);
        assertInstanceOf(Compare.class, ConditionSimplifier.simplify(le(quotient, i(Integer.MAX_VALUE))));
    }

    /** Every rewrite is an equivalence: the simplified condition has the same value under every assignment. */
    @Property(tries = 300)
    void simplifyingPreservesValues(@ForAll long seed) {
        List<Var> vars = List.of(intVar(1, -3, 3), intVar(2, -2, 2), intVar(3, 0, 1), longVar(4, -2, 2));
        Random random = new Random(seed);
        Expr condition = new RandomConditions(random, vars).condition(3);
        Expr simplified = ConditionSimplifier.simplify(condition);
        Map<Var, Long> values = new HashMap<>();
        for (long v1 = -3; v1 <= 3; v1++) {
            for (long v2 = -2; v2 <= 2; v2++) {
                for (long v3 = 0; v3 <= 1; v3++) {
                    for (long v4 = -2; v4 <= 2; v4++) {
                        values.put(vars.get(0), v1);
                        values.put(vars.get(1), v2);
                        values.put(vars.get(2), v3);
                        values.put(vars.get(3), v4);
                        assertEquals(value(condition, values), value(simplified, values),
                                () -> condition + " ~> " + simplified + " at " + values);
                    }
                }
            }
        }
        assertEquals(Type.BOOL, simplified.type());
    }

    /** The value, or "throws" where Java would throw. */
    private static String value(Expr condition, Map<Var, Long> values) {
        try {
            return Long.toString(condition.eval(values));
        } catch (ArithmeticException e) {
            return "throws";
        }
    }
}
