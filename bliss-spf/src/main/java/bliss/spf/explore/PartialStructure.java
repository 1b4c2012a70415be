package bliss.spf.explore;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.layout.Shape;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputArray;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.ValueObject;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.SymbolicString;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.GuardedRef;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmObject;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.List;

/**
 * The input of a path as lazy initialization decided it (the paper's partially symbolic structure): the input objects
 * in creation order, and per object the input value of each field of its layout class: for a reference field another
 * node, null, or {@link HeapAccess#UNINITIALIZED} (never read on the path); for a primitive field its symbolic
 * variable; for a value outside the layout null, {@link HeapAccess#UNINITIALIZED}, or the value: a box as the
 * symbolic variable of its primitive, a string as the STRING variable of its text, an enum constant as a
 * {@link Constant}, a class object as a {@link ClassConstant}, an array as an {@link Array}, an object as a
 * {@link Node} (an alias of an input object) or a {@link Value}. Immutable: a copy taken when the path ended.
 */
public final class PartialStructure {

    /**
     * An object a value field holds ({@link bliss.spf.heap.ValueObject}): the classes it may be (one when the path
     * decided it; any of them makes a valid input otherwise), and the input value of each field the path read, as
     * {@link Node#value} gives them.
     */
    public static final class Value {
        private final String name;
        private final List<String> classes;
        private final java.util.Map<FieldShape, Object> fields = new java.util.LinkedHashMap<>();
        private final java.util.Map<String, Object> inherited = new java.util.LinkedHashMap<>();
        private final bliss.spf.symbolic.Var identityHash;

        private Value(String name, List<String> classes, bliss.spf.symbolic.Var identityHash) {
            this.name = name;
            this.classes = classes;
            this.identityHash = identityHash;
        }

        /**
         * The variable of its identity hash code when the path asked for it ({@link bliss.spf.vm.InputIdentity}),
         * else null.
         */
        public bliss.spf.symbolic.Var identityHash() {
            return identityHash;
        }

        /** The name in results and variable names ({@code N1.value}). */
        public String name() {
            return name;
        }

        /** Java names of the classes it may be, in the engine's order; one when the path decided it. */
        public List<String> classes() {
            return classes;
        }

        /** The fields the path read, with their input values (in the class's field order). */
        public java.util.Map<FieldShape, Object> fields() {
            return Collections.unmodifiableMap(fields);
        }

