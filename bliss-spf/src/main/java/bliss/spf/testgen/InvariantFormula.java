package bliss.spf.testgen;

import bliss.jml.CheckedInvariant;
import bliss.jml.CheckedInvariant.Constant;
import bliss.jml.CheckedInvariant.Meaning;
import bliss.jml.CheckedInvariant.ThisField;
import bliss.jml.CheckedInvariant.Variable;
import bliss.jml.JmlExpr;
import bliss.jml.JmlType;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.spf.testgen.CompletionHeap.Ref;
import bliss.spf.testgen.CompletionHeap.Slot;
import com.microsoft.z3.BitVecSort;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A class invariant (docs/jml.md) as a Z3 formula over a {@link CompletionHeap}, for one object of the header class
 * as {@code this}. The meaning of every construct is the Kodkod translation's ({@code bliss.bounds.InvariantTranslator}),
 * restated over a finite heap of slots:
 *
 * <ul>
 * <li>the structure ({@code used}) is the nodes reachable from {@code this} along backbone fields; quantifiers over a
 *     node class range over it, over the header class over {@code this} alone; a reference field of an object of
 *     the structure holds null, {@code this} or a node of the structure (a closed world, as the canonical encoding
 *     states it);</li>
 * <li>{@code \reach(e, T, fs)} is a reflexive transitive closure over the slots, by repeated squaring of the
 *     adjacency matrix of {@code fs} (exact: no cycle supports itself), restricted to class T; empty when e is
 *     null;</li>
 * <li>a navigation through null reads null, 0 or false; ints are Java's 32-bit ints (the real {@code repOK} computes
 *     with them too).</li>
 * </ul>
 * Formulas over the path's fixed edges are decided here, without Z3, so a path that read much of its structure
 * leaves the solver little to do.
 */
final class InvariantFormula {

    /** A formula: a constant decided here, or a Z3 term (made only when the formula is not constant). */
    private record F(int value, BoolExpr term) {
        static final F TRUE = new F(1, null);
        static final F FALSE = new F(0, null);

        static F of(boolean b) {
            return b ? TRUE : FALSE;
        }

        static F of(BoolExpr e) {
            return new F(-1, e);
        }

        boolean isTrue() {
            return value == 1;
        }

        boolean isFalse() {
            return value == 0;
        }
    }

    private final Context ctx;
    private final CheckedInvariant invariant;
    private final CompletionHeap heap;
    private final Slot self;
    private final List<Slot> slots;
    /** Definitions of the closure matrices' cells. */
    private final List<BoolExpr> definitions = new ArrayList<>();
    private final Map<List<FieldShape>, F[][]> closures = new HashMap<>();
    private final F[] used;
    private int fresh;

    private InvariantFormula(Context ctx, CheckedInvariant invariant, CompletionHeap heap, Slot self) {
        this.ctx = ctx;
        this.invariant = invariant;
        this.heap = heap;
        this.self = self;
        this.slots = heap.slots();
        List<FieldShape> backbone = new ArrayList<>();
        for (ClassShape c : heap.layout().classes()) {
            for (FieldShape f : c.backboneFields()) {
                if (!backbone.contains(f)) {
                    backbone.add(f);
                }
            }
        }
        F[] fromSelf = closure(backbone)[self.id()];
        this.used = new F[slots.size()];
        for (Slot s : slots) {
            used[s.id()] = s.shape().node() ? fromSelf[s.id()] : F.FALSE;
        }
    }

    /**
     * The invariant of {@code self}, the closed world of its structure, and the definitions they use.
     *
     * @requires self is an object of the invariant's header class
     */
    static BoolExpr of(Context ctx, CheckedInvariant invariant, CompletionHeap heap, Slot self) {
        InvariantFormula t = new InvariantFormula(ctx, invariant, heap, self);
        List<F> all = new ArrayList<>();
        for (JmlExpr clause : invariant.clauses()) {
            all.add(t.bool(clause, Map.of()));
        }
        all.addAll(t.closedWorld());
        F f = t.and(all);
        List<BoolExpr> out = new ArrayList<>(t.definitions);
        out.add(t.z3(f));
        return ctx.mkAnd(out.toArray(new BoolExpr[0]));
    }

    /** Whether slot s belongs to the structure of {@code self} (the nodes it reaches along backbone fields). */
    private F inStructure(Slot s) {
        return s.id() == self.id() ? F.TRUE : used[s.id()];
    }

