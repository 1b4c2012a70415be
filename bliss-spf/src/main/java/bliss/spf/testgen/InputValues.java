package bliss.spf.testgen;

import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.spf.testgen.ConcreteInput.Obj;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The values a path's input holds outside the layout's fields (a value field's, an argument's of a method analysed
 * without a driver), made concrete with a model of the path condition, as a completion writes them into a
 * {@link ConcreteInput}: null, a box of the model's value, a string of the model's text, an enum constant
 * ({@link PartialStructure.Constant}) or a class object ({@link PartialStructure.ClassConstant}), each resolved by
 * {@link InputBuilder#javaValue}, an array of such values
 * ({@link ConcreteInput.Arr}), a new object of a value class with the fields the path read set to their values
 * ({@link ConcreteInput.Val}), or an object of the input (an alias the path decided). Shared by both completions.
 */
final class InputValues {

    private InputValues() {
    }

    /** A value of the input a test cannot build yet: the path gets no test, with this reason. */
    static final class UnbuiltValue extends RuntimeException {
        UnbuiltValue(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The analysed method's arguments outside the layout's primitives, each as the path decided it and the model
     * makes it concrete; an argument the path never loaded is left out (any value does: the call passes null).
     *
     * @param model the values of the path condition's variables (a variable it leaves out: 0)
     * @param node  the input's object for a node of the path (an alias argument)
     * @throws UnbuiltValue for an argument a test cannot build
     */
    static List<ConcreteInput.Argument> arguments(PartialStructure input, Map<Var, Long> model,
                                                  Function<PartialStructure.Node, Obj> node) {
        List<ConcreteInput.Argument> out = new ArrayList<>();
        for (PartialStructure.Argument a : input.arguments()) {
            if (a.value() == HeapAccess.UNINITIALIZED) {
                continue;
            }
            out.add(new ConcreteInput.Argument(a.name(), value(a.type(), a.value(), model,
                    "argument " + a.name(), node, true), ConcreteInput.Origin.PATH));
        }
        return out;
    }

    /** The variables the arguments' values hold (a string's text, a box's value, an array's length and elements). */
    static java.util.Set<Var> argumentVariables(PartialStructure input) {
        java.util.Set<Var> out = new java.util.HashSet<>();
        for (PartialStructure.Argument a : input.arguments()) {
            collect(a.value(), out, new java.util.IdentityHashMap<>());
        }
        return out;
    }

    /** The variables of the fields a JDK superclass declares in the arguments' value objects. */
    static java.util.Set<Var> inheritedVariables(PartialStructure input) {
        java.util.Set<Var> out = new java.util.HashSet<>();
        for (PartialStructure.Argument a : input.arguments()) {
            if (a.value() instanceof PartialStructure.Value o) {
                o.inherited().values().forEach(x -> {
                    if (x instanceof Expr e) {
                        e.forEachVar(out::add);
                    }
                });
            }
        }
        return out;
    }

    /** The variables a path's input value holds (a box's, a string's, an array's length and elements'). */
    static java.util.Set<Var> variablesOf(Object v) {
        java.util.Set<Var> out = new java.util.HashSet<>();
        collect(v, out, new java.util.IdentityHashMap<>());
        return out;
    }

    private static void collect(Object v, java.util.Set<Var> out, Map<Object, Boolean> seen) {
        if (v instanceof Expr e) {
            e.forEachVar(out::add);
        } else if (v instanceof PartialStructure.Array a) {
            a.length().forEachVar(out::add);
            a.elements().forEach(x -> collect(x, out, seen));
        } else if (v instanceof PartialStructure.Value o && seen.put(o, true) == null) {
            o.fields().values().forEach(x -> collect(x, out, seen));
            o.inherited().values().forEach(x -> collect(x, out, seen));
        }
    }

    /** The model's values of the given variables, from a Z3 model of the path condition. */
    static Map<Var, Long> valuesOf(java.util.Set<Var> vars, java.util.function.ToLongFunction<Var> model) {
        Map<Var, Long> out = new HashMap<>();
        for (Var v : vars) {
            out.put(v, model.applyAsLong(v));
        }
        return out;
    }

    /** A value field's value as a Java value (see the class comment). */
    static Object of(FieldShape field, Object v, Map<Var, Long> model, Function<PartialStructure.Node, Obj> node) {
        String d = field.descriptor();
        return value(d.startsWith("L") ? d.substring(1, d.length() - 1).replace('/', '.') : d, v, model,
                field.owner().replace('/', '.') + "." + field.name(), node, false);
    }

    /**
     * A value of a place declared of {@code type} (a Java name, or a primitive's descriptor letter).
     *
     * @param place    the place, for messages ({@code values.Board.order}, {@code argument o})
     * @param anyClass whether a value object whose class the path left open among several is built as the first of
     *                 them (any of them follows the path); else such a value is not built
     * @throws UnbuiltValue for what tests do not build yet (a node the structure does not reach, an array of nodes
     *                      or of arrays in a value, a field a JDK superclass declares set to other than its default)
     */
    private static Object value(String type, Object v, Map<Var, Long> model, String place,
                                Function<PartialStructure.Node, Obj> node, boolean anyClass) {
        if (v == null || v instanceof PartialStructure.Constant || v instanceof PartialStructure.Held
                || v instanceof PartialStructure.ClassConstant) {
            return v;
        }
        if (v instanceof PartialStructure.Node t) {
            Obj o = node.apply(t);
            if (o == null) {
                throw new UnbuiltValue("the input's value " + t + " in " + place + " is a node the structure does "
                        + "not reach, which the tests do not build yet");
            }
            return o;
        }
        if (v instanceof Expr e && e.type() == bliss.spf.symbolic.Type.STRING) {
            return new String(bliss.spf.symbolic.Texts.text(value(e, model)));
        }
        if (v instanceof Expr e) {
            return boxed(type, value(e, model));
        }
        if (v instanceof PartialStructure.Value o && (o.classes().size() == 1 || anyClass && !o.classes().isEmpty())) {
            String cls = o.classes().get(0);
            if (cls.startsWith("java.lang.") && o.fields().size() <= 1) { // a box of a type argument's class
                Object x = o.fields().values().stream().findFirst().orElse(null);
                return boxed(cls, x instanceof Expr e ? value(e, model) : 0);
            }
            for (Map.Entry<String, Object> f : o.inherited().entrySet()) {
                if (f.getValue() instanceof Expr e && value(e, model) != 0) {
                    throw new UnbuiltValue("the input's " + o.name() + " (a " + cls + ") in " + place + " has "
                            + f.getKey() + " = " + value(e, model) + ", a field the JDK declares and does not open "
                            + "to a test, which the tests do not set");
                }
            }
            Map<String, Object> fields = new LinkedHashMap<>();
            for (Map.Entry<FieldShape, Object> f : o.fields().entrySet()) {
                if (f.getValue() == HeapAccess.UNINITIALIZED) {
                    continue;
                }
                fields.put(f.getKey().name(), of(f.getKey(), f.getValue(), model, node));
            }
            return new ConcreteInput.Val(cls, fields);
        }
        if (v instanceof PartialStructure.Array a && !(a.type().endsWith("[][]"))) {
            String component = a.type().substring(0, a.type().length() - 2);
            int length = (int) value(a.length(), model);
            List<Object> elements = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                Object e = i < a.elements().size() ? a.elements().get(i) : HeapAccess.UNINITIALIZED;
                elements.add(e == HeapAccess.UNINITIALIZED ? defaultOf(component)
                        : value(component, e, model, place, node, anyClass));
            }
            return new ConcreteInput.Arr(component, elements);
        }
        throw new UnbuiltValue("the input holds " + (v instanceof PartialStructure.Array ? "an array" : "an object "
                + v + (v instanceof PartialStructure.Value o ? " of one of " + o.classes() : "")) + " in "
                + place + ", which the tests do not build yet");
    }

    /** A place's model value as the type it is declared with (an Integer where the type says no other box). */
    private static Object boxed(String type, long x) {
        return switch (type) {
            case "java.lang.Long", "long", "J" -> x;
            case "java.lang.Short", "short", "S" -> (short) x;
            case "java.lang.Byte", "byte", "B" -> (byte) x;
            case "java.lang.Character", "char", "C" -> (char) x;
            case "java.lang.Boolean", "boolean", "Z" -> x != 0;
            case "java.lang.Float", "float", "F" -> Float.intBitsToFloat((int) x);
            case "java.lang.Double", "double", "D" -> Double.longBitsToDouble(x);
            default -> (int) x;
        };
    }

    /** The default value of an array element of the component type (Java name). */
    private static Object defaultOf(String component) {
        return switch (component) {
            case "int", "short", "byte", "char", "long", "boolean", "float", "double" -> boxed(component, 0);
            default -> null;
        };
    }

    /** An expression's value with the model's values (a variable it leaves out: 0). */
    static long value(Expr e, Map<Var, Long> model) {
        Map<Var, Long> env = new HashMap<>();
        e.forEachVar(v -> env.put(v, model.getOrDefault(v, 0L)));
        try {
            return e.eval(env);
        } catch (ArithmeticException ex) {
            return 0;
        }
    }
}
