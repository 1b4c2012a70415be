package bliss.spf.heap;

import bliss.spf.vm.InputIdentity;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmArray;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmObject;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The receiver's fields a driver kept ({@code Symbolic.keep("lock", "notEmpty")} before {@code Symbolic.object}):
 * each holds what the seed's constructor stored there, not an input value. In the VM that ran the driver the
 * receiver takes the seed's own objects; another VM (SymSolve's heap, testgen's completion), and a precondition's
 * copy of the input (which must see the state the constructor left, not the one the analysed method made: a lock it
 * holds), take fresh objects made from a recipe of them when the field was kept: the same classes, the same
 * concrete values, the same sharing (a condition's lock is the lock beside it). The recipe holds plain objects and arrays with concrete values only, and
 * concrete strings (immutable host values, shared as they are); anything else (a symbolic value,
 * an input object, an object of a static initializer, a class object) is refused when the field is kept,
 * with a named unsupported line.
 */
public final class KeptFields {

    /** One object of the recipe: its class's name, an array's length (-1 for an object), its slots. */
    private record Node(String cls, int length, long[] p, Object[] r) {
    }

    /** A reference in a node's slot to another node (slots hold null, or one of these). */
    private record Ref(int node) {
    }

    /** The names a {@code Symbolic.keep} call named, waiting for the next {@code Symbolic.object}. */
    private List<String> pending = List.of();
    /** The kept fields by name: the seed's value (in {@link #origin}) and its root in {@link #nodes}. */
    private final Map<String, Object> live = new LinkedHashMap<>();
    private final Map<String, Ref> roots = new LinkedHashMap<>();
    private final List<Node> nodes = new ArrayList<>();
    private Vm origin;

    KeptFields() {
    }

    /** {@code Symbolic.keep(names)}: the fields the next {@code Symbolic.object}'s seed keeps; the last call wins. */
    void keep(List<String> names) {
        pending = List.copyOf(names);
    }

    /** Whether a {@code Symbolic.keep} call waits for its {@code Symbolic.object}. */
    boolean pending() {
        return !pending.isEmpty();
    }

    /** Whether a field was kept. */
    boolean isEmpty() {
        return roots.isEmpty();
    }

    /**
     * {@code Symbolic.object(name, seed)} after {@code Symbolic.keep}: takes the seed's values of the pending names.
     *
     * @throws Unsupported for a name the seed's class has no reference instance field of, or a value that cannot be
     *                     copied into another VM
     */
    void takeFrom(Vm vm, VmObject seed) {
        List<String> names = pending;
        pending = List.of();
        origin = vm;
        live.clear();
        roots.clear();
        nodes.clear();
        Map<Object, Ref> seen = new IdentityHashMap<>();
        for (String name : names) {
            VmField f = instanceField(seed.cls, name);
            if (f == null) {
                throw new Unsupported("Symbolic.keep(\"" + name + "\"): " + seed.cls.javaName()
                        + " has no reference instance field of that name");
            }
            Object v = seed.r[f.index];
            live.put(name, v);
            roots.put(name, v == null ? null : recipe(v, seen, seed.cls.javaName() + "." + name));
        }
    }

    private static VmField instanceField(VmClass cls, String name) {
        for (VmClass c = cls; c != null; c = c.superclass) {
            for (VmField f : c.instanceFields()) {
                if (f.owner == c && f.name.equals(name) && f.reference) {
                    return f;
                }
            }
        }
        return null;
    }

    private Ref recipe(Object v, Map<Object, Ref> seen, String where) {
        Ref known = seen.get(v);
        if (known != null) {
            return known;
        }
        if (v instanceof InputIdentity || v.getClass() != VmObject.class && v.getClass() != VmArray.class) {
            throw new Unsupported("Symbolic.keep: the seed's " + where + " reaches " + v + ", which the engine "
                    + "cannot copy into another VM (an input, a constant of a static initializer, or a value of its "
                    + "own): keep only fields the constructor filled with new plain objects");
        }
        Ref ref = new Ref(nodes.size());
        seen.put(v, ref);
        Object[] r;
        Node node;
        if (v instanceof VmArray a) {
            r = new Object[a.length];
            node = new Node(a.cls.name(), a.length, a.p == null ? null : a.p.clone(), r);
            nodes.add(node);
            for (int i = 0; i < a.length; i++) {
                r[i] = a.r[i] == null || a.r[i] instanceof String ? a.r[i]
                        : recipe(a.r[i], seen, where + "[" + i + "]");
            }
        } else {
            VmObject o = (VmObject) v;
            r = new Object[o.r.length];
            node = new Node(o.cls.name(), -1, o.p.clone(), r);
            nodes.add(node);
            for (int i = 0; i < r.length; i++) {
                if (o.r[i] instanceof VmObject || o.r[i] instanceof VmArray) {
                    r[i] = recipe(o.r[i], seen, where + "." + slotName(o.cls, i));
                } else if (o.r[i] instanceof String text) { // a concrete string: an immutable host value
                    r[i] = text;
                } else if (o.r[i] != null) {
                    throw new Unsupported("Symbolic.keep: the seed's " + where + "." + slotName(o.cls, i)
                            + " holds " + o.r[i] + ", not a concrete value: keep only fields of fixed state");
                }
            }
        }
        return ref;
    }

    private static String slotName(VmClass cls, int slot) {
        for (VmField f : cls.instanceFields()) {
            if (f.index == slot) {
                return f.name;
            }
        }
        return "#" + slot;
    }

    /**
     * Takes another heap's kept fields, none if it kept none: SymSolve's heap and testgen's completion, which make
     * them in their own VM.
     */
    void adopt(KeptFields asker) {
        if (asker == this) {
            return;
        }
        live.clear();
        live.putAll(asker.live);
        roots.clear();
        roots.putAll(asker.roots);
        nodes.clear();
        nodes.addAll(asker.nodes);
        origin = asker.origin;
    }

    /**
     * Writes the kept fields into the receiver's current values (its input values stay uninitialized: they are no
     * input): the seed's objects in the driver's VM, fresh copies in another.
     *
     * @effects each kept field of {@code receiver} holds its object; objects are made in {@code vm} when it is not
     *          the driver's
     */
    void writeInto(Vm vm, VmObject receiver) {
        write(vm == origin ? live : null, vm, receiver);
    }

    /**
     * Writes fresh copies of the kept fields' objects, as the seed's constructor left them, into {@code copy}: a
     * copy of the receiver a precondition judges, which must see the input's state of a lock the analysed method
     * holds by then.
     */
    void writeFresh(Vm vm, VmObject copy) {
        write(null, vm, copy);
    }

    private void write(Map<String, Object> objects, Vm vm, VmObject receiver) {
        if (roots.isEmpty()) {
            return;
        }
        Map<String, Object> values = objects != null ? objects : materialize(vm);
        for (Map.Entry<String, Object> e : values.entrySet()) {
            VmField f = instanceField(receiver.cls, e.getKey());
            if (f == null) {
                throw new Unsupported("Symbolic.keep(\"" + e.getKey() + "\"): " + receiver.cls.javaName()
                        + " has no reference instance field of that name");
            }
            receiver.r[f.index] = e.getValue();
        }
    }

    private Map<String, Object> materialize(Vm vm) {
        Object[] made = new Object[nodes.size()];
        for (int i = 0; i < made.length; i++) {
            Node n = nodes.get(i);
            VmClass c = vm.classes.load(n.cls());
            if (n.length() >= 0) {
                VmArray a = vm.newArray(c, n.length());
                if (n.p() != null) {
                    System.arraycopy(n.p(), 0, a.p, 0, n.length());
                }
                made[i] = a;
            } else {
                VmObject o = vm.newObject(c);
                System.arraycopy(n.p(), 0, o.p, 0, Math.min(n.p().length, o.p.length));
                made[i] = o;
            }
        }
        for (int i = 0; i < made.length; i++) {
            Object[] r = made[i] instanceof VmArray a ? a.r : ((VmObject) made[i]).r;
            Object[] recipe = nodes.get(i).r();
            for (int s = 0; s < recipe.length && s < r.length; s++) {
                r[s] = recipe[s] instanceof Ref ref ? made[ref.node()] : recipe[s]; // null or a concrete string
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        roots.forEach((name, ref) -> out.put(name, ref == null ? null : made[ref.node()]));
        return out;
    }

    /**
     * @return the recipe as text: each kept field with its root, each object with its class, length, concrete values
     *         and references (to other objects by index, or concrete strings); "" when nothing is kept. Two recipes
     *         with the same text make the same objects.
     */
    String describe() {
        if (roots.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        roots.forEach((name, ref) -> sb.append(name).append(" -> ").append(ref == null ? "null" : ref.node())
                .append('\n'));
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            sb.append(i).append(' ').append(n.cls()).append(' ').append(n.length()).append(' ')
                    .append(java.util.Arrays.toString(n.p())).append(" [");
            for (Object o : n.r()) {
                sb.append(o instanceof Ref ref ? "#" + ref.node() : o instanceof String text ? '"' + text + '"'
                        : "null").append(' ');
            }
            sb.append("]\n");
        }
        return sb.toString();
    }

    /** The kept fields' names, in the order kept. */
    public List<String> names() {
        return List.copyOf(roots.keySet());
    }
}