        /**
         * The primitive fields a JDK superclass declares that the path read ({@code AbstractList.modCount}), by
         * {@code declaring.Class.field}, with their input variables.
         */
        public java.util.Map<String, Object> inherited() {
            return Collections.unmodifiableMap(inherited);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * An input array ({@link bliss.spf.heap.InputArray}): its type, its length (the variable, or its value when the path
     * decided it) and the input value of each element below its room, as {@link Node#value} gives values
     * ({@link HeapAccess#UNINITIALIZED} for an element the path never read).
     *
     * @param type     the array's Java type name ({@code int[]}, {@code values.Table$Node[]})
     * @param length   an {@code Expr} (a variable in 0..room, or a constant)
     * @param elements the elements' input values, one per index below the room
     */
    public record Array(String type, bliss.spf.symbolic.Expr length, List<Object> elements) {
        @Override
        public String toString() {
            return type.replaceFirst("\\[]", "[" + length + "]");
        }
    }

    /**
     * A JDK collection an input field holds as an input of its contents ({@link bliss.spf.vm.InputContents}): its
     * model class and its contents in the order they were added, as {@link Node#value} gives values (a string as
     * the variable of its text, a box as its variable).
     *
     * @param type         the collection's Java name ({@code java.util.ArrayList})
     * @param elementTypes the Java names of the elements' class, and for a map of the values' class
     * @param keys         the elements (a map's keys)
     * @param values       a map's values, one per key; null for a list, set or deque
     */
    public record Contents(String type, List<String> elementTypes, List<Object> keys, List<Object> values) {
        /** Whether it is a map. */
        public boolean isMap() {
            return values != null;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(type.substring(type.lastIndexOf('.') + 1)).append(isMap() ? "{" : "[");
            for (int i = 0; i < keys.size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(keys.get(i));
                if (isMap()) {
                    sb.append('=').append(values.get(i));
                }
            }
            return sb.append(isMap() ? "}" : "]").toString();
        }
    }

    /** An enum constant an input field holds. */
    public record Constant(String enumClass, String name, int ordinal) {
        @Override
        public String toString() {
            return enumClass.substring(enumClass.lastIndexOf('.') + 1).replace('$', '.') + "." + name;
        }
    }

    /**
     * A class object an input field holds, one a driver named for it ({@code Symbolic.fieldValues}).
     *
     * @param className the class's name as {@link Class#getName()} gives it ({@code java.lang.annotation.RetentionPolicy},
     *                  {@code int}, {@code [Ljava.lang.String;})
     */
    public record ClassConstant(String className) {
        /** As a class literal of the class's simple name: {@code RetentionPolicy.class}, {@code String[].class}. */
        @Override
        public String toString() {
            String element = className.replaceFirst("^\\[+", "");
            String dims = "[]".repeat(className.length() - element.length());
            if (!dims.isEmpty()) {
                element = switch (element) {
                    case "Z" -> "boolean";
                    case "B" -> "byte";
                    case "C" -> "char";
                    case "S" -> "short";
                    case "I" -> "int";
                    case "J" -> "long";
                    case "F" -> "float";
                    case "D" -> "double";
                    default -> element.substring(1, element.length() - 1); // Lpkg.Name;
                };
            }
            return element.substring(element.lastIndexOf('.') + 1).replace('$', '.') + dims + ".class";
        }
    }

    /**
     * An object a static final field of a layout class holds, which an input field holds too
     * ({@link bliss.spf.heap.HeldStatics}): {@code TreeSet.PRESENT}.
     *
     * @param owner the class that declares the field (its Java name)
     * @param field the field's name
     */
    public record Held(String owner, String field) {
        @Override
        public String toString() {
            return owner.substring(owner.lastIndexOf('.') + 1).replace('$', '.') + "." + field;
        }
    }

    /** One input object. */
    public static final class Node {
        private final int index;
        private final String name;
        private final ClassShape shape;
        private final Object[] values;
        private final Var identityHash;

        private Node(int index, String name, ClassShape shape, Var identityHash) {
            this.index = index;
            this.name = name;
            this.shape = shape;
            this.values = new Object[shape.fields().size()];
            this.identityHash = identityHash;
        }

        /**
         * The variable of its identity hash code when the path asked for it ({@link bliss.spf.vm.InputIdentity}),
         * else null.
         */
        public Var identityHash() {
            return identityHash;
        }

        /** Position in creation order. */
        public int index() {
            return index;
        }

        /** The name in results and variable names: the driver's for the receiver, N1, N2, ... otherwise. */
        public String name() {
            return name;
        }

        public ClassShape shape() {
            return shape;
        }

        /**
         * The input value of a field of this node's class: a {@link Node}, null or {@link HeapAccess#UNINITIALIZED}
         * for a reference field, the symbolic variable (an {@code Expr}) for a primitive one.
         */
        public Object value(FieldShape field) {
            List<FieldShape> fields = shape.fields();
            for (int i = 0; i < values.length; i++) { // a handful of fields; the layout's own instances match first
                if (fields.get(i) == field) {
                    return values[i];
                }
            }
            int i = fields.indexOf(field);
            if (i < 0) {
                throw new IllegalArgumentException(field + " is not a field of " + shape.javaName());
            }
            return values[i];
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * A reference argument of a method analysed without a driver ({@link bliss.spf.vm.LazyArgument}) and its input
     * value: a {@link Node} (fresh, named after the parameter, or an alias of another input object), null, or
     * {@link HeapAccess#UNINITIALIZED} when the path never loaded it (any value does); outside the layout also any
     * value a field of its type holds ({@link Node#value}).
     *
     * @param type the parameter's declared type, as a Java name ({@code java.lang.Integer}, {@code int[]})
     */
    public record Argument(String name, Object value, String type) {
    }

    /**
     * A choice variable of a POSE path, by names: the reference at {@code place} (a field of the object named
     * {@code owner}, or the argument {@code place} when owner is null) is the candidate named
     * {@code candidates[i]} (null for null) where the variable is {@code values[i]}. The candidates are the path's
     * objects by name, also those the model leaves out of the input; a concrete input gives each variable the value
     * of the candidate its object is.
     */
    public record Choice(Var variable, String owner, String place, List<String> candidates, List<Long> values) {
    }

    private final ClassLayout layout;
    private List<Choice> choices = List.of();
    private final List<Node> nodes;
    private final List<Value> values;
    private final Node receiver;
    private final List<Argument> arguments;
    private final bliss.spf.heap.TypeCandidates types;

    private PartialStructure(ClassLayout layout, List<Node> nodes, List<Value> values, Node receiver,
                             List<Argument> arguments, bliss.spf.heap.TypeCandidates types) {
        this.types = types;
        this.layout = layout;
        this.nodes = nodes;
        this.values = values;
        this.receiver = receiver;
        this.arguments = arguments;
    }

    /** A copy of the input heap's input values. */
    public static PartialStructure of(InputHeap heap) {
        return of(heap, heap.objects(), o -> o, null);
    }

    /**
     * The input a model of the path condition picks from a POSE heap ({@link bliss.spf.heap.GuardedReads}): the
     * candidate objects that exist in it, numbered anew in creation order, and each guarded reference the alternative
     * whose guard holds; an ordinary lazy-initialization input.
     *
     * @param model values of the path condition's variables that satisfy it; a choice variable it lacks is 0 (null),
     *              which the path condition then does not constrain
     */
    public static PartialStructure of(InputHeap heap, Map<Var, Long> model) {
        Map<Var, Long> env = new HashMap<>(model) {
            @Override
            public Long get(Object key) {
                return getOrDefault(key, 0L);
            }
        };
        List<InputObject> existing = new ArrayList<>();
        for (InputObject o : heap.objects()) {
            if (Exprs.evaluate(o.existence(), env) != 0) {
                existing.add(o);
            }
        }
        java.util.function.UnaryOperator<Object> pick = v -> {
            if (v instanceof GuardedRef g) {
                for (int i = 0; i < g.size(); i++) {
                    if (Exprs.evaluate(g.guard(i), env) != 0) {
                        return g.target(i);
                    }
                }
                throw new IllegalStateException("no alternative of " + g + " holds in " + model);
            }
            return v;
        };
        PartialStructure out = of(heap, existing, pick, model);
        List<Choice> choices = new ArrayList<>();
        for (InputHeap.Choice c : heap.choices()) {
            choices.add(new Choice(c.variable(), c.owner() == null ? null : c.owner().name(), c.place(),
                    c.candidates().stream().map(o -> o == null ? null : o.name()).toList(), c.values()));
        }
        out.choices = List.copyOf(choices);
        return out;
    }

    /** POSE's choice variables of the path, in creation order; none for lazy initialization. */
    public List<Choice> choices() {
        return choices;
    }

    private static PartialStructure of(InputHeap heap, List<InputObject> objects,
                                       java.util.function.UnaryOperator<Object> pick, Map<Var, Long> model) {
        List<Node> nodes = new ArrayList<>(objects.size());
        Map<InputObject, Node> nodeOf = model == null ? null : new java.util.IdentityHashMap<>();
        for (InputObject o : objects) {
            Node n = new Node(model == null ? o.index() : nodes.size(), o.name(), o.shape(), o.identityHashIfMade());
            nodes.add(n);
            if (nodeOf != null) {
                nodeOf.put(o, n);
            }
        }
        java.util.function.Function<InputObject, Node> node = nodeOf == null ? o -> nodes.get(o.index()) : o -> {
            Node n = nodeOf.get(o);
            if (n == null) {
                throw new IllegalStateException(o + " is not in the input of " + model);
            }
            return n;
        };
        java.util.Map<ValueObject, Value> made = new java.util.LinkedHashMap<>();
        for (ValueObject v : heap.values()) {
            made.put(v, new Value(v.name(), v.candidates().stream().map(VmClass::javaName).toList(),
                    v.identityHashIfMade()));
        }
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            Object[] values = n.values;
            heap.inputs(objects.get(i), values);
            for (int f = 0; f < values.length; f++) {
                values[f] = snapshot(pick.apply(values[f]), node, made, heap.offeredStatics());
            }
        }
        for (ValueObject v : heap.values()) {
            Value value = made.get(v);
            for (VmField f : v.candidates().get(0).instanceFields()) {
                Object in = heap.inputValue(v, f);
                if (in != HeapAccess.UNINITIALIZED && f.shape != null) {
                    value.fields.put(f.shape, snapshot(pick.apply(in), node, made, heap.offeredStatics()));
                } else if (in != HeapAccess.UNINITIALIZED && in != null && !f.reference) {
                    value.inherited.put(f.owner.javaName() + "." + f.name, pick.apply(in));
                }
            }
        }
        List<Argument> arguments = new ArrayList<>();
        for (bliss.spf.vm.LazyArgument a : heap.arguments()) {
            arguments.add(new Argument(a.name(),
                    snapshot(pick.apply(a.value()), node, made, heap.offeredStatics()),
                    org.objectweb.asm.Type.getType(a.descriptor()).getClassName()));
        }
        InputObject r = heap.receiver();
        return new PartialStructure(heap.layout(), Collections.unmodifiableList(nodes),
                List.copyOf(made.values()), r == null ? null : node.apply(r), List.copyOf(arguments),
                heap.typeBindings());
    }

    /** An input value as the path's input keeps it: objects of the heap as nodes and values, the rest as it is. */
    private static Object snapshot(Object v, java.util.function.Function<InputObject, Node> node,
                                   java.util.Map<ValueObject, Value> made, bliss.spf.heap.HeldStatics statics) {
        Held held = statics.nameOf(v);
        if (held != null) {
            return held;
        }
        if (v instanceof InputObject t) {
            return node.apply(t);
        }
        if (v instanceof ValueObject o) {
            return made.get(o);
        }
        if (v instanceof bliss.spf.vm.InputContents c) {
            List<Object> keys = new ArrayList<>(c.size());
            List<Object> values = c.values() == null ? null : new ArrayList<>(c.size());
            List<String> types = c.elementTypes().stream().map(t -> t.replace('/', '.')).toList();
            for (int i = 0; i < c.size(); i++) {
                keys.add(snapshot(c.keys().get(i), node, made, statics));
                if (values != null) {
                    values.add(snapshot(c.values().get(i), node, made, statics));
                }
            }
            return new Contents(c.cls.javaName(), List.copyOf(types), Collections.unmodifiableList(keys),
                    values == null ? null : Collections.unmodifiableList(values));
        }
        if (v instanceof VmObject o) {
            return value(o);
        }
        if (v instanceof SymbolicString s) {
            return s.term(); // a string's text: its variable
        }
        if (v instanceof InputArray a) {
            List<Object> elements = new ArrayList<>(a.length);
            for (int i = 0; i < a.length; i++) {
                elements.add(snapshot(a.inputElement(i), node, made, statics));
            }
            return new Array(org.objectweb.asm.Type.getType(a.cls.name()).getClassName(), a.lengthTerm(),
                    Collections.unmodifiableList(elements));
        }
        return v;
    }

    /** What a path's input holds in a field outside the layout: a box's variable, an enum constant, a class. */
    private static Object value(VmObject v) {
        Object constant = bliss.spf.heap.ConstantNames.nameOf(v);
        if (constant != null) {
            return constant;
        }
        VmField value = v.cls.findField("value");
        return v.r[value.index] != null ? v.r[value.index] : Long.valueOf(v.p[value.index]);
    }

    public ClassLayout layout() {
        return layout;
    }

    /** The input objects in creation order. */
    public List<Node> nodes() {
        return nodes;
    }

    /** The objects made for value fields ({@link Value}), in creation order. */
    public List<Value> values() {
        return values;
    }

    /** The receiver of the analysed method (the root of the structure), or null when the path made none. */
    public Node receiver() {
        return receiver;
    }

    /** The reference arguments of a method analysed without a driver, in parameter order (none with a driver). */
    public List<Argument> arguments() {
        return arguments;
    }

    /** Reads input values, for {@link Shape} and {@link bliss.layout.BreadthFirstNumbering}. */
    /**
     * The classes the run's value fields may hold, as the driver named them ({@code Symbolic.typeArgument},
     * {@code fieldClasses}) and its seeds held: a completion of this input keeps to them.
     */
    public bliss.spf.heap.TypeCandidates types() {
        return types;
    }

    public HeapAccess<Node> access() {
        return ACCESS;
    }

    /** The shape reachable from the receiver, an uninitialized field counted as null (how structures are counted). */
    public Shape shape() {
        return Shape.of(layout, receiver, ACCESS);
    }

    private static final HeapAccess<Node> ACCESS = new HeapAccess<>() {
        @Override
        public ClassShape classOf(Node node) {
            return node.shape;
        }

        @Override
        public Object read(Node node, FieldShape field) {
            return node.value(field);
        }

        @Override
        public List<?> elements(Node node, FieldShape field) {
            return node.value(field) instanceof Array a ? a.elements() : null;
        }

        @Override
        public Object identityHash(Node node) {
            return node.identityHash;
        }
    };

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Node n : nodes) {
            sb.append(sb.length() == 0 ? "" : " ").append(n.name).append('{');
            List<FieldShape> fields = n.shape.fields();
            for (int f = 0; f < fields.size(); f++) {
                Object v = n.values[f];
                sb.append(f == 0 ? "" : ", ").append(fields.get(f).name()).append('=')
                        .append(v == HeapAccess.UNINITIALIZED ? "?" : v);
            }
            sb.append('}');
        }
        for (Argument a : arguments) {
            if (a.value() != HeapAccess.UNINITIALIZED && !(a.value() instanceof Node n && n.name.equals(a.name()))) {
                sb.append(' ').append(a.name()).append('=').append(a.value()); // an alias or null
            }
        }
        for (Value v : values) {
            sb.append(' ').append(v.name).append(':').append(v.classes.stream()
                    .map(c -> c.substring(c.lastIndexOf('.') + 1)).toList()).append('{');
            v.fields.forEach((f, x) -> sb.append(sb.charAt(sb.length() - 1) == '{' ? "" : ", ").append(f.name())
                    .append('=').append(x));
            sb.append('}');
        }
        return sb.toString();
    }
}
