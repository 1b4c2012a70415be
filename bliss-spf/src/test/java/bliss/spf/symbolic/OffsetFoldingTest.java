package bliss.spf.symbolic;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Exprs#binary} folds {@code (x +- a) +- b} into one offset: the folded expression has the value Java computes
 * step by step (the oracle: {@link Binary#apply} applied once per step, wrap-around included), and a counter moved a
 * million times stays one operation deep (a loop that counts down on a symbolic size once made an expression a
 * million operations deep, and building each step cost the depth).
 */
class OffsetFoldingTest {

    @Test
    void foldedOffsetsComputeWhatTheStepsCompute() {
        Random random = new Random(17);
        long[] interesting = {0, 1, -1, 2, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE};
        for (Type t : new Type[]{Type.INT, Type.LONG}) {
            Var x = t == Type.INT ? Var.ofInt(0, "x") : Var.ofLong(0, "x");
            for (int trial = 0; trial < 2000; trial++) {
                Expr e = x;
                long start = trial < interesting.length ? interesting[trial] : random.nextLong();
                long expected = t == Type.INT ? (int) start : start;
                for (int step = 0; step < 4; step++) {
                    long k = random.nextInt(4) == 0 ? interesting[random.nextInt(interesting.length)]
                            : random.nextInt(7) - 3;
                    k = t == Type.INT ? (int) k : k;
                    Binary.Op op = random.nextBoolean() ? Binary.Op.ADD : Binary.Op.SUB;
                    e = Exprs.binary(op, e, new Const(k, t));
                    expected = Binary.apply(op, t, expected, k);
                }
                assertEquals(expected, e.eval(Map.of(x, t == Type.INT ? (long) (int) start : start)), e.toString());
                assertTrue(depth(e) <= 1, e.toString());
            }
        }
    }

    @Test
    void aCounterMovedAMillionTimesStaysOneOperationDeep() {
        Var size = Var.ofInt(0, "size");
        Expr index = size;
        for (int i = 0; i < 1_000_000; i++) {
            index = Exprs.binary(Binary.Op.SUB, index, Const.ofInt(1));
        }
        assertEquals(new Binary(Binary.Op.SUB, size, Const.ofInt(1_000_000)), index);
        assertEquals(-1_000_000 + 5, index.eval(Map.of(size, 5L)));
    }

    private static int depth(Expr e) {
        return e instanceof Binary b ? 1 + Math.max(depth(b.left()), depth(b.right())) : 0;
    }
}
