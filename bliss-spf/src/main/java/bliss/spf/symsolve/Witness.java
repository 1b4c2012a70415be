package bliss.spf.symsolve;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A SAT answer's proof from {@link SymSolve}: the input heap of a path on which repOK returned true, with the path's
 * condition and a model of it. Every reference field repOK read on that path is decided; a field it did not read is
 * uninitialized, and any value of it keeps the path (Korat's rule), so with null there the structure is valid. Its
 * first objects are the question's, in the order SymSolve met them (breadth-first from the root over initialized
 * reference fields); primitive fields hold the question's expressions there and fresh variables elsewhere. Immutable.
 */
public final class Witness {

    private final PartialStructure structure;
    private final List<Expr> conditions;
    private final Map<Var, Long> model;
    private final Map<Object, PartialStructure.Node> asked = new IdentityHashMap<>();

    /** @param asked the question's objects, in the order their nodes were made (the structure's first nodes) */
    Witness(PartialStructure structure, List<Expr> conditions, Map<Var, Long> model, List<?> asked) {
        this.structure = structure;
        this.conditions = List.copyOf(conditions);
        this.model = Map.copyOf(model);
        for (int i = 0; i < asked.size(); i++) {
            this.asked.put(asked.get(i), structure.nodes().get(i));
        }
    }

    /** The node of an object of the question this witness answers, or null when it is none of them. */
    public PartialStructure.Node nodeOf(Object questionObject) {
        return asked.get(questionObject);
    }

    /** The accepted path's input heap. */
    public PartialStructure structure() {
        return structure;
    }

    /** The accepted path's condition: the question's conditions and repOK's on the path. */
    public List<Expr> conditions() {
        return conditions;
    }

    /** Values satisfying {@link #conditions} (variables it leaves out may take any value). */
    public Map<Var, Long> model() {
        return model;
    }

    /**
     * The value a primitive field of a witness object holds under the model (a variable the model leaves out is
     * unconstrained: 0).
     */
    public long value(PartialStructure.Node node, FieldShape field) {
        Object v = node.value(field);
        return v instanceof Expr e ? evaluate(e, Map.of()) : 0;
    }

    /**
     * Whether this witness answers {@code q} as well: the objects of q's concrete part map one to one into this
     * structure, the root to the root, so that every initialized reference field of q holds here (an object to the
     * image of its target; null to null or to a field repOK did not read, which null keeps valid), and q's conditions
     * hold with each of q's fields given the value of its image here (and the variables of q's that are no field, the
     * model's values). Then this structure, with those values, is a valid completion of q. A value field (a string, a
     * box, an object, an array) q decides must be one repOK did not read here.
     */
    public <T> boolean answers(StructureQuestion<T> q) {
        HeapAccess<T> heap = q.heap();
        Map<T, PartialStructure.Node> image = new IdentityHashMap<>();
        Map<PartialStructure.Node, Boolean> used = new IdentityHashMap<>();
        List<T> queue = new ArrayList<>();
        image.put(q.root(), structure.receiver());
        used.put(structure.receiver(), true);
        queue.add(q.root());
        Map<Var, Long> env = q.conditions().isEmpty() ? null : new HashMap<>();
        for (int i = 0; i < queue.size(); i++) {
            T o = queue.get(i);
            PartialStructure.Node mine = image.get(o);
            ClassShape c = heap.classOf(o);
            if (!c.name().equals(mine.shape().name())) {
                return false;
            }
            List<FieldShape> fields = c.fields();
            List<FieldShape> own = mine.shape().fields();
            for (int f = 0; f < fields.size(); f++) {
                FieldShape field = fields.get(f);
                Object want = heap.read(o, field);
                Object there = mine.value(own.get(f));
                if (bliss.spf.heap.InputHeap.holdsValue(field, want) && !field.isReference()) {
                    // a value field: the witness answers when repOK did not read it (any value keeps the path) or
                    // the question leaves it free; values are not compared (a search answers those questions)
                    if (want != HeapAccess.UNINITIALIZED && there != HeapAccess.UNINITIALIZED) {
                        return false;
                    }
                    continue;
                }
                if (!field.isReference()) {
                    if (env != null && want instanceof Var v && there instanceof Expr e) {
                        env.put(v, evaluate(e, Map.of()));
                    }
                    continue;
                }
                if (want == HeapAccess.UNINITIALIZED) {
                    continue;
                }
                if (want == null) {
                    if (there != null && there != HeapAccess.UNINITIALIZED) {
                        return false;
                    }
                    continue;
                }
                if (!(there instanceof PartialStructure.Node t)) {
                    return false; // null, or a field repOK did not read: the object q puts there is not part of it
                }
                @SuppressWarnings("unchecked") T target = (T) want;
                PartialStructure.Node known = image.get(target);
                if (known == null) {
                    if (used.put(t, true) != null) {
                        return false;
                    }
                    image.put(target, t);
                    queue.add(target);
                } else if (known != t) {
                    return false;
                }
            }
        }
        if (env == null) {
            return true;
        }
        for (Expr e : q.conditions()) {
            if (evaluate(e, env) == 0) {
                return false;
            }
        }
        return true;
    }

    /** The value of {@code e} with {@code env} first, then the model, then 0 for a variable neither gives. */
    private long evaluate(Expr e, Map<Var, Long> env) {
        Map<Var, Long> all = new HashMap<>();
        e.forEachVar(v -> all.put(v, env.containsKey(v) ? env.get(v) : model.getOrDefault(v, 0L)));
        try {
            return e.eval(all);
        } catch (ArithmeticException ex) {
            return 0;
        }
    }

    @Override
    public String toString() {
        return structure + " " + conditions;
    }
}
