package bliss.spf.solver;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.Test;

/**
 * A query the incremental solver does not decide soon is decided as one whole query
 * ({@code Z3Solver.incrementalThenWhole}): two keys, each hashed by Commons' StaticBucketMap's bit-mixing function
 * into a bucket of a table of two, the first into bucket 1 and the second into bucket 0, cannot be equal. Z3's
 * incremental core, which bit-blasts each assertion as it stands, must prove the two copies of the hash circuit equal
 * bit by bit and does not within the query's limit (its check ran past 40 s); the QF_BV tactic substitutes one key for
 * the other first.
 */
class WholeQueryTest {

    /** StaticBucketMap.getHash before its remainder: six shifts, adds and xors of the key's bits. */
    private static Expr mix(Expr key) {
        Expr h = key;
        h = Build.bin(Binary.Op.ADD, h, Build.bin(Binary.Op.XOR, Build.bin(Binary.Op.SHL, h, Build.i(15)), Build.i(-1)));
        h = Build.bin(Binary.Op.XOR, h, Build.bin(Binary.Op.USHR, h, Build.i(10)));
        h = Build.bin(Binary.Op.ADD, h, Build.bin(Binary.Op.SHL, h, Build.i(3)));
        h = Build.bin(Binary.Op.XOR, h, Build.bin(Binary.Op.USHR, h, Build.i(6)));
        h = Build.bin(Binary.Op.ADD, h, Build.bin(Binary.Op.XOR, Build.bin(Binary.Op.SHL, h, Build.i(11)), Build.i(-1)));
        return Build.bin(Binary.Op.XOR, h, Build.bin(Binary.Op.USHR, h, Build.i(16)));
    }

    @Test
    void keysHashedIntoDifferentBucketsAreNotEqual() {
        Var a = Var.ofInt(1, "a");
        Var b = Var.ofInt(2, "b");
        Var length = Build.intVar(3, 0, 2);
        try (PathSolver z3 = PathSolvers.z3Only()) {
            z3.queryLimit(20_000); // a query Z3 does not decide within 20 s ends the check with an Abort
            for (Expr c : new Expr[]{Build.gt(length, Build.i(1)),
                    Build.eq(Build.bin(Binary.Op.REM, mix(a), length), Build.i(1)),
                    Build.eq(Build.bin(Binary.Op.REM, mix(b), length), Build.i(0))}) {
                assertTrue(z3.isSatisfiable(c), c::toString);
                z3.push(c);
            }
            assertFalse(z3.isSatisfiable(Build.eq(a, b)), "equal keys in two buckets");
            assertTrue(z3.isSatisfiable(Build.ne(a, b)), "unequal keys in two buckets");
        }
    }
}
