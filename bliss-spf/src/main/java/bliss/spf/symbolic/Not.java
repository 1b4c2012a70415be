package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/** Negation of a condition. {@link Exprs#not} pushes it into comparisons where it can. */
public record Not(Expr operand) implements Expr {

    public Not {
        if (operand.type() != Type.BOOL) {
            throw new IllegalArgumentException("negation of " + operand.type());
        }
    }

    @Override
    public Type type() {
        return Type.BOOL;
    }

    @Override
    public long eval(Map<Var, Long> env) {
        return operand.eval(env) != 0 ? 0 : 1;
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
        operand.forEachVar(visitor);
    }

    @Override
    public String toString() {
        return "!(" + operand + ")";
    }
}
