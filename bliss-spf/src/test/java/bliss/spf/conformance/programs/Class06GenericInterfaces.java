package bliss.spf.conformance.programs;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/**
 * OpenJDK's HashMap.comparableClassFor (the tree bins' tie-breaker), written out: Class.getGenericInterfaces and
 * ParameterizedType's raw type and arguments, on a box, a string, classes Comparable of themselves, of another class,
 * of a type variable, raw, and not at all.
 */
public class Class06GenericInterfaces {
    static final class Self implements Comparable<Self> {
        public int compareTo(Self o) { return 0; }
    }
    static final class Other implements Comparable<String> {
        public int compareTo(String o) { return 0; }
    }
    static class Generic<T> implements Comparable<T> {
        public int compareTo(T o) { return 0; }
    }
    @SuppressWarnings("rawtypes")
    static final class Raw implements Comparable, Runnable {
        public int compareTo(Object o) { return 0; }
        public void run() { }
    }
    static final class Plain { }

    static Class<?> comparableClassFor(Object x) {
        if (x instanceof Comparable) {
            Class<?> c;
            Type[] ts;
            Type[] as;
            ParameterizedType p;
            if ((c = x.getClass()) == String.class) {
                return c;
            }
            if ((ts = c.getGenericInterfaces()) != null) {
                for (Type t : ts) {
                    if ((t instanceof ParameterizedType) && ((p = (ParameterizedType) t).getRawType()
                            == Comparable.class) && (as = p.getActualTypeArguments()) != null && as.length == 1
                            && as[0] == c) {
                        return c;
                    }
                }
            }
        }
        return null;
    }

    static String run(int x) {
        Object[] objects = {x, "s" + x, new Self(), new Other(), new Generic<Integer>(), new Raw(), new Plain(),
                (long) x};
        StringBuilder out = new StringBuilder();
        for (Object o : objects) {
            Class<?> c = comparableClassFor(o);
            out.append(c == null ? "-" : c.getSimpleName()).append(' ');
        }
        out.append(Raw.class.getGenericInterfaces().length).append(' ')
                .append(Raw.class.getGenericInterfaces()[1] == Runnable.class);
        return out.toString();
    }
}
