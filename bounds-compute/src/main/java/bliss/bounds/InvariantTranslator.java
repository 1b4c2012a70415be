package bliss.bounds;

import bliss.jml.CheckedInvariant;
import bliss.jml.CheckedInvariant.Constant;
import bliss.jml.CheckedInvariant.Meaning;
import bliss.jml.CheckedInvariant.ThisField;
import bliss.jml.CheckedInvariant.Variable;
import bliss.jml.Expr;
import bliss.jml.Type;
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
 * <li>Ints are Kodkod int expressions of the model's bitwidth; an int field read is the bitwise or of its set
 *     bits. Booleans are formulas.</li>
 * <li>Quantifiers range over the objects of the structure ({@code used} nodes, or the header).</li>
 * <li>{@code \reach(e, T, fs)} is {@code e.*(fs) & T}; the closure of each field set is built once and shared, so
 *     Kodkod translates it once.</li>
 * </ul>
 */
final class InvariantTranslator {

    private final CheckedInvariant invariant;
    private final KodkodModel model;
    private final Polarity polarity;
    private final Map<List<FieldShape>, Expression> closures = new HashMap<>();
    private final Map<List<FieldShape>, Relation> upwardClosures = new HashMap<>();
    /** Rules of the upward closures, conjoined with the invariant. */
    private final List<Formula> closureRules = new ArrayList<>();

    private InvariantTranslator(CheckedInvariant invariant, KodkodModel model) {
        this.invariant = invariant;
        this.model = model;
        this.polarity = Polarity.of(invariant);
    }

    /** The conjunction of the invariant's clauses. */
    static Formula translate(CheckedInvariant invariant, KodkodModel model) {
        InvariantTranslator t = new InvariantTranslator(invariant, model);
        List<Formula> clauses = new ArrayList<>();
        for (Expr clause : invariant.clauses()) {
            clauses.add(t.formula(clause, Map.of()));
        }
        clauses.addAll(t.closureRules);
        return Formula.and(clauses);
    }

    private Formula formula(Expr e, Map<String, kodkod.ast.Variable> env) {
        if (e instanceof Expr.BoolLit b) {
            return Formula.constant(b.value());
        } else if (e instanceof Expr.Name || e instanceof Expr.Field) {
            Meaning m = invariant.meaning(e);
            if (m instanceof Constant c) {
                return Formula.constant((Boolean) c.value());
            }
            FieldShape f = fieldOf(e);
            return targetOf(e, env).in(model.booleans.get(f));
        } else if (e instanceof Expr.Unary u) {
            return formula(u.operand(), env).not();
        } else if (e instanceof Expr.Binary b) {
            return binary(b, env);
        } else if (e instanceof Expr.Conditional c) {
            Formula cond = formula(c.condition(), env);
            return cond.and(formula(c.then(), env)).or(cond.not().and(formula(c.otherwise(), env)));
        } else if (e instanceof Expr.Quantifier q) {
            Map<String, kodkod.ast.Variable> inner = new HashMap<>(env);
            Decls decls = declare(q, inner);
            Formula range = q.range() == null ? Formula.TRUE : formula(q.range(), inner);
            Formula body = formula(q.body(), inner);
            return q.kind() == Expr.QuantifierKind.FORALL ? range.implies(body).forAll(decls)
                    : range.and(body).forSome(decls);
        } else if (e instanceof Expr.Has h) {
            return reference(h.element(), env).in(set((Expr.Reach) h.set(), env));
        }
        throw new IllegalStateException("not a boolean expression: " + e);
    }

