package bliss.spf.testing;

import java.lang.reflect.Field;

/** Reflection on the tests' concrete objects: a field by name, declared by the class or a superclass. */
public final class Fields {

    private Fields() {
    }

    /**
     * @return the accessible field {@code name} of class {@code c} or its nearest superclass declaring one
     * @throws IllegalArgumentException when neither declares it
     */
    public static Field of(Class<?> c, String name) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                Field f = k.getDeclaredField(name);
                f.setAccessible(true);
                return f;
            } catch (NoSuchFieldException e) {
                // declared by a superclass, if any
            }
        }
        throw new IllegalArgumentException("no field " + name + " in " + c.getName());
    }

    /** The value of the field {@code name} of {@code o}. */
    public static Object get(Object o, String name) {
        try {
            return of(o.getClass(), name).get(o);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Sets the field {@code name} of {@code o}. */
    public static void set(Object o, String name, Object value) {
        try {
            of(o.getClass(), name).set(o, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
