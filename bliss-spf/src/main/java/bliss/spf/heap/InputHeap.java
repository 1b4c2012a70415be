package bliss.spf.heap;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.SymbolicString;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.Cells;
import bliss.spf.vm.Interpreter;
import bliss.spf.vm.LazyArgument;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmObject;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The input heap of the current path: the structure the path's inputs were, as lazy initialization decided it. It
 * holds the input objects in creation order, the receiver, and per object the input value of each field and a label
 * set (a bitmask for BLI and its successors). Every change is undone by backtracking.
 *
 * <p>Techniques read it ({@link #objects}, {@link #input}, {@link #access}, {@link #precondition}) and write labels
 * ({@link #setLabel}); the engine creates objects and decides fields.
 */
public final class InputHeap {

    private final Vm vm;
    private final ClassLayout layout;
    private final int scope;
    private final Map<String, ClassShape> shapeByClass = new HashMap<>();
    // identity maps: the layout's shapes are records whose hashCode walks their strings and lists
    private final Map<FieldShape, VmField> fieldOf = new IdentityHashMap<>();
    private final Map<ClassShape, Integer> classIndex = new IdentityHashMap<>();
    private final Map<ClassShape, VmClass> vmClassOf = new IdentityHashMap<>();
    private final Map<FieldShape, ClassShape> targetOf = new IdentityHashMap<>();
    /** Per class (by index in the layout), the slot of each of its layout fields in an object's cells. */
    private final int[][] slotsByClass;
    /** Names of lazily created objects ("N3") by index, and of their variables ("N3.key") by class, index, slot. */
    private String[] objectNames = new String[16];
    private final String[][][] variableNames;
    private final int[] countByClass;
    /** Per layout class, the index of its topmost superclass in the layout (itself when it has none there). */
    private final int[] rootOf;
    /** Per topmost layout class, the objects of it and of its layout subclasses (the scope bounds them together). */
    private final int[] countByRoot;
    private final List<ClassShape> classes;
    private final List<InputObject> objects = new ArrayList<>();
    /** The objects made for value fields ({@link ValueObject}), in creation order; undone by backtracking. */
    private final List<ValueObject> values = new ArrayList<>();
    private final List<ValueObject> valuesView = Collections.unmodifiableList(values);
    private final TypeCandidates typeCandidates;
    private HeldStatics heldStatics;
    private final List<InputObject> view = Collections.unmodifiableList(objects);
    private InputObject receiver;
    private Precondition precondition = Precondition.NONE;
    private final HeapAccess<InputObject> access = new Access();

    /** {@link #access}: the heap's own, so that a reader of a question can find the heap it reads ({@link #of}). */
    private final class Access implements HeapAccess<InputObject> {
        InputHeap heap() {
            return InputHeap.this;
        }

        @Override
        public ClassShape classOf(InputObject object) {
            return object.shape();
        }

        @Override
        public Object read(InputObject object, FieldShape field) {
            return input(object, field);
        }

        @Override
        public Object identityHash(InputObject object) {
            return object.identityHashIfMade();
        }

        @Override
        public List<?> elements(InputObject object, FieldShape field) {
            if (!(input(object, field) instanceof InputArray a)) {
                return null;
            }
            List<Object> out = new ArrayList<>(a.length);
            for (int i = 0; i < a.length; i++) {
                out.add(a.inputElement(i));
            }
            return out;
        }
    }

    /**
     * Binds the layout's classes and fields to the interpreter's: every layout field gets its {@link VmField#shape}.
     */
    public InputHeap(Vm vm, ClassLayout layout, int scope) {
        this.vm = vm;
        this.layout = layout;
        this.scope = scope;
        this.classes = layout.classes();
        this.countByClass = new int[classes.size()];
        this.slotsByClass = new int[classes.size()][];
        this.variableNames = new String[classes.size()][][];
        this.typeCandidates = new TypeCandidates(vm, layout);
        for (ClassShape c : classes) {
            VmClass vc = vm.classes.load(c.name());
            shapeByClass.put(vc.name(), c);
            classIndex.put(c, classIndex.size());
            vmClassOf.put(c, vc);
            int[] slots = new int[c.fields().size()];
            slotsByClass[classIndex.get(c)] = slots;
            for (FieldShape f : c.fields()) {
                VmField vf = vc.findField(f.name());
                vf.shape = f;
                fieldOf.put(f, vf);
                slots[c.fields().indexOf(f)] = vf.index;
                if (f.isReference()) {
                    targetOf.put(f, layout.shape(f.target()).orElseThrow());
                }
            }
        }
        this.rootOf = new int[classes.size()];
        this.countByRoot = new int[classes.size()];
        for (ClassShape c : classes) {
            int root = classIndex.get(c);
            for (VmClass s = vmClassOf.get(c).superclass; s != null; s = s.superclass) {
                ClassShape above = shapeByClass.get(s.name());
                if (above != null) {
                    root = classIndex.get(above);
                }
            }
            rootOf[classIndex.get(c)] = root;
        }
    }

    // ------------------------------------------------------------------------------------------------------------
    // Views for techniques

    public ClassLayout layout() {
        return layout;
    }

    /** At most this many objects of each node class. */
    public int scope() {
        return scope;
    }

    /** The receiver of the analysed method (the root of the structure), or null before the driver made it. */
    public InputObject receiver() {
        return receiver;
    }

    /** The input objects in creation order. */
    public List<InputObject> objects() {
        return view;
    }

    /** The number of input objects of exactly this class. */
    public int count(ClassShape cls) {
        return countByClass[classIndex.get(cls)];
    }

    /** The layout class a reference field is declared to hold. */
    public ClassShape target(FieldShape referenceField) {
        return targetOf.get(referenceField);
    }

    /**
     * Whether lazy initialization may create one more object of {@code cls}: a node class whose objects, counted
     * with those of the other classes under its topmost layout superclass (a TreeNode is a Node), are below the
     * scope.
     */
    public boolean canCreate(ClassShape cls) {
        return cls.node() && countByRoot[rootOf[classIndex.get(cls)]] < scope;
    }

    /**
     * The scope group of the layout class with index {@code classIndex} ({@link InputObject#classIndex}): the index of
     * its topmost layout superclass. The scope bounds the objects of one group together ({@link #canCreate}).
     */
    public int scopeGroup(int classIndex) {
        return rootOf[classIndex];
    }

    /** The index of a layout class, as {@link InputObject#classIndex} numbers them. */
    public int classIndex(ClassShape cls) {
        return classIndex.get(cls);
    }

    /** Whether an object of the layout class with index {@code classIndex} may stand in a field of {@code target}. */
    public boolean isInstance(int classIndex, ClassShape target) {
        ClassShape c = classes.get(classIndex);
        return c == target || vmClassOf.get(c).isSubtypeOf(vmClassOf.get(target));
    }

    /**
     * The concrete layout classes an object in a field declared of class {@code target} may have: {@code target}
     * and its layout subclasses, in layout order.
     */
    public List<ClassShape> concreteClasses(ClassShape target) {
        List<ClassShape> out = subclassesOf.get(target);
        if (out == null) {
            out = new ArrayList<>();
            VmClass t = vmClassOf.get(target);
            for (ClassShape c : classes) {
                if (c == target || vmClassOf.get(c).isSubtypeOf(t)) {
                    out.add(c);
                }
            }
            out = List.copyOf(out);
            subclassesOf.put(target, out);
        }
        return out;
    }

    private final Map<ClassShape, List<ClassShape>> subclassesOf = new java.util.concurrent.ConcurrentHashMap<>();

    /** Whether an input object may be the value of a field declared of class {@code target}. */
    public boolean isInstance(InputObject o, ClassShape target) {
        return o.shape() == target || o.cls.isSubtypeOf(vmClassOf.get(target));
    }

    /** The interpreter's class of a layout class. */
    public VmClass vmClass(ClassShape cls) {
        return vmClassOf.get(cls);
    }

    /** The layout class of an interpreted class, or null when it is outside the layout. */
    public ClassShape shapeOf(VmClass cls) {
        return shapeByClass.get(cls.name());
    }

    /** The interpreter's field for a layout field. */
    public VmField field(FieldShape f) {
        return fieldOf.get(f);
    }

    /**
     * The input value of a field: for a reference field an input object, null, or {@link HeapAccess#UNINITIALIZED};
     * for a primitive field its symbolic variable.
     */
    public Object input(InputObject o, FieldShape f) {
        return o.input.r[field(f).index];
    }

    /**
     * {@link #input} of the field at {@code position} in {@code o.shape().fields()}: for the checks that walk every
     * field of every object at each choice (no lookup of the field).
     */
    public Object input(InputObject o, int position) {
        return o.input.r[slotsByClass[o.classIndex()][position]];
    }

    /**
     * The input values of every field of {@code o}'s layout class, in the class's field order (what {@link #input}
     * gives field by field).
     *
     * @requires out.length >= o.shape().fields().size()
     */
    public void inputs(InputObject o, Object[] out) {
        int[] slots = slotsByClass[o.classIndex()];
        Object[] r = o.input.r;
        for (int i = 0; i < slots.length; i++) {
            out[i] = r[slots[i]];
        }
    }

    /** {@link HeapAccess} over input values: what structures are made of. */
    public HeapAccess<InputObject> access() {
        return access;
    }

    /** The heap whose {@link #access} {@code a} is, or null when it is another reader (a path's snapshot). */
    public static InputHeap of(HeapAccess<?> a) {
        return a instanceof Access own ? own.heap() : null;
    }

    /**
     * Takes the classes the asking run's value fields may hold (a driver's {@code Symbolic.typeArgument} and seeded
     * classes), by name: SymSolve's heap, before it searches a question of that run. Idempotent.
     */
    public void adoptTypeCandidates(InputHeap asker) {
        adoptTypeCandidates(asker.typeCandidates);
    }

    /** {@link #adoptTypeCandidates(InputHeap)} from the bindings a path's snapshot kept ({@link #typeBindings}). */
    public void adoptTypeCandidates(TypeCandidates asker) {
        typeCandidates.adopt(asker);
    }

    /** What the driver said the value fields hold ({@code Symbolic.typeArgument}, {@code fieldClasses}, seeds). */
    public TypeCandidates typeBindings() {
        return typeCandidates;
    }

    /** The hybrid precondition of the analysed method, run on this input heap. */
    public Precondition precondition() {
        return precondition;
    }

    public void setPrecondition(Precondition precondition) {
        this.precondition = precondition;
    }

    /** The label set of an object (a bitmask of atom ids; 0 until a technique sets it). */
    public long label(InputObject o) {
        return o.input.p[o.input.p.length - 1];
    }

    /**
     * Sets the label set of an object.
     *
     * @effects label(o)' = labels; undone by backtracking
     */
    public void setLabel(InputObject o, long labels) {
        int i = o.input.p.length - 1;
        vm.trail.log(o.input, i);
        o.input.p[i] = labels;
    }

    // ------------------------------------------------------------------------------------------------------------
    // The engine's side

    /**
     * Creates an input object of {@code cls}: reference fields uninitialized, primitive fields (also those of JDK
     * superclasses, outside the layout; floating point too) fresh symbolic variables named {@code name.field}.
     */
    public InputObject create(ClassShape cls, String name) {
        VmClass vc = vmClassOf.get(cls);
        int index = objects.size();
        String n = name != null ? name : objectName(index);
        int ci = classIndex.get(cls);
        InputObject o = vm.newObject((hash, birth) -> new InputObject(vc, hash, birth, cls, ci, index, n));
        for (VmField f : vc.instanceFields()) {
            Object value = HeapAccess.UNINITIALIZED;
            FieldShape fs = f.shape;
            char d = f.desc.charAt(0);
            // a primitive field outside the layout (one a JDK superclass declares: AbstractList.modCount) is a
            // symbolic value as the layout's are, unknown to the layout's structures and invariants
            boolean symbolicPrimitive = fs != null ? (fs.kind() == FieldKind.INT || fs.kind() == FieldKind.LONG
                    || fs.kind() == FieldKind.BOOLEAN || "BSCFD".indexOf(d) >= 0) && !isValueField(fs)
                    : "IJZBSCFD".indexOf(d) >= 0;
            if (symbolicPrimitive) {
                value = vm.newVar(name != null ? n + "." + f.name : variableName(ci, index, vc, f), d);
            }
            o.r[f.index] = value;
            o.input.r[f.index] = value;
        }
        objects.add(o);
        countByClass[ci]++;
        countByRoot[rootOf[ci]]++;
        return o;
    }

    private String objectName(int index) {
        if (index >= objectNames.length) {
            objectNames = java.util.Arrays.copyOf(objectNames, 2 * index);
        }
        String n = objectNames[index];
        if (n == null) {
            n = "N" + index;
            objectNames[index] = n;
        }
        return n;
    }

    /** "N3.key": the variable of field {@code f} of the object of class {@code ci} created at {@code index}. */
    private String variableName(int ci, int index, VmClass vc, VmField f) {
        String[][] byIndex = variableNames[ci];
        if (byIndex == null || index >= byIndex.length) {
            byIndex = byIndex == null ? new String[Math.max(16, 2 * index)][]
                    : java.util.Arrays.copyOf(byIndex, 2 * index);
            variableNames[ci] = byIndex;
        }
        String[] names = byIndex[index];
        if (names == null) {
            names = new String[vc.instanceSlots()];
            byIndex[index] = names;
        }
        String v = names[f.index];
        if (v == null) {
            v = objectNames[index] + "." + f.name;
            names[f.index] = v;
        }
        return v;
    }

    /**
     * Makes {@code o} the receiver (the root of the structures collected).
     *
     * @effects receiver' = o; o's kept fields ({@link #keepFields}) hold their objects, as current values only
     */
    public void setReceiver(InputObject o) {
        this.receiver = o;
        typeCandidates.kept().writeInto(vm, o);
    }

    /**
     * Writes the receiver's kept fields into {@code copy}, a copy of the receiver a precondition runs on (input
     * values leave them uninitialized): fresh objects in the state the seed's constructor left them.
     */
    public void writeKeptFields(VmObject copy) {
        typeCandidates.kept().writeFresh(vm, copy);
    }

    /**
     * Decides a reference field: its input value and its current value become {@code target}.
     *
     * @requires input(owner, field) == UNINITIALIZED
     */
    public void decide(InputObject owner, FieldShape field, InputObject target) {
        decideGuarded(owner, field, target);
    }

    /**
     * Decides a reference field under POSE: its input value and its current value become {@code value}, an object,
     * null or a guarded reference ({@link bliss.spf.vm.GuardedRef}).
     *
     * @requires input(owner, field) == UNINITIALIZED
     */
    public void decideGuarded(InputObject owner, FieldShape field, Object value) {
        int i = field(field).index;
        vm.trail.log(owner.input, i);
        owner.input.r[i] = value;
        vm.trail.log(owner, i);
        owner.r[i] = value;
    }

    /** Decides a reference argument under POSE: its value becomes {@code value} (an object, null or guarded). */
    public void decideArgument(LazyArgument a, Object value) {
        write(slot(a), value);
    }

    /** The layout class of a reference argument; null for one outside the layout ({@link #valueArgument}). */
    public ClassShape argumentClass(LazyArgument a) {
        return argumentClass.get(a);
    }

    /**
     * Gives a primitive field another input value than its fresh variable: an expression of another run's (SymSolve
     * asks about an analysis' heap in terms of the analysis' own variables).
     *
     * @requires field is not a reference field
     * @effects input(owner, field)' = value, and the field's current value too
     */
    public void bind(InputObject owner, FieldShape field, Object value) {
        int i = field(field).index;
        vm.trail.log(owner.input, i);
        owner.input.r[i] = value;
        vm.trail.log(owner, i);
        owner.r[i] = value;
    }

    /**
     * Whether {@code check} holds with {@code owner.field} set to a candidate for a moment (a new object made for a
     * {@link Candidate.Kind#NEW} one); afterwards the heap is as it was.
     *
     * @requires input(owner, field) == UNINITIALIZED; check leaves the heap as it finds it
     */
    public boolean holdsWith(InputObject owner, FieldShape field, Candidate c, BooleanSupplier check) {
        int size = objects.size();
        int serial = vm.serial();
        InputObject target = switch (c.kind()) {
            case NULL -> null;
            case EXISTING -> c.existing();
            case NEW -> create(c.fresh(), null);
        };
        int i = field(field).index;
        Object input = owner.input.r[i];
        Object current = owner.r[i];
        owner.input.r[i] = target;
        owner.r[i] = target;
        try {
            return check.getAsBoolean();
        } finally {
            owner.input.r[i] = input;
            owner.r[i] = current;
            truncate(size);
            vm.setSerial(serial);
        }
    }


    /**
     * A choice variable of POSE ({@link GuardedReads}): the reference at {@code place} (a field of {@code owner}, or
     * the argument named {@code place} when owner is null) is {@code candidates[i]} (null, an input object) where the
     * variable is {@code values[i]} (the candidate's id, {@link bliss.spf.vm.GuardedRef#id}).
     */
    public record Choice(Var variable, InputObject owner, String place, List<InputObject> candidates,
                         List<Long> values) {
    }

    private final List<Choice> choices = new ArrayList<>();
    private final List<Choice> choicesView = Collections.unmodifiableList(choices);

    /** POSE's choice variables of the current path, in creation order. */
    public List<Choice> choices() {
        return choicesView;
    }

    /** Records a choice variable of the current path; undone by backtracking. */
    void addChoice(Choice c) {
        choices.add(c);
        vm.trail.log(() -> choices.remove(choices.size() - 1));
    }

    /** The objects made for value fields, in creation order ({@link ValueObject}). */
    public List<ValueObject> values() {
        return valuesView;
    }

    /**
     * Whether {@code o} is an object of the input heap, whose uninitialized fields lazy initialization decides: an
     * {@link InputObject} or a {@link ValueObject}.
     */
    public boolean isInput(VmObject o) {
        return o instanceof InputObject || o instanceof ValueObject;
    }

    /**
     * Whether a field holds a value outside the layout ({@link FieldKind#isValue}), or is a generic key of the
     * layout's convention whose type variable a driver bound ({@code Symbolic.typeArgument}).
     */
    public boolean isValueField(FieldShape f) {
        return f.kind().isValue() || (f.isBoxed() && !f.isEnum() && typeCandidates.isBound(f.typeVariable()));
    }

    /**
     * Whether {@code value}, read from the field {@code f} of an input heap or of a path's snapshot (a heap whose
     * bindings the reader may not have), is a value outside the layout: {@code f} is a value field, or a generic key
     * of the layout's convention whose type variable the driver bound ({@code Symbolic.typeArgument}), which then
     * holds null or an object where an unbound one holds an int's variable.
     */
    public static boolean holdsValue(FieldShape f, Object value) {
        return f.kind().isValue() || (f.isBoxed() && !f.isEnum() && value != HeapAccess.UNINITIALIZED
                && !(value instanceof Expr) && !(value instanceof Number));
    }

    /** {@code Symbolic.typeArgument(variable, classes)}: what the fields declared with the variable hold. */
    public void bindTypeArgument(String variable, List<VmClass> classes) {
        typeCandidates.bind(variable, classes);
    }

    /** {@code Symbolic.fieldClasses(field, classes)}: what the fields of that name (or their elements) hold. */
    public void bindFieldClasses(String field, List<VmClass> classes) {
        typeCandidates.bindField(field, classes);
    }

    /**
     * {@code Symbolic.fieldValues(field, values)}: the fields of that name (or their elements) hold null or one of
     * these constants ({@link FieldConstants}).
     *
     * @throws bliss.spf.vm.Unsupported when a class of the layout has an enum field of that name: the layout's
     *                                  convention decides it among all its constants (an ordinal, as JML invariants
     *                                  compare it), so the named values could not be kept to
     */
    public void bindFieldValues(String field, List<bliss.spf.vm.VmObject> values) {
        for (ClassShape c : layout.classes()) {
            for (FieldShape f : c.fields()) {
                if (f.name().equals(field) && f.isEnum()) {
                    String type = org.objectweb.asm.Type.getType(f.descriptor()).getClassName();
                    throw new bliss.spf.vm.Unsupported("Symbolic.fieldValues(\"" + field + "\", ...): "
                            + f.owner().replace('/', '.') + "." + field + " is an enum field of the structure's "
                            + "classes, decided among all the constants of " + type + " (their ordinals, as JML "
                            + "invariants compare them); naming some of them is not supported: state which in "
                            + "repOK instead");
                }
            }
        }
        typeCandidates.constants().bind(field, values);
    }

    /** {@code Symbolic.keep(fields)}: the next {@code Symbolic.object}'s seed keeps these fields ({@link KeptFields}). */
    public void keepFields(List<String> fields) {
        typeCandidates.kept().keep(fields);
    }

    /**
     * {@code Symbolic.object(name, seed)}: the seed's values of the fields a {@code Symbolic.keep} call named, for the
     * receiver about to be made.
     *
     * @throws bliss.spf.vm.Unsupported when a named field is not the seed's or holds what cannot be kept
     */
    public void takeKeptFields(VmObject seed) {
        if (typeCandidates.kept().pending()) {
            typeCandidates.kept().takeFrom(vm, seed);
        }
    }

    /** Whether a {@code Symbolic.keep} call still waits for the receiver's {@code Symbolic.object}. */
    public boolean keepPending() {
        return typeCandidates.kept().pending();
    }

    /** {@code Symbolic.object}'s seed holds objects of these classes: they join the analysed code's classes. */
    public void addSeedClasses(List<VmClass> classes) {
        typeCandidates.addSeeded(classes);
    }

    /**
     * Whether the run's driver bound a type variable ({@code Symbolic.typeArgument}): its generic keys are then null
     * or objects ({@link #isValueField}).
     */
    public boolean bindsTypeVariables() {
        return typeCandidates.bindsTypeVariables();
    }

    /** What the run's driver said of the input's values, as text ({@link TypeCandidates#describe}); "" for nothing. */
    public String bindings() {
        return typeCandidates.describe();
    }

    TypeCandidates typeCandidates() {
        return typeCandidates;
    }

    /** The objects static final fields of the layout's classes hold ({@link HeldStatics}), found at the first ask. */
    public HeldStatics heldStatics() {
        if (heldStatics == null) {
            heldStatics = new HeldStatics(vm, classes, vmClassOf::get);
        }
        return heldStatics;
    }

    /** {@link #heldStatics} once asked for: before, no input value can be one of them. */
    public HeldStatics offeredStatics() {
        return heldStatics == null ? HeldStatics.NONE : heldStatics;
    }

    /** Whether lazy initialization may make one more object for the value field {@code f}: fewer than the scope. */
    boolean canCreateValue(FieldShape f) {
        int n = 0;
        for (ValueObject v : values) {
            n += v.origin() == f ? 1 : 0;
        }
        return n < scope;
    }

    /**
     * The place of a field of an input object or a value object that lazy initialization decides outside the
     * layout's references: a value field ({@link #isValueField}), or a primitive field of a value object.
     *
     * @requires isInput(owner), field.shape != null
     */
    public InputSlot slot(VmObject owner, VmField field) {
        FieldShape f = field.shape;
        FieldKind kind = f.isBoxed() && isValueField(f) ? FieldKind.OBJECT : f.kind();
        Cells input = owner instanceof InputObject o ? o.input : ((ValueObject) owner).input;
        return new InputSlot(owner, input, field.index, kind, field.desc, typeCandidates.keyOf(f), f, null,
                owner + "." + field.name);
    }

    /**
     * The place of a primitive field outside the layout of a value object (one a JDK superclass declares:
     * {@code AbstractList.modCount} of a list an {@code Object} field holds), a fresh variable at its first read as
     * in an input object ({@link #create}).
     *
     * @requires owner is a value object of this heap, field is primitive and field.shape == null
     */
    public InputSlot inheritedSlot(VmObject owner, VmField field) {
        return new InputSlot(owner, ((ValueObject) owner).input, field.index, FieldKind.ofDescriptor(field.desc),
                field.desc, null, null, null, owner + "." + field.name);
    }

    /**
     * A reference argument of the analysed method, of a class of the layout, to be decided at its first load
     * ({@link LazyArgument}); it joins {@link #arguments}.
     */
    public LazyArgument argument(ClassShape cls, String name, String descriptor) {
        LazyArgument a = new LazyArgument(name, descriptor);
        arguments.add(a);
        argumentClass.put(a, cls);
        return a;
    }

    /**
     * A reference argument of the analysed method whose type is outside the layout (a {@code String}, a box, an
     * enum, an array, {@code Object}, an interface, a type variable), to be decided at its first load among the values
     * a field of its kind may hold ({@link ValueCandidates}); it joins {@link #arguments}.
     *
     * @param kind         what it holds ({@link FieldKind}, as a field of its declared type would)
     * @param typeVariable the type variable it is declared with, or null
     */
    public LazyArgument valueArgument(FieldKind kind, String name, String descriptor, String typeVariable) {
        LazyArgument a = new LazyArgument(name, descriptor);
        arguments.add(a);
        argumentKind.put(a, new ArgumentKind(kind, typeVariable));
        return a;
    }

    /** What an argument outside the layout holds, and the type variable it is declared with. */
    private record ArgumentKind(FieldKind kind, String typeVariable) {
    }

    /** The reference arguments made lazy, in parameter order (each decided or not on the current path). */
    public List<LazyArgument> arguments() {
        return argumentsView;
    }

    /** The place of a lazy argument: decided at its first load as a field of its class at its first read. */
    public InputSlot slot(LazyArgument a) {
        ArgumentKind value = argumentKind.get(a);
        if (value != null) {
            return new InputSlot(a, a, 0, value.kind(), a.descriptor(), value.typeVariable(), null, null, a.name());
        }
        return new InputSlot(a, a, 0, FieldKind.REFERENCE, a.descriptor(), null, null, argumentClass.get(a),
                a.name());
    }

    /**
     * Whether lazy initialization may make a fresh object for a reference place of class {@code cls}: a node class
     * below the scope; for an argument also the header class when it is no node (a second header, as any argument of
     * its class was before arguments were lazy).
     */
    boolean canCreate(InputSlot slot) {
        ClassShape cls = slot.node();
        return canCreate(cls) || slot.holder() instanceof LazyArgument && !cls.node();
    }

    private final List<LazyArgument> arguments = new ArrayList<>();
    private final List<LazyArgument> argumentsView = Collections.unmodifiableList(arguments);
    private final Map<LazyArgument, ClassShape> argumentClass = new IdentityHashMap<>();
    private final Map<LazyArgument, ArgumentKind> argumentKind = new IdentityHashMap<>();

    /** The length variables of the input arrays made so far (variables are never reused). */
    private final java.util.Set<Var> arrayLengths = java.util.Collections.newSetFromMap(
            new java.util.concurrent.ConcurrentHashMap<>());

    /** Whether a variable is the length of an input array. */
    public boolean isArrayLength(Var v) {
        return arrayLengths.contains(v);
    }

    /** The place of element {@code i} of an input array. */
    public InputSlot slot(InputArray array, int i) {
        return array.slot(i);
    }

    /**
     * The values a place may take at its first read ({@link ValueCandidates}).
     *
     * @requires !slot.isPrimitive()
     */
    public List<ValueCandidate> valueCandidates(Interpreter in, InputSlot slot) {
        return ValueCandidates.of(in, this, slot);
    }

    /**
     * @requires {@code candidate} is of kind {@link ValueCandidate.Kind#UNSUPPORTED}, just taken at {@code slot}
     * @return the reason its path ends, naming the place, its type and what a driver can say instead
     */
    public bliss.spf.vm.Unsupported unsupportedValue(InputSlot slot) {
        return ValueCandidates.unsupportedValue(slot, layout().header().javaName());
    }

    /**
     * The first read of a primitive place (a primitive field of a value object, an element of an input array of
     * primitives): a fresh symbolic variable named after it ({@code N1.value.weight}, {@code X.items[2]}), its input
     * value and current value.
     *
     * @requires slot.isPrimitive(), uninitialized
     */
    public Expr primitiveInput(InputSlot slot) {
        Var v = vm.newVar(slot.name(), slot.descriptor().charAt(0));
        write(slot, v);
        return v;
    }

    private void write(InputSlot slot, Object value) {
        vm.trail.log(slot.input(), slot.index());
        slot.input().r[slot.index()] = value;
        vm.trail.log(slot.holder(), slot.index());
        slot.holder().r[slot.index()] = value;
    }

    /** The input value of any field of an input object or a value object (its slot's input cell). */
    public Object inputValue(VmObject o, VmField field) {
        return (o instanceof InputObject i ? i.input : ((ValueObject) o).input).r[field.index];
    }

    /**
     * Decides a place: makes the value {@code candidate} stands for and writes it as the place's input value and
     * current value; the values not modeled ({@link ValueCandidate.Kind#UNSUPPORTED}) leave it undecided. A box holds a fresh symbolic variable named after the place ({@code N1.count}), a string a
     * fresh STRING variable, an array a fresh length variable ({@code X.items.length}).
     *
     * @requires the place is uninitialized
     * @return the value it now holds
     */
    public Object decideValue(InputSlot slot, ValueCandidate candidate) {
        if (candidate.kind() == ValueCandidate.Kind.UNSUPPORTED) {
            return null; // left undecided: its read ends the path (unsupportedValue)
        }
        String name = slot.name();
        Object value = switch (candidate.kind()) {
            case NULL -> null;
            case CONSTANT, HELD -> candidate.object();
            case BOX -> box(candidate.cls(), name);
            case STRING -> SymbolicString.of(vm.newStringVar(name));
            case ALIAS -> {
                if (candidate.object() instanceof ValueObject v) {
                    v.narrow(vm, candidate.classes());
                }
                yield candidate.object();
            }
            case OBJECT -> valueObject(candidate.cls(), candidate.classes(), name, slot.origin());
            case NODE -> create(shapeOf(candidate.cls()), slot.holder() instanceof LazyArgument ? name : null);
            case ARRAY -> array(candidate.cls(), name, slot.origin(), slot.typeVariable());
            case CONTENTS -> contents(candidate, name);
            case UNSUPPORTED -> throw new IllegalStateException("decided above");
        };
        write(slot, value);
        return value;
    }

    /**
     * A fresh collection in input form ({@link bliss.spf.vm.InputContents}): of the candidate's model, holding
     * {@code candidate.size()} fresh values of its element classes, named after the place: {@code X.names[0]}, and for
     * a map {@code X.counts[0].key} and {@code X.counts[0].value}.
     *
     * @requires candidate is of kind {@link ValueCandidate.Kind#CONTENTS}
     */
    private bliss.spf.vm.InputContents contents(ValueCandidate candidate, String name) {
        VmClass model = candidate.cls();
        vm.initialize(model);
        boolean map = candidate.classes().size() == 2;
        List<Object> keys = new ArrayList<>();
        List<Object> values = map ? new ArrayList<>() : null;
        for (int i = 0; i < candidate.size(); i++) {
            String at = name + "[" + i + "]";
            keys.add(freshElement(candidate.classes().get(0), map ? at + ".key" : at));
            if (map) {
                values.add(freshElement(candidate.classes().get(1), at + ".value"));
            }
        }
        List<String> types = candidate.classes().stream().map(VmClass::name).toList();
        return vm.newObject((hash, birth) -> new bliss.spf.vm.InputContents(model, hash, birth, types, keys, values));
    }

    /** A fresh string or box of a fresh variable named {@code name}. */
    private Object freshElement(VmClass cls, String name) {
        if (cls == vm.classes.stringClass()) {
            return SymbolicString.of(vm.newStringVar(name));
        }
        vm.initialize(cls);
        return box(cls, name);
    }

    /**
     * A fresh input array of {@code arrayClass}: its length a variable in 0..scope, its elements undecided; an array
     * of nodes when its elements are of a node class of the layout.
     */
    private InputArray array(VmClass arrayClass, String name, FieldShape origin, String typeVariable) {
        Var length = new Var(vm.nextVarId(), name + ".length", bliss.spf.symbolic.Type.INT, 0, scope);
        arrayLengths.add(length);
        return newArray(arrayClass, scope, length, name, origin, typeVariable);
    }

    /**
     * An array of a path's snapshot ({@link bliss.spf.explore.PartialStructure.Array}) made in this heap (SymSolve's,
     * for a question that holds it): its class, room and length (the snapshot's variable, or its decided length), its
     * elements undecided (the caller writes the decided ones, {@link #writeElement}).
     *
     * @param javaType the array's Java type name ({@code java.lang.Object[]})
     */
    InputArray arrayOfSnapshot(String javaType, bliss.spf.symbolic.Expr length, int room, FieldShape origin) {
        VmClass arrayClass = vm.classes.arrayClass(descriptorOf(javaType));
        Var var = length instanceof Var v ? v : null;
        if (var != null) {
            arrayLengths.add(var);
        }
        InputArray a = newArray(arrayClass, room, var, origin.name(), origin, typeCandidates.keyOf(origin));
        if (var == null) {
            a.decidedLength((int) ((bliss.spf.symbolic.Const) length).value());
        }
        return a;
    }

    /** {@code int[]} as {@code [I}, {@code java.lang.Object[][]} as {@code [[Ljava/lang/Object;}. */
    private static String descriptorOf(String javaType) {
        String dims = "";
        String base = javaType;
        while (base.endsWith("[]")) {
            dims += "[";
            base = base.substring(0, base.length() - 2);
        }
        String element = switch (base) {
            case "int" -> "I";
            case "long" -> "J";
            case "boolean" -> "Z";
            case "byte" -> "B";
            case "short" -> "S";
            case "char" -> "C";
            case "float" -> "F";
            case "double" -> "D";
            default -> "L" + base.replace('.', '/') + ";";
        };
        return dims + element;
    }

    /** A new input array: an array of nodes when its elements are of a node class of the layout. */
    private InputArray newArray(VmClass arrayClass, int room, Var length, String name, FieldShape origin,
                                String typeVariable) {
        String element = arrayClass.name().substring(1);
        ClassShape node = element.startsWith("L")
                ? layout.shape(element.substring(1, element.length() - 1)).orElse(null) : null;
        if (node != null && !node.node()) {
            node = null; // the header class is no element node
        }
        FieldKind kind = node != null ? FieldKind.REFERENCE
                : ClassLayout.valueKind(element, typeVariable, vm.classes.userLoader());
        ClassShape nodeClass = node;
        return vm.newArray((hash, birth) -> new InputArray(arrayClass, room, length, name, origin, kind,
                typeVariable, nodeClass, hash, birth));
    }

    /**
     * Another heap's input array made in this heap's VM, its length the same variable (or decided length), its
     * elements undecided: {@link ForeignValues} writes the decided ones ({@link #writeElement}).
     */
    InputArray arrayLike(InputArray theirs) {
        ClassShape node = theirs.nodeClass() == null ? null : layout.shape(theirs.nodeClass().name()).orElseThrow();
        InputArray mine = theirs.copyInto(vm, node);
        if (mine.hasSymbolicLength()) {
            arrayLengths.add((Var) mine.lengthTerm());
        }
        return mine;
    }

    /** Writes the input value and the current value of slot {@code i} of a value object of this heap. */
    void writeValueField(ValueObject o, int i, Object value) {
        vm.trail.log(o.input, i);
        o.input.r[i] = value;
        vm.trail.log(o, i);
        o.r[i] = value;
    }

    /** Writes the input value and the current value of element {@code i} of an input array of this heap. */
    void writeElement(InputArray array, int i, Object value) {
        write(array.slot(i), value);
    }

    /** A fresh value object of a class among {@code classes}, its fields uninitialized; undone by backtracking. */
    ValueObject valueObject(VmClass declared, List<VmClass> classes, String name, FieldShape origin) {
        for (VmClass c : classes) {
            bindValueClass(c);
        }
        VmClass undecided = vm.classes.undecided(declared);
        ValueObject o = vm.newObject((hash, birth) -> new ValueObject(undecided, declared, classes, name, origin, hash,
                birth));
        java.util.Arrays.fill(o.r, HeapAccess.UNINITIALIZED);
        java.util.Arrays.fill(o.input.r, HeapAccess.UNINITIALIZED);
        values.add(o);
        vm.trail.log(() -> values.remove(values.size() - 1));
        return o;
    }

    /** Gives the fields of a class of value objects their shapes ({@link ClassLayout#valueFields}), once. */
    private void bindValueClass(VmClass c) {
        if (!boundValueClasses.add(c)) {
            return;
        }
        for (FieldShape f : ClassLayout.valueFields(c.name(), vm.classes.userLoader())) {
            VmField vf = vm.classes.load(f.owner()).findField(f.name());
            if (vf != null && vf.shape == null) {
                vf.shape = f;
            }
        }
    }

    private final java.util.Set<VmClass> boundValueClasses = new java.util.HashSet<>();

    /** A fresh box of {@code boxClass} holding a fresh symbolic variable of its primitive type. */
    VmObject box(VmClass boxClass, String name) {
        VmObject box = vm.newObject(boxClass);
        VmField value = boxClass.findField("value");
        box.r[value.index] = vm.newVar(name, value.desc.charAt(0));
        return box;
    }

    /** The number of input objects (a mark for {@link #truncate}). */
    public int size() {
        return objects.size();
    }

    /** Forgets the objects created after the first {@code size} (backtracking). */
    public void truncate(int size) {
        for (int i = objects.size() - 1; i >= size; i--) {
            InputObject o = objects.remove(i);
            countByClass[o.classIndex()]--;
            countByRoot[rootOf[o.classIndex()]]--;
            if (o == receiver) {
                receiver = null;
            }
        }
    }

    public Vm vm() {
        return vm;
    }
}
