package bliss.spf.conformance.programs;

import java.util.function.IntBinaryOperator;

/** Enums holding lambdas as fields, an enum switch inside a lambda, values() copies. */
public class Lang19Enums3 {
    enum Op {
        ADD((a, b) -> a + b), SUB((a, b) -> a - b), MAX(Math::max);
        final IntBinaryOperator f;
        Op(IntBinaryOperator f) { this.f = f; }
    }
    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        for (Op op : Op.values()) sb.append(op).append('=').append(op.f.applyAsInt(x, 3)).append(' ');
        java.util.function.Function<Op, String> sym = op -> switch (op) { case ADD -> "+"; case SUB -> "-"; case MAX -> "max"; };
        return sb + sym.apply(Op.values()[Math.floorMod(x, 3)]);
    }
}
