package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.GuardedRef;
import bliss.spf.vm.LazyArgument;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * POSE's first read of an undecided input reference (the paper's {@code assume}): instead of a choice among lazy
 * initialization's candidates, one int <em>choice variable</em> ({@code N0.next#}) over them, and the guarded
 * reference whose alternative {@code i} is the {@code i}th candidate where the variable is {@code i}. The candidates
 * are lazy initialization's: null, every input object of a compatible class, and a fresh object, made at once.
 *
 * <p>Every object made so is a <em>candidate</em>: it is in the input where the variable that made it chose it and
 * its creator is ({@link InputObject#existence}). So that each model of a path condition is one input lazy
 * initialization makes, the path condition gains: an alias of a candidate implies that the candidate exists, and the
 * objects of a class that exist are at most the scope. A fresh candidate is made only when the objects of its class
 * on its chain of creators (which all exist where it does) leave room for it, which keeps loops over undecided
 * structures finite as lazy initialization's scope does.
 */
public final class GuardedReads {

    private final Counter choiceVariables;

    public GuardedReads(Counters counters) {
        this.choiceVariables = counters.counter("choiceVariables");
    }

    /**
     * The first read of {@code owner.field}, a reference field of the layout: decides it to a guarded reference.
     *
     * @requires heap.input(owner, field) == UNINITIALIZED
     * @effects the field's input and current value = the result; {@code assume} told the constraints the path
     *          condition gains
     * @return a guarded reference, or the one candidate when the field has one
     */
    public Object read(InputHeap heap, InputObject owner, FieldShape field, Consumer<Expr> assume) {
        ClassShape target = heap.target(field);
        boolean fresh = target.node() && onChain(owner, target) < heap.scope();
        Object v = choose(heap, target, owner, field.name(), fresh, null, assume);
        heap.decideGuarded(owner, field, v);
        return v;
    }

    /**
     * The first load of a reference argument: decides it to a guarded reference over null, the input objects of its
     * class and a fresh one named after it (also of a header class that is no node, as under lazy initialization).
     */
    public Object argument(InputHeap heap, LazyArgument a, Consumer<Expr> assume) {
        ClassShape cls = heap.argumentClass(a);
        Object v = choose(heap, cls, null, a.name(), true, a.name(), assume);
        heap.decideArgument(a, v);
        return v;
    }

    private Object choose(InputHeap heap, ClassShape target, InputObject owner, String place, boolean fresh,
                          String freshName, Consumer<Expr> assume) {
        List<InputObject> candidates = new ArrayList<>();
        candidates.add(null);
        for (InputObject o : heap.objects()) {
            if (heap.isInstance(o, target)) {
                candidates.add(o);
            }
        }
        if (fresh) {
            candidates.add(heap.create(target, freshName));
        }
        String name = (owner == null ? "" : owner.name() + ".") + place + "#";
        Var choice = location(heap, name, candidates);
        choiceVariables.increment();
        Expr domain = Const.FALSE; // the choice is one of the candidates (their ids need not be contiguous)
        for (InputObject o : candidates) {
            Expr g = Exprs.compare(Compare.Op.EQ, choice, Const.ofInt((int) GuardedRef.id(o)));
            domain = Exprs.or(domain, g);
            if (o != null && fresh && o == candidates.get(candidates.size() - 1)) {
                o.candidateOf(owner, owner == null ? g : Exprs.and(owner.existence(), g));
            } else if (o != null && !(o.existence() instanceof Const)) {
                assume.accept(Exprs.or(Exprs.not(g), o.existence())); // an alias of a candidate: it exists
            }
        }
        assume.accept(domain);
        if (fresh && heap.count(target) > heap.scope() && target.node()) {
            assume.accept(withinScope(heap, target));
        }
        List<Long> values = new ArrayList<>(candidates.size());
        for (InputObject o : candidates) {
            values.add(GuardedRef.id(o));
        }
        heap.addChoice(new InputHeap.Choice(choice, owner, place, java.util.Collections.unmodifiableList(candidates),
                List.copyOf(values)));
        return GuardedRef.of(choice, new ArrayList<>(candidates));
    }

    /**
     * A guarded reference over {@code targets} at {@code location}, a term over other locations: its location is a
     * fresh variable that the path condition defines as the term.
     *
     * @effects assume told {@code L == location} for the fresh variable L
     */
    public Object name(InputHeap heap, Expr location, List<bliss.spf.vm.VmObject> targets, Consumer<Expr> assume) {
        Var l = location(heap, null, targets);
        assume.accept(Exprs.compare(Compare.Op.EQ, l, location));
        return GuardedRef.of(l, targets);
    }

    /** A fresh int variable ranging over the ids of {@code objects}, named {@code name} or {@code @id}. */
    private static Var location(InputHeap heap, String name, List<? extends bliss.spf.vm.VmObject> objects) {
        long min = 0;
        long max = 0;
        for (bliss.spf.vm.VmObject o : objects) {
            min = Math.min(min, GuardedRef.id(o));
            max = Math.max(max, GuardedRef.id(o));
        }
        int id = heap.vm().nextVarId();
        return new Var(id, name != null ? name : "@" + id, Type.INT, min, max);
    }

    /** The number of objects of class {@code cls} among {@code o} and its creators. */
    private static int onChain(InputObject o, ClassShape cls) {
        int n = 0;
        for (InputObject c = o; c != null; c = c.creator()) {
            n += c.shape() == cls ? 1 : 0;
        }
        return n;
    }

    /** The objects of {@code cls} that exist are at most the scope. */
    private static Expr withinScope(InputHeap heap, ClassShape cls) {
        Expr sum = Const.ofInt(0);
        for (InputObject o : heap.objects()) {
            if (o.shape() == cls) {
                sum = Exprs.binary(Binary.Op.ADD, sum, Exprs.ite(o.existence(), Const.ofInt(1), Const.ofInt(0)));
            }
        }
        return Exprs.compare(Compare.Op.LE, sum, Const.ofInt(heap.scope()));
    }
}
