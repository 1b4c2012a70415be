package bliss.spf.values;

import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Texts;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.Map;

/**
 * A path's input as real objects of the analysed classes: every node of its partial structure made with its no-arg
 * constructor, every field the path decided set to its input value written for the path's model (a field never read
 * keeps its default). A box is a new box (not a cached one: input boxes are distinct objects), an enum constant the
 * constant of that name.
 */
final class ConcreteInputs {

    private final ClassLoader loader;
    private final Map<Var, Long> env;
    private final Map<Object, Object> made = new HashMap<>();

    ConcreteInputs(ClassLoader loader, Map<Var, Long> env) {
        this.loader = loader;
        this.env = env;
    }

    /** The receiver of the path's input, with everything it reaches. */
    Object receiver(PartialStructure input) throws ReflectiveOperationException {
        for (PartialStructure.Node n : input.nodes()) {
            made.put(n, instance(Class.forName(n.shape().javaName(), true, loader)));
        }
        for (PartialStructure.Node n : input.nodes()) {
            for (FieldShape f : n.shape().fields()) {
                Object v = n.value(f);
                if (v == HeapAccess.UNINITIALIZED) {
                    continue;
                }
                Field field = Class.forName(f.owner().replace('/', '.'), true, loader).getDeclaredField(f.name());
                field.setAccessible(true);
                field.set(made.get(n), value(v, field.getType()));
            }
        }
        return made.get(input.receiver());
    }

    /**
     * A value object: an object of the first class it may be (the path's decision, or any of them), its fields set
     * as the path read them.
     */
    private Object valueObject(PartialStructure.Value v) throws ReflectiveOperationException {
        Object o = made.get(v);
        if (o != null) {
            return o;
        }
        Class<?> cls = Class.forName(v.classes().get(0), true, loader);
        if (cls.getName().startsWith("java.lang.")) { // a box named as a type argument: new Integer(value)
            Object value = v.fields().values().stream().findFirst().orElse(null);
            o = primitive(value == null ? 0 : ((Expr) value).eval(withDefaults((Expr) value)), cls);
            made.put(v, o);
            return o;
        }
        o = instance(cls);
        made.put(v, o);
        for (Map.Entry<FieldShape, Object> e : v.fields().entrySet()) {
            FieldShape f = e.getKey();
            Field field = Class.forName(f.owner().replace('/', '.'), true, loader).getDeclaredField(f.name());
            field.setAccessible(true);
            field.set(o, value(e.getValue(), field.getType()));
        }
        return o;
    }

    @SuppressWarnings("unchecked")
    private Object value(Object v, Class<?> type) throws ReflectiveOperationException {
        if (v == null) {
            return null;
        }
        if (v instanceof PartialStructure.Node n) {
            return made.get(n);
        }
        if (v instanceof PartialStructure.Value o) {
            return valueObject(o);
        }
        if (v instanceof PartialStructure.Array a) {
            Expr length = a.length();
            int n = (int) length.eval(withDefaults(length));
            Class<?> component = type.getComponentType();
            Object array = java.lang.reflect.Array.newInstance(component, n);
            for (int i = 0; i < n; i++) {
                Object e = a.elements().get(i);
                if (e != HeapAccess.UNINITIALIZED) {
                    java.lang.reflect.Array.set(array, i, value(e, component));
                }
            }
            return array;
        }
        if (v instanceof PartialStructure.Contents c) { // through the collection's API, as a user builds it
            Object collection = Class.forName(c.type()).getDeclaredConstructor().newInstance();
            Class<?> key = Class.forName(c.elementTypes().get(0));
            for (int i = 0; i < c.keys().size(); i++) {
                Object k = value(c.keys().get(i), key);
                if (c.isMap()) {
                    ((Map<Object, Object>) collection).put(k, value(c.values().get(i),
                            Class.forName(c.elementTypes().get(1))));
                } else {
                    ((java.util.Collection<Object>) collection).add(k);
                }
            }
            return collection;
        }
        if (v instanceof PartialStructure.Constant c) {
            return constant(Class.forName(c.enumClass(), true, loader), c.name());
        }
        if (v instanceof Expr e && e.type() == Type.STRING) {
            return new String(Texts.text(e.eval(withDefaults(e)))); // a new string object, as each input is
        }
        if (v instanceof Expr e) {
            long x = e.eval(withDefaults(e));
            if (type.isEnum()) { // the layout's convention: an enum field is its ordinal
                return type.getEnumConstants()[(int) x];
            }
            // the convention for a key of a type variable: an Integer
            return primitive(x, type == Object.class || type == Comparable.class ? Integer.class : type);
        }
        throw new IllegalArgumentException("no concrete value for " + v + " of " + v.getClass());
    }

    private Map<Var, Long> withDefaults(Expr e) {
        Map<Var, Long> m = new HashMap<>(env);
        e.forEachVar(v -> m.putIfAbsent(v, 0L));
        return m;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object constant(Class<?> enumClass, String name) {
        return Enum.valueOf((Class) enumClass, name);
    }

    /** A value of a primitive type or a new box of one ({@code new Integer(x)}, not {@code Integer.valueOf}). */
    @SuppressWarnings("deprecation")
    static Object primitive(long x, Class<?> type) throws ReflectiveOperationException {
        if (type == int.class || type == Integer.class) {
            return type == int.class ? Integer.valueOf((int) x) : new Integer((int) x);
        }
        if (type == long.class || type == Long.class) {
            return type == long.class ? Long.valueOf(x) : new Long(x);
        }
        if (type == boolean.class || type == Boolean.class) {
            return type == boolean.class ? Boolean.valueOf(x != 0) : new Boolean(x != 0);
        }
        if (type == short.class || type == Short.class) {
            return type == short.class ? Short.valueOf((short) x) : new Short((short) x);
        }
        if (type == byte.class || type == Byte.class) {
            return type == byte.class ? Byte.valueOf((byte) x) : new Byte((byte) x);
        }
        if (type == char.class || type == Character.class) {
            return type == char.class ? Character.valueOf((char) x) : new Character((char) x);
        }
        if (type == float.class || type == Float.class) { // its IEEE bits
            float f = Float.intBitsToFloat((int) x);
            return type == float.class ? Float.valueOf(f) : new Float(f);
        }
        if (type == double.class || type == Double.class) {
            double d = Double.longBitsToDouble(x);
            return type == double.class ? Double.valueOf(d) : new Double(d);
        }
        throw new IllegalArgumentException("not a primitive or box type: " + type);
    }

    /** By the no-argument constructor, or without a constructor when there is none (as testgen's tests do). */
    private static Object instance(Class<?> cls) throws ReflectiveOperationException {
        Constructor<?> c;
        try {
            c = cls.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            Class<?> unsafe = Class.forName("sun.misc.Unsafe");
            Field f = unsafe.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return unsafe.getMethod("allocateInstance", Class.class).invoke(f.get(null), cls);
        }
        c.setAccessible(true);
        return c.newInstance();
    }
}
