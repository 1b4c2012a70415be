package bliss.spf.testgen;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.solver.JavaBitVectors;
import bliss.spf.symbolic.Var;
import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BitVecSort;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * The finite heap of one completion problem, as Z3 terms: the path's input objects, each in a slot of its class, and
 * fresh slots up to the scope (at most k objects of each node class), with one term per field of every slot.
 *
 * <ul>
 * <li>A reference field is a 16-bit vector: a slot's id, or {@link #NULL}. A field the path read is that constant (the
 *     path's edges and nulls are fixed); any other is a Z3 constant restricted to null and the slots of classes the
 *     field can hold.</li>
 * <li>A primitive field is a bit-vector of its Java width: for an input object of the path its symbolic variable
 *     (the path condition's own term, through {@link JavaBitVectors}); for a fresh slot a new constant. A boolean is
 *     a 32-bit vector in 0..1, as the engine's variables are.</li>
 * </ul>
 * No symmetry breaking: the path's objects need not be numbered canonically (lazy initialization creates them in
 * the order the method reads them), so the problem has every numbering of the fresh slots.
 */
final class CompletionHeap {

    /** The value of a null reference. */
    static final int NULL = -1;
    /** {@link Ref#known} of a reference whose target the model decides. */
    static final int UNKNOWN = -2;
    /** The width of a reference: a slot id or -1 (the whole problem is bit-vectors, for Z3's QF_BV solver). */
    static final int REF_BITS = 16;

    /** A slot: an object of the completed input, if the model makes it reachable. */
    record Slot(int id, ClassShape shape, String name, PartialStructure.Node node) {
        boolean fromPath() {
            return node != null;
        }
    }

    /** A reference: a known slot id (or {@link #NULL}) without a term, or a term the model decides. */
    record Ref(int known, Expr<BitVecSort> term) {
    }

    private final Context ctx;
    private final JavaBitVectors bits;
    private final ClassLayout layout;
    private final BiPredicate<ClassShape, String> assignable;
    private final List<Slot> slots = new ArrayList<>();
    private final Map<ClassShape, List<Slot>> byClass = new LinkedHashMap<>();
    private final Map<String, Ref> refs = new HashMap<>();
    private final Map<String, Expr<BitVecSort>> primitives = new HashMap<>();
    private final Map<String, BoolExpr> booleans = new HashMap<>();
    private final Map<Integer, Expr<BitVecSort>> numerals = new HashMap<>();
    /** Domains of the reference constants and ranges of the fresh primitives. */
    private final List<BoolExpr> domains = new ArrayList<>();
    /** The fresh primitive constants, for a model's values and the readable ranges. */
    private final List<Expr<BitVecSort>> freshPrimitives = new ArrayList<>();

    /**
     * @param input      the path's input
     * @param scope      the analysis' scope: the number of slots of each node class
     * @param assignable whether an object of the class may be stored in a field of the named declared type
     */
    CompletionHeap(Context ctx, JavaBitVectors bits, PartialStructure input, int scope,
                   BiPredicate<ClassShape, String> assignable) {
        this.ctx = ctx;
        this.bits = bits;
        this.layout = input.layout();
        this.assignable = assignable;
        for (ClassShape c : layout.classes()) {
            byClass.put(c, new ArrayList<>());
        }
        for (PartialStructure.Node n : input.nodes()) {
            add(n.shape(), n.name(), n);
        }
        int next = input.nodes().size();
        for (ClassShape c : layout.classes()) {
            if (c.node()) {
                while (byClass.get(c).size() < scope) {
                    add(c, "N" + next++, null);
                }
            }
        }
    }

    private void add(ClassShape c, String name, PartialStructure.Node node) {
        Slot s = new Slot(slots.size(), c, name, node);
        slots.add(s);
        byClass.computeIfAbsent(c, k -> new ArrayList<>()).add(s);
    }

    List<Slot> slots() {
        return slots;
    }

    Slot slot(int id) {
        return slots.get(id);
    }

    /** The slots of one class. */
    List<Slot> slots(ClassShape c) {
        return byClass.getOrDefault(c, List.of());
    }

    /** The slots whose class declares or inherits {@code f}. */
    List<Slot> owners(FieldShape f) {
        List<Slot> out = new ArrayList<>();
        for (Map.Entry<ClassShape, List<Slot>> e : byClass.entrySet()) {
            if (e.getKey().fields().contains(f)) {
                out.addAll(e.getValue());
            }
        }
        return out;
    }

    ClassLayout layout() {
        return layout;
    }

    /** The slot of a node of the path's input. */
    Slot slotOf(PartialStructure.Node n) {
        return slots.get(n.index());
    }

    /** Whether a reference field can hold an object of class c. */
    boolean canHold(FieldShape f, ClassShape c) {
        return c.name().equals(f.target()) || assignable.test(c, f.target());
    }

    /** The reference term of {@code s.f}. */
    Ref ref(Slot s, FieldShape f) {
        String key = s.id() + "." + f.name();
        Ref r = refs.get(key);
        if (r != null) {
            return r;
        }
        Object v = s.node() == null ? HeapAccess.UNINITIALIZED : s.node().value(f);
        if (v == null) {
            r = new Ref(NULL, null);
        } else if (v instanceof PartialStructure.Node t) {
            r = new Ref(slotOf(t).id(), null);
        } else {
            Expr<BitVecSort> c = ctx.mkBVConst(s.name() + "." + f.name(), REF_BITS);
            List<BoolExpr> choices = new ArrayList<>();
            choices.add(ctx.mkEq(c, term(new Ref(NULL, null))));
            for (Slot t : slots) {
                if (canHold(f, t.shape())) {
                    choices.add(ctx.mkEq(c, term(new Ref(t.id(), null))));
                }
            }
            domains.add(ctx.mkOr(choices.toArray(new BoolExpr[0])));
            r = new Ref(UNKNOWN, c);
        }
        refs.put(key, r);
        return r;
    }

