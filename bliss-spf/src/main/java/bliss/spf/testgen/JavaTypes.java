package bliss.spf.testgen;

import org.objectweb.asm.Type;

/** Java classes of ASM types, and Java source names of classes. */
final class JavaTypes {

    private JavaTypes() {
    }

    static Class<?> classOf(Type t, ClassLoader loader) throws ClassNotFoundException {
        return switch (t.getSort()) {
            case Type.BOOLEAN -> boolean.class;
            case Type.BYTE -> byte.class;
            case Type.CHAR -> char.class;
            case Type.SHORT -> short.class;
            case Type.INT -> int.class;
            case Type.LONG -> long.class;
            case Type.FLOAT -> float.class;
            case Type.DOUBLE -> double.class;
            case Type.VOID -> void.class;
            case Type.ARRAY -> Class.forName(t.getDescriptor().replace('/', '.'), false, loader);
            default -> Class.forName(t.getClassName(), false, loader);
        };
    }

    /** The name of a class in Java source: {@code TreeSet.Entry}, {@code int[]}, {@code java.util.List}. */
    static String sourceName(Class<?> c) {
        if (c.isArray()) {
            return sourceName(c.getComponentType()) + "[]";
        }
        return c.getName().replace('$', '.');
    }
}
