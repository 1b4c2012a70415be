package bliss.spf.testgen;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A fully concrete input completed from a path's partially symbolic structure: every object of the structure with
 * every field's value, and the driver's symbolic values (or the analysed method's arguments), each value with where
 * it came from. Immutable once built by a {@link Completion}.
 */
public final class ConcreteInput {

    /** Where a value comes from. */
    public enum Origin {
        /** A reference the path read: lazy initialization decided it, the completion kept it. */
        PATH("path"),
        /** A primitive the path condition constrains. */
        PATH_CONDITION("path condition"),
        /** Chosen so that the invariant holds (an unread field, an object the path never reached). */
        INVARIANT("invariant"),
        /**
         * Chosen so that repOK accepts the structure: a field of SymSolve's witness (a class with no JML invariant,
         * {@link RepOkCompletion}).
         */
        REP_OK("repOK"),
        /** Constrained by neither: any value does. */
        ANY("any value");

        public final String text;

        Origin(String text) {
            this.text = text;
        }
    }

    /**
     * A field's value: an {@link Obj}, null, or a boxed primitive of the field's type ({@code Integer} for int,
     * byte, short and char fields, {@code Long}, {@code Boolean}).
     */
    public record Value(Object value, Origin origin) {
    }

    /**
     * An array an input field holds: its component type's Java name and its elements, each a value as a field's
     * (null, a box, a string, an enum constant, an {@link Arr}, a {@link Val}) or, in an array of nodes (a hash
     * table), an {@link Obj} of the input.
     */
    public record Arr(String componentType, List<Object> elements) {
        @Override
        public String toString() {
            String simple = componentType.substring(componentType.lastIndexOf('.') + 1).replace('$', '.');
            StringBuilder sb = new StringBuilder(simple).append("[] {");
            for (int i = 0; i < elements.size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(elements.get(i));
            }
            return sb.append('}').toString();
        }
    }

    /**
     * An object of a value class (not of the layout): a new one of its class, the fields the path read set to their
     * values (by field name, in the class's order; each value as a value field's: a box, a string, ... a
     * {@code Val}, or an {@link Obj} of the input: a node of the structure the object points back to), the others
     * left as its constructor leaves them.
     */
    public record Val(String className, Map<String, Object> fields) {

        /** One whose fields the path never read. */
        public Val(String className) {
            this(className, Map.of());
        }

        public Val {
            fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        }

        @Override
        public String toString() {
            String simple = "a new " + className.substring(className.lastIndexOf('.') + 1).replace('$', '.');
            return fields.isEmpty() ? simple : simple + " " + fields;
        }
    }

    /**
     * A value with each {@link Obj} in it (itself, an array's element, a value object's field, at any depth)
     * replaced by what {@code real} gives for it: the input's real objects, for a build.
     */
    static Object resolved(Object v, java.util.function.Function<Obj, Object> real) {
        if (v instanceof Obj o) {
            return real.apply(o);
        }
        if (v instanceof Arr a) {
            List<Object> out = new ArrayList<>(a.elements().size());
            a.elements().forEach(e -> out.add(resolved(e, real)));
            return new Arr(a.componentType(), out);
        }
        if (v instanceof Val o) {
            Map<String, Object> out = new LinkedHashMap<>();
            o.fields().forEach((name, x) -> out.put(name, resolved(x, real)));
            return new Val(o.className(), out);
        }
        return v;
    }

    /** One object of the input. */
    public static final class Obj {
        private final String name;
        private final ClassShape shape;
        private final boolean root;
        private final boolean fromPath;
        private final Map<FieldShape, Value> fields = new LinkedHashMap<>();

        Obj(String name, ClassShape shape, boolean root, boolean fromPath) {
            this.name = name;
            this.shape = shape;
            this.root = root;
            this.fromPath = fromPath;
        }

        /** The name in the path condition and in {@code --dump}: the driver's ({@code X}), or N1, N2, ... */
        public String name() {
            return name;
        }

        public ClassShape shape() {
            return shape;
        }

        /** Made by the driver ({@code Symbolic.object}) or an argument of the analysed method, not by a field. */
        public boolean root() {
            return root;
        }

        /** An input object of the path (false: added by the completion). */
        public boolean fromPath() {
            return fromPath;
        }

        /** The values of the fields the completion decides (the layout's fields of kinds it knows), in order. */
        public Map<FieldShape, Value> fields() {
            return Collections.unmodifiableMap(fields);
        }

        void put(FieldShape f, Value v) {
            fields.put(f, v);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * A symbolic value the driver made ({@code Symbolic.integer("k")}) or a primitive argument of the analysed method.
     *
     * @param type  'I' (int, also byte, short, char), 'J' (long), 'Z' (boolean), 'F' (float) or 'D' (double)
     * @param value the value; a float's or a double's IEEE bits
     */
    public record Variable(String name, char type, long value, Origin origin) {

        /** The type letter of a path condition's variable ({@link #type}). */
        static char typeOf(Var v) {
            return switch (v.type()) {
                case LONG -> 'J';
                case FLOAT -> 'F';
                case DOUBLE -> 'D';
                default -> v.min() == 0 && v.max() == 1 ? 'Z' : 'I';
            };
        }

        /** The value as Java source. */
        public String literal() {
            return switch (type) {
                case 'Z' -> value != 0 ? "true" : "false";
                case 'J' -> value == Long.MIN_VALUE ? "Long.MIN_VALUE" : value + "L";
                case 'F', 'D' -> Literals.of(type == 'F' ? float.class : double.class, javaValue());
                default -> value == Integer.MIN_VALUE ? "Integer.MIN_VALUE" : Long.toString(value);
            };
        }

        /** The value as a box of its Java type: Integer, Long, Boolean, Float or Double. */
        public Object javaValue() {
            return switch (type) {
                case 'Z' -> value != 0;
                case 'J' -> value;
                case 'F' -> Float.intBitsToFloat((int) value);
                case 'D' -> Double.longBitsToDouble(value);
                default -> (int) value;
            };
        }
    }

    /**
     * An argument of the analysed method (analysed without a driver) that is no primitive, as the path decided it:
     * null, a box, a string, an enum constant ({@link bliss.spf.explore.PartialStructure.Constant}), an {@link Arr}, a
     * {@link Val}, or an {@link Obj} of the input (an object of the layout, an alias of the receiver or of a node).
     */
    public record Argument(String name, Object value, Origin origin) {
    }

    private final List<Obj> objects;
    private final List<Variable> variables;
    private final List<Argument> arguments;
    /** The receiver's fields the driver kept ({@code Symbolic.keep}): the test builds it from the driver's seed. */
    private List<String> kept = List.of();

    /** An input of no arguments outside the primitives (a driver's, a bounded-exhaustive suite's). */
    ConcreteInput(List<Obj> objects, List<Variable> variables) {
        this(objects, variables, List.of());
    }

    ConcreteInput(List<Obj> objects, List<Variable> variables, List<Argument> arguments) {
        this.objects = List.copyOf(objects);
        this.variables = List.copyOf(variables);
        this.arguments = List.copyOf(arguments);
    }

    /** This input with its receiver's fields the driver kept ({@code Symbolic.keep}); none: as it is. */
    ConcreteInput keeping(List<String> fields) {
        kept = List.copyOf(fields);
        return this;
    }

    /**
     * The receiver's fields the driver kept: the receiver is then the driver's seed ({@code Symbolic.seed}), its other
     * fields written as for any object; empty when none.
     */
    public List<String> kept() {
        return kept;
    }

    /** The objects: the roots first, then the others in name order; only those reachable from a root. */
    public List<Obj> objects() {
        return objects;
    }

    /** The roots: the receiver first. */
    public List<Obj> roots() {
        List<Obj> out = new ArrayList<>();
        for (Obj o : objects) {
            if (o.root) {
                out.add(o);
            }
        }
        return out;
    }

    /** The driver's values in the order it made them. */
    public List<Variable> variables() {
        return variables;
    }

    /** The arguments the path loaded that are no primitives, in parameter order (none with a driver). */
    public List<Argument> arguments() {
        return arguments;
    }

    /** The argument named so, or null when the path never loaded it (or it is a primitive). */
    Argument argument(String name) {
        for (Argument a : arguments) {
            if (a.name().equals(name)) {
                return a;
            }
        }
        return null;
    }

    /** The input as text: one line per field and variable, with its origin (the {@code --dump} format). */
    public String describe(String indent) {
        StringBuilder sb = new StringBuilder();
        for (Obj o : objects) {
            for (Map.Entry<FieldShape, Value> e : o.fields.entrySet()) {
                String lhs = o.name + "." + e.getKey().name() + " = " + text(e.getValue().value());
                sb.append(indent).append(String.format("%-32s", lhs)).append(' ')
                        .append(e.getValue().origin().text).append('\n');
            }
        }
        for (Variable v : variables) {
            String lhs = v.name() + " = " + v.literal();
            sb.append(indent).append(String.format("%-32s", lhs)).append(' ').append(v.origin().text).append('\n');
        }
        for (Argument a : arguments) {
            String lhs = a.name() + " = " + (a.value() instanceof String t ? Literals.string(t) : text(a.value()));
            sb.append(indent).append(String.format("%-32s", lhs)).append(' ').append(a.origin().text).append('\n');
        }
        return sb.toString();
    }

    private static String text(Object v) {
        return v == null ? "null" : v.toString();
    }

    @Override
    public String toString() {
        return describe("");
    }
}
