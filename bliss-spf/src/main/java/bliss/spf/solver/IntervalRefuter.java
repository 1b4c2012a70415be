package bliss.spf.solver;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The link in front of Z3 that refutes floating-point queries by ranges ({@link Intervals}): from the part of the path
 * condition a query depends on ({@link Independence}) and the query itself, it narrows each variable's range
 * ({@code 0 < loadFactor <= 1}, a table's length in 1..2 after {@code length != 0}, a threshold {@code == (int) (length
 * * loadFactor)} in 0..2) and answers "unsatisfiable" when one of those conditions is false over the whole of the
 * ranges: {@code Math.min}'s model on {@code length * loadFactor} asks whether the product is 0, NaN or above
 * {@code 2.14748365E9f}, which a positive product of at least {@code Float.MIN_VALUE} and at most 2 is none of. It never
 * answers "satisfiable": every other query goes on unchanged, so it can only save Z3's time, never change an answer.
 *
 * <p>It looks only at queries whose part of the path condition, or which themselves, have floating-point arithmetic:
 * the ones Z3 bit-blasts (an integer query tied to a float through a shared variable included: a bin's
 * {@code (hash & 0x7fffffff) % length != 0} for a table of one bin). The rest go on at once.
 */
final class IntervalRefuter extends ForwardingLink {

    private final List<Expr> atoms = new ArrayList<>();
    private final List<Set<Var>> atomVars = new ArrayList<>();
    /** How many atoms of each prefix of the path condition have floating-point arithmetic. */
    private final List<Integer> floatingAtSize = new ArrayList<>(List.of(0));

    /**
     * @effects a link in front of {@code next} with an empty path condition, counting its answers in
     *          {@code counters.byRanges}
     */
    IntervalRefuter(SolverLink next, SolverCounters counters) {
        super(next, counters);
    }

    /**
     * @requires condition.type() == BOOL, simplified ({@link ConditionSimplifier})
     * @effects counters.byRanges' = counters.byRanges + 1 when it answers here
     * @return false when the ranges refute the condition with the part of the path condition it depends on; else
     *         the next link's answer
     */
    @Override
    public boolean isSatisfiable(Expr condition) {
        boolean floating = FoldingSolver.hasFloating(condition);
        if (!floating && floatingAtSize.get(atoms.size()) == 0) {
            return next.isSatisfiable(condition);
        }
        List<Expr> part = Independence.component(atoms, atomVars, Independence.variables(condition));
        if (!floating && !anyFloating(part)) {
            return next.isSatisfiable(condition);
        }
        List<Expr> conjunction = new ArrayList<>(part.size() + 1);
        conjunction.addAll(part);
        conjunction.add(condition);
        if (new Intervals().refutes(conjunction)) {
            counters.byRanges++;
            return false;
        }
        return next.isSatisfiable(condition);
    }

    private static boolean anyFloating(List<Expr> part) {
        for (Expr a : part) {
            if (FoldingSolver.hasFloating(a)) {
                return true;
            }
        }
        return false;
    }

    /** This link answers only "unsatisfiable": a satisfiable answer, and its witness, is the next link's. */
    @Override
    Map<Var, Long> lastModel() {
        return next.lastModel();
    }

    @Override
    public void push(Expr condition) {
        atoms.add(condition);
        atomVars.add(Independence.variables(condition));
        floatingAtSize.add(floatingAtSize.get(floatingAtSize.size() - 1)
                + (FoldingSolver.hasFloating(condition) ? 1 : 0));
        next.push(condition);
    }

    @Override
    public void popTo(int size) {
        if (size < 0 || size > atoms.size()) {
            throw new IllegalArgumentException("popTo(" + size + ") on a path condition of " + atoms.size());
        }
        atoms.subList(size, atoms.size()).clear();
        atomVars.subList(size, atomVars.size()).clear();
        floatingAtSize.subList(size + 1, floatingAtSize.size()).clear();
        next.popTo(size);
    }

    @Override
    public int size() {
        return atoms.size();
    }

    @Override
    public List<Expr> constraints() {
        return List.copyOf(atoms);
    }
}
