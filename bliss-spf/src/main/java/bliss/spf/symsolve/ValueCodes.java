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
 * with what LISSA's question keeps of it: null; a string's text when it is constant, else "some string" (its
 * variable is free: LISSA's questions carry no condition); a box's class and constant value, else "some value"; an
 * enum constant; an object by its candidate classes; an alias of a node by the node's number; and, since repOK may
 * compare them by identity, the order in which each value object, box or string first appears. The text with the
 * field's place (class, field, source object) is hashed to 64 bits, written as two codes; a key is the set of its
 * codes, so a wrong reuse needs both halves of a 64-bit hash to meet.
 */
final class ValueCodes {

    private final Function<Object, String> node;
    private final Map<Object, Integer> seen = new IdentityHashMap<>();

    /** @param node the number of a node of the question's structure ("class:number"), or null when it has none */
    ValueCodes(Function<Object, String> node) {
        this.node = node;
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
        if (v instanceof InputArray || v instanceof PartialStructure.Array) {
            return "array" + identity(v); // SymSolve refuses a question's array: its verdict is never stored
        }
        if (v instanceof ValueObject o) {
            return "o" + identity(v) + classes(o.candidates());
        }
        if (v instanceof PartialStructure.Value o) {
            return "o" + identity(v) + o.classes();
        }
        if (v instanceof PartialStructure.Constant c) {
            return "e:" + c.enumClass() + "." + c.name();
        }
        String n = node.apply(v);
        if (n != null) {
            return "n:" + n;
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
