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
        List<InputObject> existing = new ArrayList<>();
        for (InputObject o : heap.objects()) {
            if (heap.isInstance(o, target)) {
                existing.add(o);
            }
        }
        int n = 1 + existing.size() + (fresh ? 1 : 0);
        String name = (owner == null ? "" : owner.name() + ".") + place + "#";
        Var choice = new Var(heap.vm().nextVarId(), name, Type.INT, 0, n - 1);
        choiceVariables.increment();
        List<Expr> guards = new ArrayList<>(n);
        List<Object> targets = new ArrayList<>(n);
        guards.add(GuardedRef.choice(choice, 0));
        targets.add(null);
        for (InputObject o : existing) {
            Expr g = GuardedRef.choice(choice, guards.size());
            guards.add(g);
            targets.add(o);
            if (!(o.existence() instanceof Const)) {
                assume.accept(Exprs.or(Exprs.not(g), o.existence())); // an alias of a candidate: it exists
            }
        }
        if (fresh) {
            Expr g = GuardedRef.choice(choice, guards.size());
            InputObject o = heap.create(target, freshName);
            o.candidateOf(owner, owner == null ? g : GuardedRef.conjoin(owner.existence(), g));
            guards.add(g);
            targets.add(o);
            if (heap.count(target) > heap.scope() && target.node()) {
                assume.accept(withinScope(heap, target));
            }
        }
        List<InputObject> candidates = new ArrayList<>(n);
        for (Object t : targets) {
            candidates.add((InputObject) t);
        }
        heap.addChoice(new InputHeap.Choice(choice, owner, place, java.util.Collections.unmodifiableList(candidates)));
        return GuardedRef.select(guards, targets);
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
