package bliss.spf.symsolve;

import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.heap.InputArray;
import bliss.spf.heap.ValueObject;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.SymbolicString;
import bliss.spf.vm.LazyObject;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmObject;

import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The value fields of a LISSA-M question as codes of its verdict key ({@link StructureEdges}), for a repOK that reads
 * them: what a verdict depends on, scope-free. A field the path left unread adds nothing. A value is written as text,
 * with what LISSA's question keeps of it: null; a string's text when it is constant, else "some string" (its variable
 * is free: LISSA's questions carry no condition); a box's class and constant value, else "some value"; an enum
 * constant; a class object by its class; an object a static field holds by that field; an object by its candidate
 * classes and the fields the path read; an array by its length and decided elements; an alias of a node by the node's
 * number (a node the structure does not reach leaves the question without a key, {@link #keyless}); and, since repOK
 * may compare them by identity, the order in which each value object, array, box or string first appears. The text
 * with the field's place (class, field, source object) is hashed to 64 bits, written as two codes; a key is the set
 * of its codes, so a wrong reuse needs both halves of a 64-bit hash to meet.
 */
final class ValueCodes {

    private final Function<Object, String> node;
    private final Function<Object, PartialStructure.Held> heldOf;
    private final Map<Object, Integer> seen = new IdentityHashMap<>();
    private boolean keyless;

    /**
     * @param node   the number of a node of the question's structure ("class:number"), or null when it has none
     * @param heldOf the static field that holds an object of the question's live heap, or null
     */
    ValueCodes(Function<Object, String> node, Function<Object, PartialStructure.Held> heldOf) {
        this.node = node;
        this.heldOf = heldOf;
    }

    /**
     * Whether a value added so far is a node the question's structure does not reach (one an array of nodes holds):
     * its fields are in no code, so no key of these codes may stand for the question. (A code unique to the run would
     * not do: the verdicts outlive the run, and another run numbers its own questions from the same start.)
     */
    boolean keyless() {
        return keyless;
    }

    /** @effects adds the two codes of the value {@code v} of field {@code field} of object {@code source} of class {@code cls} */
    void add(int cls, int field, int source, Object v, List<Integer> codes) {
        if (v == HeapAccess.UNINITIALIZED || v instanceof Expr && !(v instanceof Const)) {
            return; // unread, or a primitive's variable (a generic key): free, as a primitive field's
        }
        String text = cls + "." + field + "@" + source + "=" + describe(v);
        long h = hash(text);
        codes.add((int) (h >>> 32));
        codes.add((int) h);
    }

    private String describe(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String s) {
            return "s:" + s;
        }
        if (v instanceof SymbolicString) {
            return "s?" + identity(v);
        }
        if (v instanceof Const k) {
            return "k:" + k;
        }
        PartialStructure.Held held = v instanceof PartialStructure.Held h ? h : heldOf.apply(v);
        if (held != null) {
            return "h:" + held.owner() + "." + held.field();
        }
        boolean first = !seen.containsKey(v);
        if (v instanceof InputArray a) {
            StringBuilder sb = new StringBuilder("array").append(identity(v));
            if (first) { // its length as the question has it, then each decided element
                sb.append(":").append(a.hasSymbolicLength() ? "?" : Integer.toString(a.length)).append('{');
                for (int i = 0; i < a.length; i++) {
                    element(sb, Integer.toString(i), a.inputElement(i));
                }
                sb.append('}');
            }
            return sb.toString();
        }
        if (v instanceof PartialStructure.Array a) {
            StringBuilder sb = new StringBuilder("array").append(identity(v));
            if (first) {
                sb.append(":").append(a.length() instanceof Const k ? Long.toString(k.value()) : "?").append('{');
                for (int i = 0; i < a.elements().size(); i++) {
                    element(sb, Integer.toString(i), a.elements().get(i));
                }
                sb.append('}');
            }
            return sb.toString();
        }
        if (v instanceof bliss.spf.vm.InputContents c) { // its input: the model and the contents
            return contents(v, first, c.cls.javaName(), c.keys(), c.values());
        }
        if (v instanceof PartialStructure.Contents c) {
            return contents(v, first, c.type(), c.keys(), c.values());
        }
        if (v instanceof ValueObject o) {
            StringBuilder sb = new StringBuilder("o").append(identity(v)).append(classes(o.candidates()));
            if (first) { // the fields the path read
                sb.append('{');
                for (int i = 0; i < o.r.length; i++) {
                    element(sb, Integer.toString(i), o.inputValue(i));
                }
                sb.append('}');
            }
            return sb.toString();
        }
        if (v instanceof PartialStructure.Value o) {
            StringBuilder sb = new StringBuilder("o").append(identity(v)).append(o.classes());
            if (first) {
                sb.append('{');
                o.fields().forEach((f, x) -> element(sb, f.name(), x));
                sb.append('}');
            }
            return sb.toString();
        }
        if (v instanceof PartialStructure.Constant c) {
            return "e:" + c.enumClass() + "." + c.name();
        }
        if (v instanceof PartialStructure.ClassConstant c) {
            return "c:" + c.className();
        }
        if (bliss.spf.vm.InputValues.classOf(v) != null) {
            return "c:" + bliss.spf.vm.InputValues.classOf(v).javaName();
        }
        String n = node.apply(v);
        if (n != null) {
            return "n:" + n;
        }
        if (v instanceof bliss.spf.heap.InputObject || v instanceof PartialStructure.Node) {
            // a node the question's structure does not reach (one held by an array of nodes): its fields are not
            // in the key, so the question has none ({@link #keyless})
            keyless = true;
            return "u";
        }
        if (v instanceof VmObject o && !(o instanceof LazyObject)) {
            VmField ordinal = o.cls.findField("ordinal");
            if (ordinal != null && !ordinal.isStatic) {
                return "e:" + o.cls.javaName() + "." + o.r[o.cls.findField("name").index];
            }
            VmField value = o.cls.findField("value");
            if (value != null && !value.isStatic) {
                Object term = o.r[value.index];
                return "b" + identity(v) + ":" + o.cls.javaName() + ":"
                        + (term instanceof Expr e && !(e instanceof Const) ? "?" : term != null ? term
                        : Long.toString(o.p[value.index]));
            }
        }
        return "?" + v.getClass().getName() + identity(v); // another value: never equal to another question's
    }

    /** A collection in input form: its model, its size and its contents, each element as a field's value. */
    private String contents(Object v, boolean first, String type, List<Object> keys, List<Object> values) {
        StringBuilder sb = new StringBuilder("l").append(identity(v)).append(':').append(type);
        if (first) {
            sb.append(':').append(keys.size()).append('{');
            for (int i = 0; i < keys.size(); i++) {
                element(sb, Integer.toString(i), keys.get(i));
                if (values != null) {
                    element(sb, i + "v", values.get(i));
                }
            }
            sb.append('}');
        }
        return sb.toString();
    }

    /** Codes never given twice in this process. */

    /** Appends {@code place=value} for a decided cell (a primitive's variable as "?": free, as a field's). */
    private void element(StringBuilder sb, String place, Object cell) {
        if (cell == HeapAccess.UNINITIALIZED) {
            return;
        }
        sb.append(place).append('=').append(cell instanceof Expr e && !(e instanceof Const) ? "?" : describe(cell))
                .append(',');
    }

    /** "#k": the order in which the value first appeared in this question. */
    private String identity(Object v) {
        return "#" + seen.computeIfAbsent(v, x -> seen.size());
    }

    private static String classes(List<VmClass> cs) {
        StringBuilder sb = new StringBuilder("[");
        for (VmClass c : cs) {
            sb.append(c.name()).append(',');
        }
        return sb.append(']').toString();
    }

    /** A 64-bit FNV-1a of the text's UTF-8 bytes, finished with SplitMix64's mixer. */
    private static long hash(String text) {
        long h = 0xcbf29ce484222325L;
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ (b & 0xff)) * 0x100000001b3L;
        }
        h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
        return h ^ (h >>> 31);
    }
}
