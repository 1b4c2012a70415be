package bliss.spf.vm;

import bliss.spf.symbolic.SymbolicString;

import java.util.IllegalFormatException;

/**
 * {@code String.format} on concrete values: the interpreted helper hands over the format and the arguments (boxes
 * of the models, strings, or the {@code toString()} of other objects); the JDK's formatter runs on their host
 * equivalents. A symbolic value or string is first fixed to a concrete value.
 */
final class Formatting {

    private Formatting() {
    }

    static void format(Interpreter in, long[] p, Object[] r, int b) {
        if (r[b] == null) {
            throw in.vmThrow("java/lang/NullPointerException", null);
        }
        String format = Strings.concrete(in, r[b], "String.format");
        Object[] args = null;
        if (r[b + 1] instanceof VmArray a) {
            args = new Object[a.length];
            for (int i = 0; i < a.length; i++) {
                args[i] = host(in, a.r[i]);
            }
        }
        try {
            r[b] = String.format(format, args);
        } catch (IllegalFormatException e) {
            throw in.vmThrow(e.getClass().getName().replace('.', '/'), e.getMessage());
        }
    }

    private static Object host(Interpreter in, Object v) {
        if (v == null || v instanceof String) {
            return v;
        }
        if (v instanceof SymbolicString s) {
            return Strings.concrete(in, s, "String.format");
        }
        VmObject o = (VmObject) v;
        VmField f = o.cls.findField("value");
        if (f == null) {
            throw new Unsupported("an object of " + o.cls.javaName() + " formatted by String.format");
        }
        long bits = o.r[f.index] == null ? o.p[f.index]
                : in.hooks().concretize(in, (bliss.spf.symbolic.Expr) o.r[f.index], "String.format");
        return switch (o.cls.name()) {
            case "java/lang/Integer" -> (int) bits;
            case "java/lang/Long" -> bits;
            case "java/lang/Short" -> (short) bits;
            case "java/lang/Byte" -> (byte) bits;
            case "java/lang/Character" -> (char) bits;
            case "java/lang/Boolean" -> bits != 0;
            case "java/lang/Float" -> Float.intBitsToFloat((int) bits);
            case "java/lang/Double" -> Double.longBitsToDouble(bits);
            default -> throw new Unsupported("an object of " + o.cls.javaName() + " formatted by String.format");
        };
    }
}
