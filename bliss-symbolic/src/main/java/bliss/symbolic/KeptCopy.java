package bliss.symbolic;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * {@link Symbolic#keep} on a plain JVM, in {@link Symbolic.Given#run}: the given object takes the seed's objects in
 * its kept fields, as under analysis the symbolic object holds them.
 */
final class KeptCopy {

    private KeptCopy() {
    }

    /**
     * @requires seed and given are of the same class
     * @effects for each name in {@code fields}, given's field of that name (its class's or a superclass's) holds
     *          seed's value of it
     * @throws IllegalArgumentException when the class has no such reference field
     * @throws IllegalStateException when the field cannot be written (a class of a module that does not open it)
     */
    static void copy(Object seed, Object given, String[] fields) {
        for (String name : fields) {
            Field f = field(seed.getClass(), name);
            try {
                f.setAccessible(true);
                f.set(given, f.get(seed));
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new IllegalStateException("Symbolic.keep(\"" + name + "\"): cannot copy "
                        + f.getDeclaringClass().getName() + "." + name + " from the seed: " + e.getMessage(), e);
            }
        }
    }

    private static Field field(Class<?> cls, String name) {
        for (Class<?> c = cls; c != null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().equals(name) && !Modifier.isStatic(f.getModifiers())) {
                    if (f.getType().isPrimitive()) {
                        throw new IllegalArgumentException("Symbolic.keep(\"" + name + "\"): " + c.getName() + "."
                                + name + " is a primitive field; only reference fields are kept");
                    }
                    return f;
                }
            }
        }
        throw new IllegalArgumentException("Symbolic.keep(\"" + name + "\"): " + cls.getName()
                + " has no instance field of that name");
    }
}
