package bliss.spf.heap;

import bliss.layout.FieldShape;
import bliss.spf.explore.PartialStructure;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.SymbolicString;
import bliss.spf.vm.InputIdentity;
import bliss.spf.vm.InputValues;
import bliss.spf.vm.LazyObject;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmObject;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The values another run's input heap holds in fields outside the layout's references, made anew in this heap's VM:
 * how SymSolve puts a question's decided value fields (a {@code Comparator}, a box, a string, an enum constant, a
 * class object a driver named) into
 * its own heap, so that its search completes the question as the asking path decided it, not with values of its own
 * choosing. A value the asking run read is the asker's: a box holds the asker's symbolic value (its variable), a
 * string is the asker's (strings are the VM's host values), an object of a lazily decided class has the same
 * candidate classes, an alias of an input object is the image of that object. Either form of the asker's heap is
 * taken: its live objects ({@link InputHeap#access}) or a path's snapshot ({@link PartialStructure}).
 *
 * <p>An input array is made anew with the asker's length variable (or decided length) and its decided elements,
 * each taken as a field's value is. What is not taken yet ends the question with {@link Unsupported}, naming it,
 * never a silent guess: an object of an undecided class whose own fields the asking path read. An object whose
 * fields the asking path read has them copied (a primitive as the asker's variable); an array of a path's snapshot
 * is made with its length (variable or decided) and decided elements, as a live one.
 */
public final class ForeignValues {

    private final InputHeap into;
    private final Function<Object, InputObject> nodeOf;
    private final Function<Object, PartialStructure.Held> heldOf;
    private final Map<Object, Object> made = new IdentityHashMap<>();
    /** Per copied array of symbolic length with decided elements: its length exceeds the last decided index. */
    private final List<Expr> lengthFacts = new ArrayList<>();

    /**
     * @param into   the heap the values are made in
     * @param nodeOf this heap's object for an object of the asker's heap (made at its first mention), or null when
     *               it has none
     * @param heldOf the static field of the asker's layout that holds an object of the asker's live heap, or null
     *               ({@link InputHeap#offeredStatics})
     */
    public ForeignValues(InputHeap into, Function<Object, InputObject> nodeOf,
                         Function<Object, PartialStructure.Held> heldOf) {
        this.into = into;
        this.nodeOf = nodeOf;
        this.heldOf = heldOf;
    }

    /**
     * @param field the value field (of this heap's layout) that holds {@code v} in the asker's heap
     * @param v     the asker's input value there: not {@link bliss.layout.HeapAccess#UNINITIALIZED}
     * @return the same value in this heap's VM (one object for each of the asker's, however many fields hold it)
     * @throws Unsupported for a value this class does not take yet (see the class comment)
     */
    public Object copy(FieldShape field, Object v) {
        if (v == null || v instanceof String || v instanceof SymbolicString) {
            return v;
        }
        Object known = made.get(v);
        if (known != null) {
            return known;
        }
        Object mine = make(field, v);
        made.put(v, mine);
        return mine;
    }

    /** The asker's identity hash of a value object, when its path asked for it: the same variable here. */
    private void takeIdentity(VmObject mine, bliss.spf.symbolic.Var hash) {
        if (hash != null) {
            ((ValueObject) mine).takeIdentityHash(into.vm(), hash);
        }
    }

    private Object make(FieldShape field, Object v) {
        PartialStructure.Held held = v instanceof PartialStructure.Held h ? h : heldOf.apply(v);
        if (held != null) {
            Object mine = into.heldStatics().object(held); // the same static's object in this VM
            if (v instanceof InputIdentity theirs && mine instanceof InputIdentity own
                    && theirs.identityHashIfMade() != null) {
                own.takeIdentityHash(into.vm(), theirs.identityHashIfMade());
            }
            return mine;
        }
        if (v instanceof InputObject || v instanceof PartialStructure.Node) {
            InputObject o = nodeOf.apply(v);
            if (o == null) {
                throw unsupported(field, "an alias of an object the question's structure does not reach");
            }
            return o;
        }
        if (v instanceof ValueObject vo) {
            VmObject mine = object(field, vo.declared().name(), names(vo.candidates()), vo.name());
            made.put(v, mine); // a field may hold the object itself
            takeIdentity(mine, vo.identityHashIfMade());
            for (int i = 0; i < vo.input.r.length; i++) {
                Object cell = vo.input.r[i];
                if (cell != bliss.layout.HeapAccess.UNINITIALIZED) {
                    VmField f = fieldAt(vo, i, field);
                    into.writeValueField((ValueObject) mine, i, f.reference ? copy(field, cell) : cell);
                }
            }
            return mine;
        }
        if (v instanceof PartialStructure.Value pv) {
            List<String> classes = new ArrayList<>();
            for (String c : pv.classes()) {
                classes.add(c.replace('.', '/'));
            }
            VmObject mine = object(field, declared(field), classes, pv.name());
            made.put(v, mine);
            takeIdentity(mine, pv.identityHash());
            for (Map.Entry<FieldShape, Object> e : pv.fields().entrySet()) {
                VmField f = mine.cls.findField(e.getKey().name());
                if (f == null || classes.size() != 1) {
                    throw unsupported(field, "an object of an undecided class whose fields the asking path read");
                }
                into.writeValueField((ValueObject) mine, f.index, f.reference ? copy(field, e.getValue())
                        : e.getValue());
            }
            return mine;
        }
        if (ConstantNames.isName(v)) { // an enum constant or a class object of a path's snapshot
            return ConstantNames.in(into.vm(), v);
        }
        Object constant = ConstantNames.nameOf(v);
        if (constant != null) { // of the asker's live heap
            return ConstantNames.in(into.vm(), constant);
        }
        if (v instanceof VmObject o && isBox(o.cls.name())) {
            VmField value = o.cls.findField("value");
            return box(o.cls.name(), o.r[value.index] != null ? o.r[value.index] : null, o.p[value.index]);
        }
        if (v instanceof Expr e && field.kind() == bliss.layout.FieldKind.STRING) {
            return SymbolicString.of(e); // a snapshot's string: the variable of its text
        }
        if ((v instanceof Expr || v instanceof Long) && isBox(declared(field))) {
            return v instanceof Expr e ? box(declared(field), e, 0) : box(declared(field), null, (Long) v);
        }
        if (v instanceof bliss.spf.vm.InputContents c) { // the asker's input, not what its path made of it
            return contents(c.cls.name(), c.elementTypes(), c.keys(), c.values());
        }
        if (v instanceof PartialStructure.Contents c) {
            return contents(c.type().replace('.', '/'), c.elementTypes().stream().map(t -> t.replace('.', '/'))
                    .toList(), c.keys(), c.values());
        }
        if (v instanceof InputArray a) {
            InputArray mine = into.arrayLike(a);
            made.put(v, mine); // an element may be the array itself
            int last = -1;
            for (int i = 0; i < a.length; i++) {
                Object e = a.inputElement(i);
                if (e != bliss.layout.HeapAccess.UNINITIALIZED) {
                    into.writeElement(mine, i, e instanceof Expr ? e : copy(field, e)); // a primitive's variable
                    last = i;
                }
            }
            lengthFact(mine, last);
            return mine;
        }
        if (v instanceof PartialStructure.Array a) {
            InputArray mine = into.arrayOfSnapshot(a.type(), a.length(), a.elements().size(), field);
            made.put(v, mine);
            int last = -1;
            for (int i = 0; i < a.elements().size(); i++) {
                Object e = a.elements().get(i);
                if (e != bliss.layout.HeapAccess.UNINITIALIZED) {
                    into.writeElement(mine, i, e instanceof Expr ? e : copy(field, e));
                    last = i;
                }
            }
            lengthFact(mine, last);
            return mine;
        }
        throw unsupported(field, "a value of " + v.getClass().getSimpleName());
    }

    /**
     * A fresh collection in input form in this heap's VM holding the asker's contents: each string as it is, each box
     * (or a snapshot's variable of one) a box of the same value.
     *
     * @param types the internal names of the elements' class, then for a map of the values' class
     */
    private bliss.spf.vm.InputContents contents(String model, List<String> types, List<Object> keys,
                                               List<Object> values) {
        VmClass cls = load(model);
        into.vm().initialize(cls);
        List<Object> myKeys = new ArrayList<>();
        List<Object> myValues = values == null ? null : new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            myKeys.add(element(types.get(0), keys.get(i)));
            if (values != null) {
                myValues.add(element(types.get(1), values.get(i)));
            }
        }
        return into.vm().newObject((h, b) -> new bliss.spf.vm.InputContents(cls, h, b, types, myKeys, myValues));
    }

    /** An element of an asker's input collection in this VM: a string as it is, a box anew. */
    private Object element(String type, Object e) {
        if (e instanceof SymbolicString || e instanceof String) {
            return e;
        }
        if (e instanceof Expr x && type.equals("java/lang/String")) {
            return SymbolicString.of(x);
        }
        if (e instanceof VmObject o) {
            VmField value = o.cls.findField("value");
            return box(o.cls.name(), o.r[value.index], o.p[value.index]);
        }
        return e instanceof Expr x ? box(type, x, 0) : box(type, null, (Long) e);
    }

    /**
     * Records that {@code array}'s symbolic length exceeds {@code last}, its last decided element: the asker's path
     * read that element, so its length is past it (a path condition says so, which a question without one lacks).
     */
    private void lengthFact(InputArray array, int last) {
        if (last >= 0 && array.hasSymbolicLength()) {
            lengthFacts.add(bliss.spf.symbolic.Exprs.compare(bliss.spf.symbolic.Compare.Op.GT, array.lengthTerm(),
                    bliss.spf.symbolic.Const.ofInt(last)));
        }
    }

    /**
     * What the copied arrays' decided elements say of their lengths: each array of symbolic length is longer than
     * its last decided index. A question's search starts from them, with its own conditions.
     */
    public List<Expr> lengthFacts() {
        return lengthFacts;
    }

    private VmObject object(FieldShape field, String declared, List<String> classes, String name) {
        List<VmClass> mine = new ArrayList<>(classes.size());
        for (String c : classes) {
            mine.add(load(c));
        }
        return into.valueObject(load(declared), mine, name, field);
    }

    private VmObject box(String boxClass, Object term, long concrete) {
        VmClass c = load(boxClass);
        into.vm().initialize(c);
        VmObject box = into.vm().newObject(c);
        VmField value = c.findField("value");
        box.r[value.index] = term;
        box.p[value.index] = concrete;
        return box;
    }

    /** The field of slot i of a value object the asking path read: its class is decided. */
    private static VmField fieldAt(ValueObject vo, int i, FieldShape field) {
        if (vo.isDecided()) {
            for (VmField f : vo.cls.instanceFields()) {
                if (f.index == i) {
                    return f;
                }
            }
        }
        throw unsupported(field, "an object of an undecided class whose fields the asking path read");
    }

    private static List<String> names(List<VmClass> classes) {
        List<String> out = new ArrayList<>(classes.size());
        for (VmClass c : classes) {
            out.add(c.name());
        }
        return out;
    }

    /** The class a value of the field (or, for an array field, an element of it) is declared with. */
    private static String declared(FieldShape field) {
        String d = field.descriptor();
        while (d.startsWith("[")) {
            d = d.substring(1);
        }
        return d.startsWith("L") ? d.substring(1, d.length() - 1) : d;
    }

    /** Whether {@code name} (internal) is one of the eight box classes. */
    static boolean isBox(String name) {
        return switch (name) {
            case "java/lang/Integer", "java/lang/Long", "java/lang/Short", "java/lang/Byte", "java/lang/Character",
                 "java/lang/Boolean", "java/lang/Float", "java/lang/Double" -> true;
            default -> false;
        };
    }

    private VmClass load(String name) {
        return into.vm().classes.load(name);
    }

    private static Unsupported unsupported(FieldShape field, String what) {
        return new Unsupported("SymSolve does not take " + what + " from a question yet (the field "
                + field.owner().replace('/', '.') + "." + field.name() + ")");
    }
}
