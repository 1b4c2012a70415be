package bliss.bounds;

import bliss.jml.CheckedInvariant;
import bliss.jml.CheckedInvariant.Constant;
import bliss.jml.CheckedInvariant.Meaning;
import bliss.jml.CheckedInvariant.ThisField;
import bliss.jml.CheckedInvariant.Variable;
import bliss.jml.JmlExpr;
import bliss.jml.JmlType;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import kodkod.ast.Decls;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.IntConstant;
import kodkod.ast.IntExpression;
import kodkod.ast.Relation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Translates a checked invariant into a Kodkod formula over a {@link KodkodModel}: the one place where the meaning
 * of each JML construct is decided.
 *
 * <ul>
 * <li>References are singleton expressions (an object's atom or {@code null}); {@code e.f} is a join.</li>
 * <li>Ints are order-encoded level sets ({@link IntLevels}); comparisons become set inclusions after the
 *     arithmetic is taken apart, counts are auxiliary relations defined once per binding. Booleans are
 *     formulas.</li>
 * <li>Quantifiers range over the objects of the structure ({@code used} nodes, or the header).</li>
 * <li>{@code \reach(e, T, fs)} is {@code e.*(fs) & T}; the closure of each field set is built once and shared, so
 *     Kodkod translates it once.</li>
 * <li>A count along one field that the bounds make acyclic is a recursion over that field
 *     ({@link KodkodModel.PathCount}), not a closure and a counter; a read {@code x.g.f} through a reference field
 *     is x joined with a navigation relation ({@link KodkodModel.Navigation}), not a gate per target of g.</li>
 * </ul>
 *
 * <p>With {@code weaken}, every atom (comparison, membership) that would need an exact closure or a counter with
 * parameters becomes true where it occurs positively and false where negatively: a weaker invariant, whose tight
 * bounds contain the real ones ({@link BoundsComputation}'s first phase). An atom that occurs both ways cannot be
 * weakened: {@link #translate} then returns null.
 */
final class InvariantTranslator {

    private final CheckedInvariant invariant;
    private final KodkodModel model;
    private final Polarity polarity;
    private final Map<List<FieldShape>, Expression> closures = new HashMap<>();
    private final Map<List<FieldShape>, Relation> upwardClosures = new HashMap<>();
    /** The class of each quantified variable name seen (names are scoped, classes recorded per declaration). */
    private final Map<String, bliss.layout.ClassShape> variableClass = new HashMap<>();
    /** Rules of the upward closures, conjoined with the invariant. */
    private final List<Formula> closureRules = new ArrayList<>();

    /** The upper bounds of the reference fields (which fields are acyclic), or null (none is). */
    private final FieldBounds upper;
    /** Path counts and navigation relations (reference fields are functions). */
    private final boolean functions;
    private final boolean weaken;
    /** The path counts made so far, by their reach expression. */
    private final Map<JmlExpr, KodkodModel.PathCount> pathCountCache = new java.util.IdentityHashMap<>();

    private InvariantTranslator(CheckedInvariant invariant, KodkodModel model, FieldBounds upper, boolean functions,
                                boolean weaken) {
        this.invariant = invariant;
        this.model = model;
        this.polarity = Polarity.of(invariant);
        this.upper = upper;
        this.functions = functions;
        this.weaken = weaken;
    }

    /** Thrown inside a weakening translation at an atom that occurs both positively and negatively. */
    private static final class CannotWeaken extends RuntimeException {
        CannotWeaken() {
            super(null, null, false, false);
        }
    }

    /** The conjunction of the invariant's clauses, exactly (counts as closures and counters). */
    static Formula translate(CheckedInvariant invariant, KodkodModel model) {
        return translate(invariant, model, null, false, false);
    }

    /**
     * The conjunction of the invariant's clauses.
     *
     * @param upper      the reference fields' upper bounds, or null
     * @param functions  translate a count along one field acyclic in {@code upper} as a {@link KodkodModel.PathCount},
     *                   a read through a reference field as a {@link KodkodModel.Navigation}
     * @param weaken     replace the atoms that need exact closures or counters with parameters by constants
     *                   (a weaker invariant)
     * @return the formula, or null when weakening was asked and is impossible
     */
    static Formula translate(CheckedInvariant invariant, KodkodModel model, FieldBounds upper, boolean functions,
                             boolean weaken) {
        InvariantTranslator t = new InvariantTranslator(invariant, model, upper, functions, weaken);
        List<Formula> clauses = new ArrayList<>();
        try {
            for (JmlExpr clause : invariant.clauses()) {
                clauses.add(t.formula(clause, Map.of()));
            }
        } catch (CannotWeaken e) {
            return null;
        }
        clauses.addAll(t.closureRules);
        return Formula.and(clauses);
    }

    private Formula formula(JmlExpr e, Map<String, kodkod.ast.Variable> env) {
        if (weaken && isAtom(e) && expensive(e)) {
            Polarity.Sign sign = polarity.formula(e);
            if (sign == Polarity.Sign.BOTH) {
                throw new CannotWeaken();
            }
            model.weakenedAtoms++;
            return sign == Polarity.Sign.POSITIVE ? Formula.TRUE : Formula.FALSE;
        }
        if (e instanceof JmlExpr.BoolLit b) {
            return Formula.constant(b.value());
        } else if (e instanceof JmlExpr.Name || e instanceof JmlExpr.Field) {
            Meaning m = invariant.meaning(e);
            if (m instanceof Constant c) {
                return Formula.constant((Boolean) c.value());
            }
            FieldShape f = fieldOf(e);
            Expression nav = navigation(e, model.booleans.get(f), env);
            return nav != null ? nav.some() : targetOf(e, env).intersection(model.booleans.get(f)).some();
        } else if (e instanceof JmlExpr.Unary u) {
            return formula(u.operand(), env).not();
        } else if (e instanceof JmlExpr.Binary b) {
            return binary(b, env);
        } else if (e instanceof JmlExpr.Conditional c) {
            Formula cond = formula(c.condition(), env);
            return cond.and(formula(c.then(), env)).or(cond.not().and(formula(c.otherwise(), env)));
        } else if (e instanceof JmlExpr.Quantifier q) {
            Map<String, kodkod.ast.Variable> inner = new HashMap<>(env);
            Decls decls = declare(q, inner);
            Formula range = q.range() == null ? Formula.TRUE : formula(q.range(), inner);
            Formula body = formula(q.body(), inner);
            return q.kind() == JmlExpr.QuantifierKind.FORALL ? range.implies(body).forAll(decls)
                    : range.and(body).forSome(decls);
        } else if (e instanceof JmlExpr.Has h) {
            // Singletons: membership as "they meet", whose negation is a conjunction of binary clauses.
            return reference(h.element(), env).intersection(set((JmlExpr.Reach) h.set(), env)).some();
        }
        throw new IllegalStateException("not a boolean expression: " + e);
    }

    private Formula binary(JmlExpr.Binary b, Map<String, kodkod.ast.Variable> env) {
        JmlType operands = invariant.type(b.left());
        switch (b.op()) {
            case AND:
                return formula(b.left(), env).and(formula(b.right(), env));
            case OR:
                return formula(b.left(), env).or(formula(b.right(), env));
            case IMPLIES:
                return formula(b.left(), env).implies(formula(b.right(), env));
            case EQUIV:
                return formula(b.left(), env).iff(formula(b.right(), env));
            case INEQUIV:
                return formula(b.left(), env).iff(formula(b.right(), env)).not();
            case LT:
            case LE:
            case GT:
            case GE:
                return compare(b, env);
            case EQ:
            case NE:
                Formula eq;
                if (operands.kind() == JmlType.Kind.INT) {
                    eq = compare(new JmlExpr.Binary(b.pos(), JmlExpr.BinaryOp.EQ, b.left(), b.right()), env);
                } else if (operands.kind() == JmlType.Kind.BOOLEAN) {
                    eq = formula(b.left(), env).iff(formula(b.right(), env));
                } else {
                    // Both sides are exactly one atom: equal iff they meet. Kodkod's set equality would compare
                    // every atom both ways; this makes != a handful of binary clauses.
                    eq = reference(b.left(), env).intersection(reference(b.right(), env)).some();
                }
                return b.op() == JmlExpr.BinaryOp.EQ ? eq : eq.not();
            default:
                throw new IllegalStateException("not a boolean operator: " + b.op());
        }
    }

    // ------------------------------------------------------------------------------------------------------------
    // Ints: order-encoded level sets (IntLevels); two's complement only where a comparison needs a sum of two
    // unknowns on one side.

    /** {@code sum(plus) - sum(minus) + constant}: an int expression with its arithmetic taken apart. */
    private record Linear(List<JmlExpr> plus, List<JmlExpr> minus, int constant) {
        Linear negate() {
            return new Linear(minus, plus, -constant);
        }

        Linear add(Linear o) {
            List<JmlExpr> p = new ArrayList<>(plus);
            p.addAll(o.plus);
            List<JmlExpr> m = new ArrayList<>(minus);
            m.addAll(o.minus);
            return new Linear(p, m, constant + o.constant);
        }
    }

    private Linear linear(JmlExpr e) {
        if (e instanceof JmlExpr.IntLit i) {
            return new Linear(List.of(), List.of(), i.value());
        } else if (invariant.meaning(e) instanceof Constant c) {
            return new Linear(List.of(), List.of(), (Integer) c.value());
        } else if (e instanceof JmlExpr.Unary u && u.op() == JmlExpr.UnaryOp.NEG) {
            return linear(u.operand()).negate();
        } else if (e instanceof JmlExpr.Binary b && (b.op() == JmlExpr.BinaryOp.PLUS || b.op() == JmlExpr.BinaryOp.MINUS)) {
            Linear r = linear(b.right());
            return linear(b.left()).add(b.op() == JmlExpr.BinaryOp.PLUS ? r : r.negate());
        }
        return new Linear(List.of(e), List.of(), 0);
    }

    /**
     * An int comparison. With {@code left - right} as {@code a - b + c} (at most one unknown of each sign), it is
     * a comparison of level sets: {@code a + c <= b} is {@code shift(A, c) in B}, and so on.
     */
    private Formula compare(JmlExpr.Binary cmp, Map<String, kodkod.ast.Variable> env) {
        Linear d = linear(cmp.left()).add(linear(cmp.right()).negate());
        if (d.plus().size() <= 1 && d.minus().size() <= 1) {
            Expression plus = d.plus().isEmpty() ? null : levels(d.plus().get(0), env);
            Expression a = d.plus().isEmpty() ? model.upTo(d.constant())
                    : plus == null ? null : shift(plus, d.constant());
            Expression b = d.minus().isEmpty() ? model.upTo(0) : levels(d.minus().get(0), env);
            if (a != null && b != null) {
                return switch (cmp.op()) {
                    case LE -> a.in(b);
                    case LT -> shift(a, 1).in(b);
                    case GE -> b.in(a);
                    case GT -> shift(b, 1).in(a);
                    case EQ -> a.eq(b);
                    default -> throw new IllegalStateException("not a comparison: " + cmp.op());
                };
            }
        }
        IntExpression l = integer(cmp.left(), env);
        IntExpression r = integer(cmp.right(), env);
        return switch (cmp.op()) {
            case LE -> l.lte(r);
            case LT -> l.lt(r);
            case GE -> l.gte(r);
            case GT -> l.gt(r);
            case EQ -> l.eq(r);
            default -> throw new IllegalStateException("not a comparison: " + cmp.op());
        };
    }

    /** {@code G(x + c)} from {@code G(x)}: levels move up by c; below the range, the levels up to lo + c fill in. */
    private Expression shift(Expression levels, int c) {
        if (c == 0) {
            return levels;
        }
        Expression moved = levels.join(model.shift(c));
        return c > 0 ? moved.union(model.upTo(model.ints.lo + c)) : moved;
    }

    /**
     * The level set of an int term that is not a sum: a field read, a count, a conditional whose branches are a
     * term plus a constant. Null when the term has no level set (then the comparison falls back to two's
     * complement).
     */
    private Expression levels(JmlExpr e, Map<String, kodkod.ast.Variable> env) {
        if (e instanceof JmlExpr.Name || e instanceof JmlExpr.Field) {
            Relation r = model.intFields.get(fieldOf(e));
            Expression nav = navigation(e, r, env);
            return nav != null ? nav : targetOf(e, env).join(r);
        } else if (e instanceof JmlExpr.Size || e instanceof JmlExpr.Quantifier) {
            return count(e, env);
        } else if (e instanceof JmlExpr.Conditional c) {
            Expression a = branch(c.then(), env);
            Expression b = branch(c.otherwise(), env);
            return a == null || b == null ? null : formula(c.condition(), env).thenElse(a, b);
        }
        return null;
    }

    private Expression branch(JmlExpr e, Map<String, kodkod.ast.Variable> env) {
        Linear l = linear(e);
        if (!l.minus().isEmpty() || l.plus().size() > 1) {
            return null;
        }
        if (l.plus().isEmpty()) {
            return model.upTo(l.constant());
        }
        Expression t = levels(l.plus().get(0), env);
        return t == null ? null : shift(t, l.constant());
    }

    /** Two's complement, for comparisons whose sides do not fit the order encoding: a level set's size + lo. */
    private IntExpression integer(JmlExpr e, Map<String, kodkod.ast.Variable> env) {
        if (e instanceof JmlExpr.IntLit i) {
            return IntConstant.constant(i.value());
        } else if (invariant.meaning(e) instanceof Constant c) {
            return IntConstant.constant((Integer) c.value());
        } else if (e instanceof JmlExpr.Unary u) {
            return integer(u.operand(), env).negate();
        } else if (e instanceof JmlExpr.Binary b) {
            IntExpression l = integer(b.left(), env);
            IntExpression r = integer(b.right(), env);
            return b.op() == JmlExpr.BinaryOp.PLUS ? l.plus(r) : l.minus(r);
        } else if (e instanceof JmlExpr.Conditional c) {
            return formula(c.condition(), env).thenElse(integer(c.then(), env), integer(c.otherwise(), env));
        }
        Expression levels = levels(e, env);
        if (levels == null) {
            throw new IllegalStateException("not an int expression: " + e);
        }
        return levels.count().plus(IntConstant.constant(model.ints.lo));
    }

    // ------------------------------------------------------------------------------------------------------------
    // What is expensive (for weakening), and path counts.

    /** A comparison or a membership: the boolean expressions weakening may replace. */
    private boolean isAtom(JmlExpr e) {
        if (e instanceof JmlExpr.Has) {
            return true;
        }
        if (e instanceof JmlExpr.Binary b) {
            JmlType t = invariant.type(b.left());
            return switch (b.op()) {
                case LT, LE, GT, GE -> true;
                case EQ, NE -> t.kind() != JmlType.Kind.BOOLEAN;
                default -> false;
            };
        }
        return false;
    }

    /** Whether translating e needs an exact closure or a counter with parameters. */
    private boolean expensive(JmlExpr e) {
        if (e instanceof JmlExpr.Size || e instanceof JmlExpr.Quantifier q && q.kind() == JmlExpr.QuantifierKind.NUM_OF) {
            if (pathCount(e) != null) {
                return false; // its insides are not translated
            }
            List<String> free = new ArrayList<>();
            freeVariables(e, new java.util.HashSet<>(), free);
            if (!free.isEmpty()) {
                return true;
            }
        }
        if (e instanceof JmlExpr.Reach r) {
            List<FieldShape> fields = invariant.reachFields(r);
            boolean structure = invariant.shape(r).node() && isStructure(r.from(), fields);
            boolean upward = polarity.of(r) == Polarity.Sign.NEGATIVE && nodeToNode(fields);
            if (!structure && !upward) {
                return true;
            }
        }
        for (JmlExpr child : JmlExpr.children(e)) {
            if (expensive(child)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A count of the nodes on the path from an object along one node-to-node field f that satisfy a condition on the
     * node alone: {@code \reach(e, T, f).int_size()}, or {@code (\num_of T a; \reach(e, T, f).has(a); P(a))} with P
     * mentioning no quantified variable but a. When the upper bounds of f have no cycle, the path from every node
     * ends in null and its count is the recursion {@code c(n) = [P(n)] + c(n.f)}, {@code c(null) = 0}, whose only
     * solution is the count: exact, with no closure. Null when e is not such a count (or path counts are off).
     *
     * @return {the reach expression, the condition (null for int_size), the quantified variable's name}
     */
    private Object[] pathCount(JmlExpr e) {
        if (!functions || upper == null) {
            return null;
        }
        JmlExpr.Reach reach;
        JmlExpr condition = null;
        String variable = null;
        if (e instanceof JmlExpr.Size s && s.set() instanceof JmlExpr.Reach r) {
            reach = r;
        } else if (e instanceof JmlExpr.Quantifier q && q.kind() == JmlExpr.QuantifierKind.NUM_OF
                && q.variables().size() == 1 && q.range() instanceof JmlExpr.Has h && h.set() instanceof JmlExpr.Reach r
                && h.element() instanceof JmlExpr.Name n && n.name().equals(q.variables().get(0))
                && invariant.meaning(n) instanceof Variable && invariant.shape(q).equals(invariant.shape(r))) {
            reach = r;
            condition = q.body();
            variable = q.variables().get(0);
            List<String> free = new ArrayList<>();
            freeVariables(condition, new java.util.HashSet<>(List.of(variable)), free);
            if (!free.isEmpty()) {
                return null;
            }
        } else {
            return null;
        }
        List<FieldShape> fields = invariant.reachFields(reach);
        if (fields.size() != 1 || !invariant.shape(reach).node() || !nodeToNode(fields)
                || !acyclic(fields.get(0))) {
            return null;
        }
        return new Object[]{reach, condition, variable};
    }

    /** Whether the upper bounds of a node-to-node field have no cycle (no node reaches itself along it). */
    private boolean acyclic(FieldShape f) {
        int n = model.atoms.scope();
        int[] state = new int[n]; // 0 new, 1 on the stack, 2 done
        for (int s = 0; s < n; s++) {
            if (state[s] == 0 && cycleFrom(f, s, state)) {
                return false;
            }
        }
        return true;
    }

    private boolean cycleFrom(FieldShape f, int s, int[] state) {
        state[s] = 1;
        for (int t = 0; t < state.length; t++) {
            if (upper.contains(f, s, t)) {
                if (state[t] == 1 || state[t] == 0 && cycleFrom(f, t, state)) {
                    return true;
                }
            }
        }
        state[s] = 2;
        return false;
    }

    /** The level set of a path count ({@link #pathCount}): the start object joined with the per-node counts. */
    private Expression pathCountLevels(Object[] spec, Map<String, kodkod.ast.Variable> env) {
        JmlExpr.Reach reach = (JmlExpr.Reach) spec[0];
        JmlExpr condition = (JmlExpr) spec[1];
        FieldShape field = invariant.reachFields(reach).get(0);
        KodkodModel.PathCount pc = pathCountCache.get(reach);
        if (pc == null) {
            pc = model.pathCount(field, condition != null);
            pathCountCache.put(reach, pc);
            if (condition != null) {
                bliss.layout.ClassShape type = invariant.shape(reach);
                Map<String, kodkod.ast.Variable> inner = new HashMap<>();
                kodkod.ast.Variable a = kodkod.ast.Variable.unary((String) spec[2]);
                inner.put((String) spec[2], a);
                variableClass.put((String) spec[2], type);
                Formula p = formula(condition, inner);
                closureRules.add(pc.holds().eq(p.comprehension(a.oneOf(model.domainOf(type)))));
            }
        }
        return reference(reach.from(), env).join(pc.levels());
    }

    /**
     * The level set of a count ({@code \num_of} or {@code int_size}). Its free quantified variables become
     * parameters of two auxiliary relations: the counted members, defined here by a formula, and their number in
     * order encoding, defined by counter clauses ({@link Encoding}). So each count is computed once per binding
     * of its parameters, and compares by set inclusion.
     */
    private Expression count(JmlExpr e, Map<String, kodkod.ast.Variable> env) {
        Object[] path = pathCount(e);
        if (path != null) {
            return pathCountLevels(path, env);
        }
        List<String> free = new ArrayList<>();
        freeVariables(e, new java.util.HashSet<>(), free);
        List<bliss.layout.ClassShape> params = new ArrayList<>();
        Map<String, kodkod.ast.Variable> inner = new HashMap<>(env);
        Decls decls = null;
        List<kodkod.ast.Variable> fresh = new ArrayList<>();
        for (String name : free) {
            bliss.layout.ClassShape c = variableClass.get(name);
            params.add(c);
            kodkod.ast.Variable v = kodkod.ast.Variable.unary(name + "'");
            inner.put(name, v);
            fresh.add(v);
            Decls d = v.oneOf(model.domainOf(c));
            decls = decls == null ? d : decls.and(d);
        }
        Expression members;
        bliss.layout.ClassShape element;
        if (e instanceof JmlExpr.Size s) {
            members = set((JmlExpr.Reach) s.set(), inner);
            element = invariant.shape(s.set());
        } else {
            JmlExpr.Quantifier q = (JmlExpr.Quantifier) e;
            Map<String, kodkod.ast.Variable> scope = new HashMap<>(inner);
            Decls qd = declare(q, scope);
            Formula range = q.range() == null ? Formula.TRUE : formula(q.range(), scope);
            members = range.and(formula(q.body(), scope)).comprehension(qd);
            element = invariant.shape(q);
        }
        KodkodModel.Count count = model.count(params, element);
        Expression mine = count.members();
        Expression levels = count.levels();
        for (kodkod.ast.Variable v : fresh) {
            mine = v.join(mine);
        }
        Formula definition = mine.eq(members);
        closureRules.add(decls == null ? definition : definition.forAll(decls));
        for (String name : free) {
            levels = env.get(name).join(levels);
        }
        return levels;
    }

    /** Quantified variables used in e and bound outside it, in order of first use. */
    private void freeVariables(JmlExpr e, java.util.Set<String> bound, List<String> out) {
        if (e instanceof JmlExpr.Name n && invariant.meaning(n) instanceof Variable v && !bound.contains(v.name())
                && !out.contains(v.name())) {
            out.add(v.name());
        }
        java.util.Set<String> inner = bound;
        if (e instanceof JmlExpr.Quantifier q) {
            inner = new java.util.HashSet<>(bound);
            inner.addAll(q.variables());
        }
        for (JmlExpr child : JmlExpr.children(e)) {
            freeVariables(child, inner, out);
        }
    }

    private Expression reference(JmlExpr e, Map<String, kodkod.ast.Variable> env) {
        if (e instanceof JmlExpr.NullLit) {
            return model.nullAtom;
        } else if (e instanceof JmlExpr.This) {
            return model.root;
        } else if (e instanceof JmlExpr.Name n && invariant.meaning(n) instanceof Variable v) {
            return env.get(v.name());
        } else if (e instanceof JmlExpr.Name || e instanceof JmlExpr.Field) {
            Relation r = model.references.get(fieldOf(e));
            Expression nav = navigation(e, r, env);
            return nav != null ? nav : targetOf(e, env).join(r);
        } else if (e instanceof JmlExpr.Conditional c) {
            return formula(c.condition(), env).thenElse(reference(c.then(), env), reference(c.otherwise(), env));
        }
        throw new IllegalStateException("not a reference expression: " + e);
    }

    /**
     * {@code \reach(from, T, fs)}, the cheapest exact-enough way:
     * <ol>
     * <li>from the root along (at least) every backbone field: the structure's nodes, {@code used}, by
     *     definition (canonical order states it);</li>
     * <li>used only negatively ({@link Polarity}): {@code from + from.C}, C an over-approximation of the closure
     *     stated by closure rules over node-to-node edges;</li>
     * <li>else Kodkod's exact reflexive closure, built once per field set.</li>
     * </ol>
     */
    private Expression set(JmlExpr.Reach r, Map<String, kodkod.ast.Variable> env) {
        List<FieldShape> fields = invariant.reachFields(r);
        bliss.layout.ClassShape type = invariant.shape(r);
        if (type.node() && isStructure(r.from(), fields)) {
            return model.used;
        }
        Expression from = reference(r.from(), env);
        if (polarity.of(r) == Polarity.Sign.NEGATIVE && nodeToNode(fields)) {
            Relation c = upwardClosures.computeIfAbsent(fields, fs -> {
                Relation rel = model.closureRelation("reach" + upwardClosures.size());
                Expression edges = union(fs).intersection(model.nodes.product(model.nodes));
                closureRules.add(edges.in(rel));
                closureRules.add(rel.join(edges).in(rel));
                return rel;
            });
            return from.union(from.join(c)).intersection(model.atomsOf(type));
        }
        Expression closure = closures.computeIfAbsent(fields, fs -> union(fs).reflexiveClosure());
        return from.join(closure).intersection(model.atomsOf(type));
    }

    private Expression union(List<FieldShape> fields) {
        List<Expression> rels = new ArrayList<>();
        for (FieldShape f : fields) {
            rels.add(model.references.get(f));
        }
        return Expression.union(rels);
    }

    /** Whether every field is a field of the node class pointing to the node class. */
    private boolean nodeToNode(List<FieldShape> fields) {
        bliss.layout.ClassShape node = model.atoms.nodeClass();
        return fields.stream().allMatch(f -> f.owner().equals(node.name()) && f.target().equals(node.name()));
    }

    /**
     * Whether {@code \reach(from, Node, fields)} is the whole structure: {@code from} is the root's only backbone
     * field to nodes (or the root itself when it is N0) and the fields include every backbone field of the nodes
     * (any others, back pointers, cannot leave the structure).
     */
    private boolean isStructure(JmlExpr from, List<FieldShape> fields) {
        bliss.layout.ClassShape node = model.atoms.nodeClass();
        if (!fields.containsAll(node.backboneFields()) || !nodeToNode(fields)) {
            return false;
        }
        if (model.atoms.rootIsNode()) {
            return from instanceof JmlExpr.This;
        }
        List<FieldShape> rootFields = model.atoms.layout().header().backboneFields();
        FieldShape f = from instanceof JmlExpr.Field fa && fa.target() instanceof JmlExpr.This ? invariant.field(fa)
                : invariant.meaning(from) instanceof ThisField tf ? tf.field() : null;
        return f != null && rootFields.size() == 1 && rootFields.get(0).equals(f);
    }

    /**
     * A read {@code u.g.f} of a field f through a reference field g, u a quantified variable or {@code this}: the
     * singleton u joined with the navigation relation {@code g.f} ({@link KodkodModel.Navigation}; for a boolean f,
     * intersected with it), which {@link Encoding} defines as f of g's target. Kodkod's join {@code u.g.f} would
     * make a gate per possible target of g and value of f; g is a function, so the navigation relation needs only
     * two clauses per (object, target, value) and no gates. Null when e is not such a read.
     */
    private Expression navigation(JmlExpr e, Relation of, Map<String, kodkod.ast.Variable> env) {
        if (!functions || !(e instanceof JmlExpr.Field read)) {
            return null;
        }
        JmlExpr middle = read.target();
        JmlExpr start;
        FieldShape via;
        if (middle instanceof JmlExpr.Field m && !(invariant.meaning(m) instanceof Constant)) {
            start = m.target();
            via = invariant.field(m);
        } else if (middle instanceof JmlExpr.Name n && invariant.meaning(n) instanceof ThisField tf) {
            start = new JmlExpr.This(n.pos());
            via = tf.field();
        } else {
            return null;
        }
        boolean singleton = start instanceof JmlExpr.This
                || start instanceof JmlExpr.Name n && invariant.meaning(n) instanceof Variable;
        if (!singleton || via.kind() != FieldKind.REFERENCE) {
            return null;
        }
        Relation nav = model.navigation(via, of);
        Expression from = start instanceof JmlExpr.This ? model.root : env.get(((JmlExpr.Name) start).name());
        return of.arity() == 1 ? from.intersection(nav) : from.join(nav);
    }

    /** The object whose field a name ({@code this}) or field access ({@code e}) reads. */
    private Expression targetOf(JmlExpr e, Map<String, kodkod.ast.Variable> env) {
        return e instanceof JmlExpr.Field f ? reference(f.target(), env) : model.root;
    }

    private FieldShape fieldOf(JmlExpr e) {
        FieldShape f = e instanceof JmlExpr.Field fa ? invariant.field(fa)
                : ((ThisField) invariant.meaning(e)).field();
        if (f.kind() != FieldKind.INT && f.kind() != FieldKind.BOOLEAN && f.kind() != FieldKind.REFERENCE) {
            throw new IllegalStateException("unchecked field kind " + f);
        }
        return f;
    }

    private Decls declare(JmlExpr.Quantifier q, Map<String, kodkod.ast.Variable> env) {
        Decls decls = null;
        for (String name : q.variables()) {
            kodkod.ast.Variable v = kodkod.ast.Variable.unary(name);
            env.put(name, v);
            variableClass.put(name, invariant.shape(q));
            Decls d = v.oneOf(model.domainOf(invariant.shape(q)));
            decls = decls == null ? d : decls.and(d);
        }
        return decls;
    }
}
