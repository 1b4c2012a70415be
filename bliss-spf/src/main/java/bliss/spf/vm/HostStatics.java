package bliss.spf.vm;

import org.objectweb.asm.Type;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * A static native method of a model (or of a JDK class the engine runs) that is a pure function of primitives and
 * strings, run as the JDK's own method on the host: {@code Integer.toHexString}, {@code Character.isDigit},
 * {@code Math.sqrt}, {@code Double.doubleToRawLongBits}, ... A symbolic argument is first fixed to a concrete value
 * ({@link ExecutionHooks#concretize}).
 */
public final class HostStatics {

    private HostStatics() {
    }

    /** The host method for {@code owner.name desc}, or null when there is none or its types cannot cross. */
    public static Native find(String owner, String name, String desc) {
        Type[] args = Type.getArgumentTypes(desc);
        Class<?>[] params = new Class<?>[args.length];
        for (int i = 0; i < args.length; i++) {
            params[i] = hostClass(args[i]);
            if (params[i] == null) {
                return null;
            }
        }
        if (hostClass(Type.getReturnType(desc)) == null && Type.getReturnType(desc).getSort() != Type.VOID) {
            return null;
        }
        Method m;
        try {
            Class<?> c = Class.forName(owner.replace('/', '.'), false, ClassLoader.getPlatformClassLoader());
            m = c.getMethod(name, params);
        } catch (ReflectiveOperationException | LinkageError e) {
            return null;
        }
        if (!Modifier.isStatic(m.getModifiers()) || !Type.getMethodDescriptor(m).equals(desc)) {
            return null;
        }
        String what = owner.replace('/', '.') + "." + name;
        return (in, p, r, b) -> call(in, m, args, what, p, r, b);
    }

    private static Class<?> hostClass(Type t) {
        return switch (t.getSort()) {
            case Type.INT -> int.class;
            case Type.LONG -> long.class;
            case Type.BOOLEAN -> boolean.class;
            case Type.CHAR -> char.class;
            case Type.BYTE -> byte.class;
            case Type.SHORT -> short.class;
            case Type.FLOAT -> float.class;
            case Type.DOUBLE -> double.class;
            case Type.OBJECT -> t.getInternalName().equals("java/lang/String") ? String.class : null;
            default -> null;
        };
    }

    /** The methods that read a float's or double's bits as an int or long, or back: a term of the same bits. */
    private static final java.util.Map<String, bliss.spf.symbolic.Unary.Op> REINTERPRETATIONS = java.util.Map.of(
            "java.lang.Float.floatToRawIntBits", bliss.spf.symbolic.Unary.Op.BITS,
            "java.lang.Double.doubleToRawLongBits", bliss.spf.symbolic.Unary.Op.BITS,
            "java.lang.Float.intBitsToFloat", bliss.spf.symbolic.Unary.Op.FROM_BITS,
            "java.lang.Double.longBitsToDouble", bliss.spf.symbolic.Unary.Op.FROM_BITS);

    private static void call(Interpreter in, Method m, Type[] args, String what, long[] p, Object[] r, int b) {
        if (r[b] instanceof bliss.spf.symbolic.Expr c && CharacterPredicates.covers(m)) {
            // Character.isDigit(c) and the like: a condition on c, not a fixed character
            Interpreter.setValue(p, r, b, bliss.spf.symbolic.Exprs.ite(CharacterPredicates.condition(m, c),
                    bliss.spf.symbolic.Const.ofInt(1), bliss.spf.symbolic.Const.ofInt(0)));
            return;
        }
        if (r[b] instanceof bliss.spf.symbolic.Expr c && CharacterMappings.covers(m)) {
            // Character.toLowerCase(c) and the like: a term over c
            Interpreter.setValue(p, r, b, CharacterMappings.term(m, c));
            return;
        }
        if (r[b] instanceof bliss.spf.symbolic.Expr x && REINTERPRETATIONS.containsKey(what)) {
            // Float.floatToRawIntBits(x) and the like: the interpreter holds a float as its bits already
            Interpreter.setValue(p, r, b, bliss.spf.symbolic.Exprs.unary(REINTERPRETATIONS.get(what), x));
            if (m.getReturnType() == long.class || m.getReturnType() == double.class) {
                r[b + 1] = null;
            }
            return;
        }
        Object[] values = new Object[args.length];
        int slot = b;
        for (int i = 0; i < args.length; i++) {
            Type t = args[i];
            if (t.getSort() == Type.OBJECT) {
                values[i] = r[slot] == null ? null : Strings.concrete(in, r[slot], what);
            } else {
                long v = Strings.concreteValue(in, p, r, slot, what);
                values[i] = switch (t.getSort()) {
                    case Type.INT -> (int) v;
                    case Type.LONG -> v;
                    case Type.BOOLEAN -> v != 0;
                    case Type.CHAR -> (char) v;
                    case Type.BYTE -> (byte) v;
                    case Type.SHORT -> (short) v;
                    case Type.FLOAT -> Float.intBitsToFloat((int) v);
                    default -> Double.longBitsToDouble(v);
                };
            }
            slot += t.getSize();
        }
        Object result;
        try {
            result = m.invoke(null, values);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw in.vmThrow(cause.getClass().getName().replace('.', '/'), cause.getMessage());
        } catch (IllegalAccessException e) {
            throw new Unsupported(what + ": " + e.getMessage());
        }
        r[b] = null;
        if (result == null || result instanceof String) {
            r[b] = result;
        } else if (result instanceof Boolean z) {
            p[b] = z ? 1 : 0;
        } else if (result instanceof Character ch) {
            p[b] = ch;
        } else if (result instanceof Float x) {
            p[b] = Float.floatToRawIntBits(x);
        } else if (result instanceof Double x) {
            p[b] = Double.doubleToRawLongBits(x);
        } else {
            p[b] = ((Number) result).longValue();
        }
        if (m.getReturnType() == long.class || m.getReturnType() == double.class) {
            r[b + 1] = null;
        }
    }
}
