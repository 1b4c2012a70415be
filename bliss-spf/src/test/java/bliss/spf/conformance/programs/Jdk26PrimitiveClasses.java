package bliss.spf.conformance.programs;

import java.lang.reflect.Array;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The classes of the primitive types and of void, as Guava's Primitives keys its maps by them: the boxes' TYPE,
 * {@code int.class} and a primitive array's component are one object; names, type tests, casts, arrays made from
 * them, and a map from each to its box.
 */
public class Jdk26PrimitiveClasses {
    static final int[] INPUTS = {-3, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 13, 17};
    static final Class<?>[] PRIMITIVES = {boolean.class, byte.class, char.class, short.class, int.class,
        long.class, float.class, double.class, void.class};
    static final Class<?>[] BOXES = {Boolean.class, Byte.class, Character.class, Short.class, Integer.class,
        Long.class, Float.class, Double.class, Void.class};
    static final Map<Class<?>, Class<?>> WRAP = new LinkedHashMap<>();

    static {
        for (int i = 0; i < PRIMITIVES.length; i++) {
            WRAP.put(PRIMITIVES[i], BOXES[i]);
        }
    }

    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        sb.append(Boolean.TYPE == boolean.class).append(Integer.TYPE == int.class).append(Void.TYPE == void.class)
                .append(int[].class.getComponentType() == Integer.TYPE)
                .append(char[][].class.getComponentType().getComponentType() == Character.TYPE)
                .append((Object) Long.TYPE == Integer.TYPE).append((Object) Integer.class == int.class).append('\n');
        Class<?> c = PRIMITIVES[Math.floorMod(x, PRIMITIVES.length)];
        Object box = x % 2 == 0 ? Integer.valueOf(x) : null;
        sb.append(c).append(' ').append(c.getName()).append(' ').append(c.getSimpleName()).append(' ')
                .append(c.getTypeName()).append(' ').append(c.getCanonicalName()).append(' ')
                .append(c.isPrimitive()).append(c.isArray()).append(c.isInterface()).append(c.isEnum())
                .append(c.isRecord()).append(' ').append(c.getSuperclass()).append(' ')
                .append(c.getComponentType()).append(' ').append(c.getEnumConstants()).append(' ')
                .append(c.isInstance(box)).append(c.isAssignableFrom(c)).append(c.isAssignableFrom(int.class))
                .append(Object.class.isAssignableFrom(c)).append(c.isAssignableFrom(BOXES[4])).append(' ')
                .append(WRAP.get(c).getSimpleName()).append(' ').append(WRAP.containsKey(BOXES[4]))
                .append(String.class.isPrimitive()).append(int[].class.isPrimitive()).append('\n');
        sb.append(c.cast(null)).append(' ');
        try {
            sb.append(c.cast(box));
        } catch (ClassCastException e) {
            sb.append("not a ").append(c);
        }
        sb.append('\n');
        try {
            Object a = Array.newInstance(c, Math.floorMod(x, 3));
            sb.append(a.getClass().getSimpleName()).append(' ').append(Array.getLength(a)).append(' ')
                    .append(a.getClass().getComponentType() == c);
            if (Array.getLength(a) > 0) {
                sb.append(' ').append(Array.get(a, 0));
            }
        } catch (IllegalArgumentException e) {
            sb.append("no array of ").append(c).append(": ").append(e.getMessage());
        }
        return sb.toString();
    }
}
