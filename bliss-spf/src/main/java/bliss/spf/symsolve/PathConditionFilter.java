package bliss.spf.symsolve;

import bliss.korat.ValidCandidate;
import bliss.korat.CandidateFilter;
import bliss.layout.FieldShape;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * PLI's condition on completions: the path condition (with any extra conditions, such as one side of a branch) must
 * allow the values the completion gives the primitive fields of the input heap. Only the fields repOK read count:
 * an unread field may hold any value in a valid structure, so its variable stays free (as the filter contract of
 * {@link CandidateFilter} requires). Of an ordered field (keys, which repOK only compares) only the order of the
 * values is meaningful: the completion's values become an order ({@code a < b}, {@code a == b}) between the fields'
 * variables, not values, so that any ints realizing the order can satisfy the path condition. Every other field's
 * value is its value. The question goes to a {@link PathConditionSolver}; answers are memoized per distinct
 * projection of the completion on the variables, for the life of the filter (one question).
 */
public final class PathConditionFilter implements CandidateFilter {

    /** A primitive field of an object of the question, and the symbolic variable holding its input value. */
    public record FieldVar(int classIndex, int object, FieldShape field, Var var) {
    }

    private record Value(Var var, long value) {
    }

    private final List<FieldVar> vars;
    private final List<Expr> pathCondition;
    private final List<Expr> extra;
    private final PathConditionSolver solver;
    private final Map<List<Long>, Boolean> memo = new HashMap<>();

    /**
     * @param vars          the fields whose variables the conditions mention
     * @param pathCondition the path condition (satisfiable)
     * @param extra         conditions conjoined to it for this question (may be empty)
     */
    public PathConditionFilter(List<FieldVar> vars, List<Expr> pathCondition, List<Expr> extra,
                               PathConditionSolver solver) {
        this.vars = List.copyOf(vars);
        this.pathCondition = pathCondition;
        this.extra = List.copyOf(extra);
        this.solver = solver;
    }

    @Override
    public boolean accept(ValidCandidate c) {
        List<Value> plain = new ArrayList<>();
        List<Value> ordered = new ArrayList<>();
        List<Long> key = new ArrayList<>();
        for (FieldVar fv : vars) {
            if (!c.read(fv.classIndex(), fv.object(), fv.field())) {
                key.add(0L); // free
                continue;
            }
            long v = c.value(fv.classIndex(), fv.object(), fv.field());
            boolean isOrdered = c.ordered(fv.field());
            key.add(isOrdered ? 2L : 1L);
            (isOrdered ? ordered : plain).add(new Value(fv.var(), v));
        }
        List<Expr> conditions = new ArrayList<>(extra);
        for (Value v : plain) {
            key.add(v.value());
            conditions.add(Exprs.compare(Compare.Op.EQ, v.var(), constant(v.var(), v.value())));
        }
        ordered.sort((a, b) -> Long.compare(a.value(), b.value()));
        for (int i = 0; i < ordered.size(); i++) {
            key.add((long) vars.indexOf(find(ordered.get(i).var())));
            if (i > 0) {
                Value a = ordered.get(i - 1);
                Value b = ordered.get(i);
                boolean equal = a.value() == b.value();
                key.add(equal ? 1L : 0L);
                conditions.add(Exprs.compare(equal ? Compare.Op.EQ : Compare.Op.LT, a.var(), b.var()));
            }
        }
        return memo.computeIfAbsent(key, k -> {
            solver.sync(pathCondition);
            return solver.satisfiableWith(conditions);
        });
    }

    private FieldVar find(Var v) {
        for (FieldVar fv : vars) {
            if (fv.var().equals(v)) {
                return fv;
            }
        }
        throw new IllegalStateException("no field for " + v);
    }

    private static Const constant(Var v, long value) {
        return v.type() == Type.LONG ? Const.ofLong(value) : Const.ofInt((int) value);
    }
}