    private List<F> closedWorld() {
        List<F> out = new ArrayList<>();
        for (Slot s : slots) {
            F member = inStructure(s);
            if (member.isFalse()) {
                continue;
            }
            for (FieldShape f : s.shape().referenceFields()) {
                Ref r = heap.ref(s, f);
                List<F> ok = new ArrayList<>();
                ok.add(refEq(r, nullRef()));
                for (Slot t : slots) {
                    if (heap.canHold(f, t.shape())) {
                        ok.add(and(List.of(refEq(r, known(t)), inStructure(t))));
                    }
                }
                out.add(implies(member, or(ok)));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Booleans

    private F bool(JmlExpr e, Map<String, Slot> env) {
        if (e instanceof JmlExpr.BoolLit b) {
            return F.of(b.value());
        } else if (e instanceof JmlExpr.Name || e instanceof JmlExpr.Field) {
            Meaning m = invariant.meaning(e);
            if (m instanceof Constant c) {
                return F.of((Boolean) c.value());
            }
            FieldShape f = fieldOf(e);
            Ref target = targetOf(e, env);
            List<F> cases = new ArrayList<>();
            for (Slot s : owners(target, f)) {
                cases.add(and(List.of(refEq(target, known(s)), F.of(heap.bool(s, f)))));
            }
            return or(cases);
        } else if (e instanceof JmlExpr.Unary u) {
            return not(bool(u.operand(), env));
        } else if (e instanceof JmlExpr.Binary b) {
            return binary(b, env);
        } else if (e instanceof JmlExpr.Conditional c) {
            F cond = bool(c.condition(), env);
            return or(List.of(and(List.of(cond, bool(c.then(), env))),
                    and(List.of(not(cond), bool(c.otherwise(), env)))));
        } else if (e instanceof JmlExpr.Quantifier q) {
            List<F> cases = new ArrayList<>();
            for (Map<String, Slot> inner : bindings(q, env)) {
                F domain = domain(q, inner);
                if (domain.isFalse()) {
                    continue;
                }
                F range = q.range() == null ? F.TRUE : bool(q.range(), inner);
                if (range.isFalse()) {
                    continue;
                }
                F body = bool(q.body(), inner);
                cases.add(q.kind() == JmlExpr.QuantifierKind.FORALL ? implies(and(List.of(domain, range)), body)
                        : and(List.of(domain, range, body)));
            }
            return q.kind() == JmlExpr.QuantifierKind.FORALL ? and(cases) : or(cases);
        } else if (e instanceof JmlExpr.Has h) {
            Ref element = ref(h.element(), env);
            F[] members = members((JmlExpr.Reach) h.set(), env);
            if (element.known() != CompletionHeap.UNKNOWN) {
                return element.known() < 0 ? F.FALSE : members[element.known()];
            }
            List<F> cases = new ArrayList<>();
            for (Slot s : slots) {
                if (!members[s.id()].isFalse()) {
                    cases.add(and(List.of(refEq(element, known(s)), members[s.id()])));
                }
            }
            return or(cases);
        }
        throw new IllegalStateException("not a boolean expression: " + e);
    }

    private F binary(JmlExpr.Binary b, Map<String, Slot> env) {
        switch (b.op()) {
            case AND: {
                F l = bool(b.left(), env);
                return l.isFalse() ? F.FALSE : and(List.of(l, bool(b.right(), env)));
            }
            case OR: {
                F l = bool(b.left(), env);
                return l.isTrue() ? F.TRUE : or(List.of(l, bool(b.right(), env)));
            }
            case IMPLIES: {
                F l = bool(b.left(), env);
                return l.isFalse() ? F.TRUE : implies(l, bool(b.right(), env));
            }
            case EQUIV:
                return iff(bool(b.left(), env), bool(b.right(), env));
            case INEQUIV:
                return not(iff(bool(b.left(), env), bool(b.right(), env)));
            case LT:
                return F.of(ctx.mkBVSLT(integer(b.left(), env), integer(b.right(), env)));
            case LE:
                return F.of(ctx.mkBVSLE(integer(b.left(), env), integer(b.right(), env)));
            case GT:
                return F.of(ctx.mkBVSGT(integer(b.left(), env), integer(b.right(), env)));
            case GE:
                return F.of(ctx.mkBVSGE(integer(b.left(), env), integer(b.right(), env)));
            case EQ:
            case NE:
                JmlType.Kind kind = invariant.type(b.left()).kind();
                JmlType.Kind other = invariant.type(b.right()).kind();
                F eq;
                if (kind == JmlType.Kind.INT) {
                    eq = F.of(ctx.mkEq(integer(b.left(), env), integer(b.right(), env)));
                } else if (kind == JmlType.Kind.BOOLEAN) {
                    eq = iff(bool(b.left(), env), bool(b.right(), env));
                } else if (kind == JmlType.Kind.NULL && other == JmlType.Kind.NULL) {
                    eq = F.TRUE;
                } else {
                    eq = refEq(ref(b.left(), env), ref(b.right(), env));
                }
                return b.op() == JmlExpr.BinaryOp.EQ ? eq : not(eq);
            default:
                throw new IllegalStateException("not a boolean operator: " + b.op());
        }
    }

    /** Where a quantified variable may range: the structure's nodes, or {@code this} for the header class. */
    private F domain(JmlExpr.Quantifier q, Map<String, Slot> inner) {
        List<F> in = new ArrayList<>();
        for (String v : q.variables()) {
            Slot s = inner.get(v);
            in.add(s.shape().node() ? used[s.id()] : F.of(s.id() == self.id()));
        }
        return and(in);
    }

    /** Every binding of a quantifier's variables to slots of its class. */
    private List<Map<String, Slot>> bindings(JmlExpr.Quantifier q, Map<String, Slot> env) {
        ClassShape c = invariant.shape(q);
        List<Slot> candidates = c.node() ? heap.slots(c) : List.of(self);
        List<Map<String, Slot>> out = new ArrayList<>();
        out.add(new HashMap<>(env));
        for (String v : q.variables()) {
            List<Map<String, Slot>> next = new ArrayList<>();
            for (Map<String, Slot> b : out) {
                for (Slot s : candidates) {
                    Map<String, Slot> nb = new HashMap<>(b);
                    nb.put(v, s);
                    next.add(nb);
                }
            }
            out = next;
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Ints: 32-bit vectors

    private com.microsoft.z3.Expr<BitVecSort> integer(JmlExpr e, Map<String, Slot> env) {
        if (e instanceof JmlExpr.IntLit i) {
            return ctx.mkBV(i.value(), 32);
        }
        Meaning m = invariant.meaning(e);
        if (m instanceof Constant c) {
            return ctx.mkBV((Integer) c.value(), 32);
        }
        if (e instanceof JmlExpr.Name || e instanceof JmlExpr.Field) {
            FieldShape f = fieldOf(e);
            Ref target = targetOf(e, env);
            com.microsoft.z3.Expr<BitVecSort> value = ctx.mkBV(0, 32);
            for (Slot s : owners(target, f)) {
                com.microsoft.z3.Expr<BitVecSort> v = heap.primitive(s, f);
                if (target.known() == s.id()) {
                    return v;
                }
                value = ctx.mkITE(z3(refEq(target, known(s))), v, value);
            }
            return value;
        } else if (e instanceof JmlExpr.Unary u) {
            return ctx.mkBVNeg(integer(u.operand(), env));
        } else if (e instanceof JmlExpr.Binary b) {
            com.microsoft.z3.Expr<BitVecSort> l = integer(b.left(), env);
            com.microsoft.z3.Expr<BitVecSort> r = integer(b.right(), env);
            return b.op() == JmlExpr.BinaryOp.PLUS ? ctx.mkBVAdd(l, r) : ctx.mkBVSub(l, r);
        } else if (e instanceof JmlExpr.Conditional c) {
            F cond = bool(c.condition(), env);
            if (cond.isTrue()) {
                return integer(c.then(), env);
            }
            if (cond.isFalse()) {
                return integer(c.otherwise(), env);
            }
            return ctx.mkITE(cond.term(), integer(c.then(), env), integer(c.otherwise(), env));
        } else if (e instanceof JmlExpr.Quantifier q) {
            List<F> counted = new ArrayList<>();
            for (Map<String, Slot> inner : bindings(q, env)) {
                F domain = domain(q, inner);
                if (domain.isFalse()) {
                    continue;
                }
                F range = q.range() == null ? F.TRUE : bool(q.range(), inner);
                counted.add(range.isFalse() ? F.FALSE : and(List.of(domain, range, bool(q.body(), inner))));
            }
            return count(counted);
        } else if (e instanceof JmlExpr.Size s) {
            return count(List.of(members((JmlExpr.Reach) s.set(), env)));
        }
        throw new IllegalStateException("not an int expression: " + e);
    }

    private com.microsoft.z3.Expr<BitVecSort> count(List<F> members) {
        int constant = 0;
        com.microsoft.z3.Expr<BitVecSort> sum = null;
        for (F m : members) {
            if (m.isTrue()) {
                constant++;
            } else if (!m.isFalse()) {
                com.microsoft.z3.Expr<BitVecSort> one = ctx.mkITE(m.term(), ctx.mkBV(1, 32), ctx.mkBV(0, 32));
                sum = sum == null ? one : ctx.mkBVAdd(sum, one);
            }
        }
        com.microsoft.z3.Expr<BitVecSort> c = ctx.mkBV(constant, 32);
        return sum == null ? c : ctx.mkBVAdd(sum, c);
    }

    // ------------------------------------------------------------------------------------------------------------
    // References and reach sets

    private Ref ref(JmlExpr e, Map<String, Slot> env) {
        if (e instanceof JmlExpr.NullLit) {
            return nullRef();
        } else if (e instanceof JmlExpr.This) {
            return known(self);
        } else if (e instanceof JmlExpr.Name n && invariant.meaning(n) instanceof Variable v) {
            return known(env.get(v.name()));
        } else if (e instanceof JmlExpr.Name || e instanceof JmlExpr.Field) {
            return navigate(targetOf(e, env), fieldOf(e));
        } else if (e instanceof JmlExpr.Conditional c) {
            F cond = bool(c.condition(), env);
            Ref a = ref(c.then(), env);
            Ref b = ref(c.otherwise(), env);
            if (cond.isTrue()) {
                return a;
            }
            if (cond.isFalse()) {
                return b;
            }
            return new Ref(CompletionHeap.UNKNOWN, ctx.mkITE(cond.term(), heap.term(a), heap.term(b)));
        }
        throw new IllegalStateException("not a reference expression: " + e);
    }

    /** {@code target.f}: null through null. */
    private Ref navigate(Ref target, FieldShape f) {
        if (target.known() == CompletionHeap.NULL) {
            return target;
        }
        List<Slot> owners = owners(target, f);
        if (target.known() >= 0) {
            return owners.isEmpty() ? nullRef() : heap.ref(owners.get(0), f);
        }
        com.microsoft.z3.Expr<BitVecSort> value = heap.term(nullRef());
        for (Slot s : owners) {
            value = ctx.mkITE(z3(refEq(target, known(s))), heap.term(heap.ref(s, f)), value);
        }
        return new Ref(CompletionHeap.UNKNOWN, value);
    }

    /** The slots a reference may be that have field f: the known one, or every owner. */
    private List<Slot> owners(Ref target, FieldShape f) {
        if (target.known() == CompletionHeap.NULL) {
            return List.of();
        }
        if (target.known() >= 0) {
            Slot s = heap.slot(target.known());
            return s.shape().fields().contains(f) ? List.of(s) : List.of();
        }
        return heap.owners(f);
    }

    /** Membership of every slot in {@code \reach(from, T, fs)}. */
    private F[] members(JmlExpr.Reach r, Map<String, Slot> env) {
        ClassShape type = invariant.shape(r);
        F[][] closure = closure(invariant.reachFields(r));
        Ref from = ref(r.from(), env);
        F[] out = new F[slots.size()];
        for (Slot x : slots) {
            if (!x.shape().equals(type) && !heap.isA(x.shape(), type)) {
                out[x.id()] = F.FALSE;
            } else if (from.known() == CompletionHeap.NULL) {
                out[x.id()] = F.FALSE;
            } else if (from.known() >= 0) {
                out[x.id()] = closure[from.known()][x.id()];
            } else {
                List<F> cases = new ArrayList<>();
                for (Slot s : slots) {
                    if (!closure[s.id()][x.id()].isFalse()) {
                        cases.add(and(List.of(refEq(from, known(s)), closure[s.id()][x.id()])));
                    }
                }
                out[x.id()] = or(cases);
            }
        }
        return out;
    }

    /**
     * The reflexive transitive closure of the fields' edges over the slots: {@code c[s][x]} iff x is reachable from s.
     * Squaring the matrix ceil(log2(n)) times covers every path of at most n - 1 edges; each cell of each round that
     * is not a constant is a defined Z3 constant.
     */
    private F[][] closure(List<FieldShape> fields) {
        F[][] done = closures.get(fields);
        if (done != null) {
            return done;
        }
        int n = slots.size();
        F[][] m = new F[n][n];
        for (Slot s : slots) {
            for (Slot x : slots) {
                if (s.id() == x.id()) {
                    m[s.id()][x.id()] = F.TRUE;
                    continue;
                }
                List<F> edges = new ArrayList<>();
                for (FieldShape f : fields) {
                    if (s.shape().fields().contains(f) && heap.canHold(f, x.shape())) {
                        edges.add(refEq(heap.ref(s, f), known(x)));
                    }
                }
                m[s.id()][x.id()] = or(edges);
            }
        }
        for (int length = 1; length < n - 1; length *= 2) {
            F[][] next = new F[n][n];
            for (int s = 0; s < n; s++) {
                for (int x = 0; x < n; x++) {
                    if (m[s][x].isTrue()) {
                        next[s][x] = F.TRUE;
                        continue;
                    }
                    List<F> via = new ArrayList<>();
                    via.add(m[s][x]);
                    for (int y = 0; y < n; y++) {
                        if (y != s && y != x && !m[s][y].isFalse() && !m[y][x].isFalse()) {
                            via.add(and(List.of(m[s][y], m[y][x])));
                        }
                    }
                    next[s][x] = define(or(via));
                }
            }
            m = next;
        }
        closures.put(fields, m);
        return m;
    }

    /** A constant standing for {@code f}, defined equal to it; {@code f} itself when it is a constant. */
    private F define(F f) {
        if (f.value() >= 0 || f.term().isConst()) {
            return f;
        }
        BoolExpr c = ctx.mkBoolConst("reach!" + self.id() + "!" + fresh++);
        definitions.add(ctx.mkEq(c, f.term()));
        return F.of(c);
    }

    private static Ref known(Slot s) {
        return new Ref(s.id(), null);
    }

    private static Ref nullRef() {
        return new Ref(CompletionHeap.NULL, null);
    }

    private F refEq(Ref a, Ref b) {
        if (a.known() != CompletionHeap.UNKNOWN && b.known() != CompletionHeap.UNKNOWN) {
            return F.of(a.known() == b.known());
        }
        return F.of(ctx.mkEq(heap.term(a), heap.term(b)));
    }

    /** The object whose field a name ({@code this}) or field access ({@code e}) reads. */
    private Ref targetOf(JmlExpr e, Map<String, Slot> env) {
        return e instanceof JmlExpr.Field f ? ref(f.target(), env) : known(self);
    }

    private FieldShape fieldOf(JmlExpr e) {
        return e instanceof JmlExpr.Field fa ? invariant.field(fa) : ((ThisField) invariant.meaning(e)).field();
    }

    // ------------------------------------------------------------------------------------------------------------
    // Connectives that fold constants

    private BoolExpr z3(F f) {
        return f.value() < 0 ? f.term() : ctx.mkBool(f.isTrue());
    }

    private F and(List<F> fs) {
        List<BoolExpr> keep = new ArrayList<>();
        for (F f : fs) {
            if (f.isFalse()) {
                return F.FALSE;
            }
            if (!f.isTrue()) {
                keep.add(f.term());
            }
        }
        return keep.isEmpty() ? F.TRUE : keep.size() == 1 ? F.of(keep.get(0))
                : F.of(ctx.mkAnd(keep.toArray(new BoolExpr[0])));
    }

    private F or(List<F> fs) {
        List<BoolExpr> keep = new ArrayList<>();
        for (F f : fs) {
            if (f.isTrue()) {
                return F.TRUE;
            }
            if (!f.isFalse()) {
                keep.add(f.term());
            }
        }
        return keep.isEmpty() ? F.FALSE : keep.size() == 1 ? F.of(keep.get(0))
                : F.of(ctx.mkOr(keep.toArray(new BoolExpr[0])));
    }

    private F not(F f) {
        return f.value() >= 0 ? F.of(!f.isTrue()) : F.of(ctx.mkNot(f.term()));
    }

    private F implies(F a, F b) {
        return or(List.of(not(a), b));
    }

    private F iff(F a, F b) {
        if (a.isTrue()) {
            return b;
        }
        if (b.isTrue()) {
            return a;
        }
        if (a.isFalse()) {
            return not(b);
        }
        if (b.isFalse()) {
            return not(a);
        }
        return F.of(ctx.mkIff(a.term(), b.term()));
    }
}
