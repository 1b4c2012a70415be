package bliss.realcode.oracle;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Objects of a loader's classes built and filled by reflection, whatever their constructors do. */
public final class Reflect {

    private Reflect() {
    }

    public static Class<?> type(ClassLoader loader, String name) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A new object of the class through the first of its constructors, fewest parameters first, that accepts nulls,
     * zeros and falses (the fields are set afterwards).
     */
    public static Object make(Class<?> c) {
        List<Constructor<?>> all = new ArrayList<>(List.of(c.getDeclaredConstructors()));
        all.sort(Comparator.comparingInt(Constructor::getParameterCount));
        for (Constructor<?> k : all) {
            Object[] args = new Object[k.getParameterCount()];
            Class<?>[] types = k.getParameterTypes();
            for (int i = 0; i < args.length; i++) {
                args[i] = types[i] == int.class ? 0 : types[i] == boolean.class ? false
                        : types[i] == long.class ? 0L : null;
            }
            try {
                k.setAccessible(true);
                return k.newInstance(args);
            } catch (java.lang.reflect.InvocationTargetException e) {
                // this constructor needs real arguments: try the next
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        throw new IllegalStateException("no constructor of " + c.getName() + " takes default arguments");
    }

    /** The fields looked up, by class and name: the oracle reads the same few fields of every input it matches. */
    private static final ClassValue<Map<String, Field>> FIELDS = new ClassValue<>() {
        @Override
        protected Map<String, Field> computeValue(Class<?> c) {
            return new ConcurrentHashMap<>();
        }
    };

    /** The field of that name declared by {@code c} or its nearest superclass that declares one, made accessible. */
    public static Field field(Class<?> c, String name) {
        Map<String, Field> known = FIELDS.get(c);
        Field f = known.get(name);
        if (f == null) {
            f = lookUp(c, name);
            known.put(name, f);
        }
        return f;
    }

    private static Field lookUp(Class<?> c, String name) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                Field f = k.getDeclaredField(name);
                f.setAccessible(true);
                return f;
            } catch (NoSuchFieldException e) {
                // look further up
            }
        }
        throw new IllegalArgumentException("no field " + name + " in " + c.getName());
    }

    public static void set(Object o, String name, Object value) {
        try {
            field(o.getClass(), name).set(o, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Object get(Object o, String name) {
        try {
            return field(o.getClass(), name).get(o);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The value of a static field of {@code c} (a private one too). */
    public static Object staticValue(Class<?> c, String name) {
        try {
            return field(c, name).get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The subject's own repOK on the real objects; an exception counts as false. */
    public static boolean repOK(Object receiver) {
        try {
            Method m = receiver.getClass().getMethod("repOK");
            return (boolean) m.invoke(receiver);
        } catch (java.lang.reflect.InvocationTargetException e) {
            return false;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