    private Formula binary(Expr.Binary b, Map<String, kodkod.ast.Variable> env) {
        Type operands = invariant.type(b.left());
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
                return integer(b.left(), env).lt(integer(b.right(), env));
            case LE:
                return integer(b.left(), env).lte(integer(b.right(), env));
            case GT:
                return integer(b.left(), env).gt(integer(b.right(), env));
            case GE:
                return integer(b.left(), env).gte(integer(b.right(), env));
            case EQ:
            case NE:
                Formula eq;
                if (operands.kind() == Type.Kind.INT) {
                    eq = integer(b.left(), env).eq(integer(b.right(), env));
                } else if (operands.kind() == Type.Kind.BOOLEAN) {
                    eq = formula(b.left(), env).iff(formula(b.right(), env));
                } else {
                    eq = reference(b.left(), env).eq(reference(b.right(), env));
                }
                return b.op() == Expr.BinaryOp.EQ ? eq : eq.not();
            default:
                throw new IllegalStateException("not a boolean operator: " + b.op());
        }
    }

    private IntExpression integer(Expr e, Map<String, kodkod.ast.Variable> env) {
        if (e instanceof Expr.IntLit i) {
            return IntConstant.constant(i.value());
        } else if (e instanceof Expr.Name || e instanceof Expr.Field) {
            Meaning m = invariant.meaning(e);
            if (m instanceof Constant c) {
                return IntConstant.constant((Integer) c.value());
            }
            return intField(targetOf(e, env), fieldOf(e));
        } else if (e instanceof Expr.Unary u) {
            return integer(u.operand(), env).negate();
        } else if (e instanceof Expr.Binary b) {
            IntExpression l = integer(b.left(), env);
            IntExpression r = integer(b.right(), env);
            return b.op() == Expr.BinaryOp.PLUS ? l.plus(r) : l.minus(r);
        } else if (e instanceof Expr.Conditional c) {
            return formula(c.condition(), env).thenElse(integer(c.then(), env), integer(c.otherwise(), env));
        } else if (e instanceof Expr.Size s) {
            return set((Expr.Reach) s.set(), env).count();
        } else if (e instanceof Expr.Quantifier q) {
            Map<String, kodkod.ast.Variable> inner = new HashMap<>(env);
            Decls decls = declare(q, inner);
            Formula range = q.range() == null ? Formula.TRUE : formula(q.range(), inner);
            return range.and(formula(q.body(), inner)).comprehension(decls).count();
        }
        throw new IllegalStateException("not an int expression: " + e);
    }

    /** {@code o.f} for an int field: the bitwise or of {@code 2^b} over the bits b whose relation holds o. */
    private IntExpression intField(Expression object, FieldShape f) {
        Relation[] bits = model.intBits.get(f);
        List<IntExpression> parts = new ArrayList<>();
        for (int b = 0; b < bits.length; b++) {
            int weight = b == bits.length - 1 ? -(1 << b) : 1 << b;
            parts.add(object.in(bits[b]).thenElse(IntConstant.constant(weight), IntConstant.constant(0)));
        }
        return IntExpression.or(parts);
    }

    private Expression reference(Expr e, Map<String, kodkod.ast.Variable> env) {
        if (e instanceof Expr.NullLit) {
            return model.nullAtom;
        } else if (e instanceof Expr.This) {
            return model.root;
        } else if (e instanceof Expr.Name n && invariant.meaning(n) instanceof Variable v) {
            return env.get(v.name());
        } else if (e instanceof Expr.Name || e instanceof Expr.Field) {
            return targetOf(e, env).join(model.references.get(fieldOf(e)));
        } else if (e instanceof Expr.Conditional c) {
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
    private Expression set(Expr.Reach r, Map<String, kodkod.ast.Variable> env) {
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
        if (Boolean.getBoolean("bliss.bounds.unroll")) {
            Expression step = union(fields);
            Expression frontier = from;
            Expression all = from;
            for (int i = 1; i < model.atoms.scope(); i++) {
                frontier = frontier.join(step);
                all = all.union(frontier);
            }
            return all.intersection(model.atomsOf(type));
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
    private boolean isStructure(Expr from, List<FieldShape> fields) {
        bliss.layout.ClassShape node = model.atoms.nodeClass();
        if (!fields.containsAll(node.backboneFields()) || !nodeToNode(fields)) {
            return false;
        }
        if (model.atoms.rootIsNode()) {
            return from instanceof Expr.This;
        }
        List<FieldShape> rootFields = model.atoms.layout().header().backboneFields();
        FieldShape f = from instanceof Expr.Field fa && fa.target() instanceof Expr.This ? invariant.field(fa)
                : invariant.meaning(from) instanceof ThisField tf ? tf.field() : null;
        return f != null && rootFields.size() == 1 && rootFields.get(0).equals(f);
    }

    /** The object whose field a name ({@code this}) or field access ({@code e}) reads. */
    private Expression targetOf(Expr e, Map<String, kodkod.ast.Variable> env) {
        return e instanceof Expr.Field f ? reference(f.target(), env) : model.root;
    }

    private FieldShape fieldOf(Expr e) {
        FieldShape f = e instanceof Expr.Field fa ? invariant.field(fa)
                : ((ThisField) invariant.meaning(e)).field();
        if (f.kind() == FieldKind.LONG || f.kind() == FieldKind.OTHER) {
            throw new IllegalStateException("unchecked field kind " + f);
        }
        return f;
    }

    private Decls declare(Expr.Quantifier q, Map<String, kodkod.ast.Variable> env) {
        Decls decls = null;
        for (String name : q.variables()) {
            kodkod.ast.Variable v = kodkod.ast.Variable.unary(name);
            env.put(name, v);
            Decls d = v.oneOf(model.domainOf(invariant.shape(q)));
            decls = decls == null ? d : decls.and(d);
        }
        return decls;
    }
}