    /** A reference as a Z3 integer. */
    Expr<BitVecSort> term(Ref r) {
        if (r.term() != null) {
            return r.term();
        }
        return numerals.computeIfAbsent(r.known(), k -> ctx.mkBV(k.intValue(), REF_BITS));
    }

    /** Whether objects of class c are objects of class t (a subclass in the user's classes). */
    boolean isA(ClassShape c, ClassShape t) {
        return c.equals(t) || assignable.test(c, t.name());
    }

    /** Whether the path decided {@code s.f} (a reference it read). */
    boolean readOnPath(Slot s, FieldShape f) {
        if (s.node() == null) {
            return false;
        }
        Object v = s.node().value(f);
        return v == null || v instanceof PartialStructure.Node;
    }

    /** Whether the completion decides a field of this kind (references of the layout and primitives). */
    static boolean modelled(FieldShape f) {
        return f.kind() == FieldKind.OTHER ? primitiveWidth(f) > 0 : !f.kind().isValue();
    }

    /**
     * 32 for int-like fields (int, boolean, byte, short, char, and the fields the layout models as ints: a generic
     * key, an Integer box of its value, and an enum, its constant's ordinal) and float, 64 for long and double (a
     * float or double as its IEEE bits), 0 for others.
     */
    static int primitiveWidth(FieldShape f) {
        return switch (f.descriptor()) {
            case "I", "Z", "B", "S", "C", "F" -> 32;
            case "J", "D" -> 64;
            default -> f.isBoxed() ? 32 : 0;
        };
    }

    /** A field's value from its bits, as the boxed type {@link ConcreteInput.Value} promises. */
    static Object boxed(long v, FieldShape f) {
        return switch (f.descriptor()) {
            case "Z" -> v != 0;
            case "J" -> v;
            case "F", "Ljava/lang/Float;" -> Float.intBitsToFloat((int) v);
            case "D", "Ljava/lang/Double;" -> Double.longBitsToDouble(v);
            default -> (int) v;
        };
    }

    /** The bit-vector of a primitive field of a slot. */
    Expr<BitVecSort> primitive(Slot s, FieldShape f) {
        String key = s.id() + "." + f.name();
        Expr<BitVecSort> t = primitives.get(key);
        if (t != null) {
            return t;
        }
        Object v = s.node() == null ? null : s.node().value(f);
        if (v instanceof Var var) {
            t = bits.variable(var);
            if (var.bounded()) {
                domains.add(range(t, var.min(), var.max(), var.type().bits));
            }
        } else {
            int width = primitiveWidth(f);
            BitVecExpr c = ctx.mkBVConst(s.name() + "." + f.name(), width);
            long[] r = f.isEnum() ? new long[] {0, layout.enumConstants(enumName(f)).size() - 1}
                    : rangeOf(f.descriptor());
            if (r != null) {
                domains.add(range(c, r[0], r[1], width));
            }
            freshPrimitives.add(c);
            t = c;
        }
        primitives.put(key, t);
        return t;
    }

    /** The internal name of the enum an enum field holds. */
    static String enumName(FieldShape f) {
        return f.descriptor().substring(1, f.descriptor().length() - 1);
    }

    /** The range of a narrow primitive type, or null for int and long. */
    static long[] rangeOf(String descriptor) {
        return switch (descriptor) {
            case "Z" -> new long[] {0, 1};
            case "B" -> new long[] {Byte.MIN_VALUE, Byte.MAX_VALUE};
            case "S" -> new long[] {Short.MIN_VALUE, Short.MAX_VALUE};
            case "C" -> new long[] {Character.MIN_VALUE, Character.MAX_VALUE};
            default -> null;
        };
    }

    BoolExpr range(Expr<BitVecSort> x, long min, long max, int width) {
        return range(ctx, x, min, max, width);
    }

    static BoolExpr range(Context ctx, Expr<BitVecSort> x, long min, long max, int width) {
        return ctx.mkAnd(ctx.mkBVSLE(ctx.mkBV(min, width), x), ctx.mkBVSLE(x, ctx.mkBV(max, width)));
    }

    /**
     * A value just beyond the JDK's box caches: {@code 128 <= x <= 128 + span || -129 - span <= x <= -129}
     * ({@link Completion.Values#UNCACHED}).
     */
    static BoolExpr uncached(Context ctx, Expr<BitVecSort> x, int width, long span) {
        return ctx.mkOr(range(ctx, x, 128, 128 + span, width), range(ctx, x, -129 - span, -129, width));
    }

    /** A boolean field as a formula. */
    BoolExpr bool(Slot s, FieldShape f) {
        return booleans.computeIfAbsent(s.id() + "." + f.name(), k -> ctx.mkEq(primitive(s, f), ctx.mkBV(1, 32)));
    }

    /** That no reference decided by the model points to an object beyond the path's (a smaller input). */
    BoolExpr noFreshObjects() {
        List<BoolExpr> out = new ArrayList<>();
        for (Ref r : refs.values()) {
            if (r.known() != UNKNOWN) {
                continue;
            }
            for (Slot t : slots) {
                if (!t.fromPath()) {
                    out.add(ctx.mkNot(ctx.mkEq(r.term(), term(new Ref(t.id(), null)))));
                }
            }
        }
        return ctx.mkAnd(out.toArray(new BoolExpr[0]));
    }

    /** The domains and ranges of every term made so far. */
    List<BoolExpr> domains() {
        return domains;
    }

    /** The fresh primitive constants made so far. */
    List<Expr<BitVecSort>> freshPrimitives() {
        return freshPrimitives;
    }
}
