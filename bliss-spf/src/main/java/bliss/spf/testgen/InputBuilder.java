package bliss.spf.testgen;

import bliss.layout.FieldShape;
import bliss.spf.testgen.ConcreteInput.Obj;
import bliss.spf.testgen.ConcreteInput.Origin;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Builds the real objects of a concrete input, in a class loader, the way the generated test builds them: each object
 * with its class's no-argument constructor when it has one (else allocated without running any constructor), then
 * one write per field whose value differs from what the constructor left. {@link #writes} is that list of writes;
 * the test repeats it statement by statement.
 */
final class InputBuilder {

    /** One field write of the build. */
    record Write(Obj object, FieldShape field, Object value, Origin origin) {
    }

    private final ClassLoader loader;
    private final ConcreteInput input;
    /** The driver's seed of a root, by name ({@code Symbolic.seed}), for a receiver whose fields it kept. */
    private final java.util.function.Function<String, Object> seeds;
    private List<Write> writes;

    InputBuilder(ClassLoader loader, ConcreteInput input) {
        this(loader, input, null);
    }

    /**
     * @param seeds the driver's seed of a root by its name, a fresh one each call; the receiver of an input whose
     *              fields the driver kept ({@link ConcreteInput#kept}) is made by it (null: no driver)
     */
    InputBuilder(ClassLoader loader, ConcreteInput input, java.util.function.Function<String, Object> seeds) {
        this.loader = loader;
        this.input = input;
        this.seeds = seeds;
    }

    /** Whether {@code o} is made from the driver's seed: the receiver of an input whose fields the driver kept. */
    static boolean fromSeed(ConcreteInput input, Obj o) {
        return !input.kept().isEmpty() && !input.roots().isEmpty() && input.roots().get(0) == o;
    }

    Class<?> classOf(Obj o) {
        try {
            return Class.forName(o.shape().javaName(), false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot load " + o.shape().javaName() + ": " + e, e);
        }
    }

    /** The writes of a build (after the first build, the same for every build). */
    List<Write> writes() {
        if (writes == null) {
            build();
        }
        return writes;
    }

    /**
     * Builds fresh objects.
     *
     * @return each object of the input, as a real object
     */
    Map<Obj, Object> build() {
        Map<Obj, Object> objects = new LinkedHashMap<>();
        for (Obj o : input.objects()) {
            if (fromSeed(input, o)) {
                if (seeds == null) {
                    throw new IllegalStateException("the receiver " + o.name() + " keeps fields of the driver's "
                            + "seed, and there is no driver to make it");
                }
                objects.put(o, seeds.apply(o.name()));
            } else {
                objects.put(o, create(classOf(o)));
            }
        }
        List<Write> done = new ArrayList<>();
        for (Obj o : input.objects()) {
            Object target = objects.get(o);
            for (Map.Entry<FieldShape, ConcreteInput.Value> e : o.fields().entrySet()) {
                Field f = field(target.getClass(), e.getKey().name());
                Object wanted = e.getValue().value();
                Object real = wanted instanceof Obj t ? objects.get(t) : javaValue(f.getType(),
                        ConcreteInput.resolved(wanted, objects::get), loader);
                try {
                    Object now = f.get(target);
                    boolean same = wanted instanceof Obj || wanted == null ? now == real : Objects.equals(now, real);
                    if (!same) {
                        f.set(target, real);
                        done.add(new Write(o, e.getKey(), wanted, e.getValue().origin()));
                    }
                } catch (IllegalAccessException x) {
                    throw new IllegalStateException("cannot write " + f + ": " + x, x);
                }
            }
        }
        if (writes == null) {
            writes = List.copyOf(done);
        }
        return objects;
    }

    /** A new object of c as the test makes it. */
    static Object create(Class<?> c) {
        Constructor<?> k = TestAccess.noArgConstructor(c);
        try {
            if (k != null) {
                k.setAccessible(true);
                return k.newInstance();
            }
            return Allocation.allocate(c);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create a " + c.getName() + ": " + e, e);
        }
    }

    /** The field named so in c or a superclass, accessible. */
    static Field field(Class<?> c, String name) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                Field f = k.getDeclaredField(name);
                f.setAccessible(true);
                return f;
            } catch (NoSuchFieldException e) {
                // look further up
            } catch (java.lang.reflect.InaccessibleObjectException e) {
                throw new UnbuildableInput("a test cannot write the field " + k.getName() + "." + name + " of its input ("
                        + k.getModule().getName() + " does not open " + k.getPackageName() + " to reflection)");
            }
        }
        throw new IllegalStateException("no field " + name + " in " + c.getName());
    }

    /**
     * A completion's boxed value ({@code Integer} for every int-like field) as the field's own: its wrapper for a
     * primitive field, the constant of that ordinal for an enum field, the Integer itself for a generic key.
     */
    static Object javaValue(Class<?> type, Object v) {
        return javaValue(type, v, type.getClassLoader() != null ? type.getClassLoader()
                : ClassLoader.getSystemClassLoader());
    }

    /** {@link #javaValue(Class, Object)}, the classes of arrays' components and value objects from {@code loader}. */
    static Object javaValue(Class<?> type, Object v, ClassLoader loader) {
        if (v instanceof ConcreteInput.Arr a) {
            Class<?> component = type.isArray() ? type.getComponentType() : load(a.componentType(), loader);
            Object array = java.lang.reflect.Array.newInstance(component, a.elements().size());
            for (int i = 0; i < a.elements().size(); i++) {
                java.lang.reflect.Array.set(array, i, javaValue(component, a.elements().get(i), loader));
            }
            return array;
        }
        if (v instanceof ConcreteInput.Val o) {
            Class<?> c = load(o.className(), loader);
            Object made = create(c);
            for (Map.Entry<String, Object> f : o.fields().entrySet()) {
                Field field = field(c, f.getKey());
                try {
                    field.set(made, javaValue(field.getType(), f.getValue(), loader));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("cannot set " + c.getName() + "." + f.getKey() + ": " + e, e);
                }
            }
            return made;
        }
        if (v != null && type.isEnum() && v instanceof Integer ordinal) {
            return type.getEnumConstants()[ordinal];
        }
        if (v instanceof bliss.spf.explore.PartialStructure.Constant c) {
            return constant(type, c, loader);
        }
        if (v instanceof bliss.spf.explore.PartialStructure.Held h) {
            return held(h, loader);
        }
        if (v instanceof bliss.spf.explore.PartialStructure.ClassConstant c) {
            return load(c.className(), loader);
        }
        if (v == null || !type.isPrimitive()) {
            return v;
        }
        if (type == boolean.class || type == float.class || type == double.class) {
            return v;
        }
        long n = ((Number) v).longValue();
        if (type == int.class) {
            return (int) n;
        } else if (type == long.class) {
            return n;
        } else if (type == byte.class) {
            return (byte) n;
        } else if (type == short.class) {
            return (short) n;
        } else if (type == char.class) {
            return (char) n;
        }
        throw new IllegalArgumentException("not an integral field type: " + type);
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return switch (name) {
                case "int" -> int.class;
                case "long" -> long.class;
                case "short" -> short.class;
                case "byte" -> byte.class;
                case "char" -> char.class;
                case "boolean" -> boolean.class;
                case "float" -> float.class;
                case "double" -> double.class;
                default -> Class.forName(name, false, loader);
            };
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot load " + name + " for an input: " + e, e);
        }
    }

    /** The constant an input's enum value names, of the field's enum type or of the class it names in loader. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object constant(Class<?> type, bliss.spf.explore.PartialStructure.Constant c,
                                   ClassLoader loader) {
        try {
            Class<?> e = type.isEnum() ? type : Class.forName(c.enumClass(), false, loader);
            return Enum.valueOf((Class) e, c.name());
        } catch (ClassNotFoundException ex) {
            throw new IllegalStateException("the enum " + c.enumClass() + " of an input is not on the class path", ex);
        }
    }

    /** The object a static final field holds ({@code TreeSet.PRESENT}), read from the class in loader. */
    static Object held(bliss.spf.explore.PartialStructure.Held h, ClassLoader loader) {
        try {
            Field f = Class.forName(h.owner(), true, loader).getDeclaredField(h.field());
            f.setAccessible(true);
            return f.get(null);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot read the static field " + h.owner() + "." + h.field()
                    + " of an input: " + e, e);
        }
    }

    /** The identity map from real objects back to the input's objects. */
    static Map<Object, Obj> names(Map<Obj, Object> objects) {
        Map<Object, Obj> out = new IdentityHashMap<>();
        objects.forEach((o, real) -> out.put(real, o));
        return out;
    }
}
