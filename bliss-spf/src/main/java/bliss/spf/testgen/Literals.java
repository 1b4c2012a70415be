package bliss.spf.testgen;

/**
 * Java source for values: {@code 3}, {@code -1L}, {@code (byte) 2}, {@code 'a'}, {@code 0.75f}, {@code Float.NaN},
 * {@code "text"}.
 */
final class Literals {

    private Literals() {
    }

    /**
     * A value of a declared type as Java source, or null when it has none (an object other than a string or a boxed
     * primitive): a boxed value in a field of a wider type ({@code Object}, {@code Comparable}, {@code Number}) as
     * its wrapper, {@code Integer.valueOf(3)}.
     */
    static String of(Class<?> type, Object v) {
        if (v == null) {
            return type.isPrimitive() ? null : "null";
        }
        if (type == int.class || type == Integer.class) {
            int i = ((Number) v).intValue();
            String s = i == Integer.MIN_VALUE ? "Integer.MIN_VALUE" : Integer.toString(i);
            return type == Integer.class ? "Integer.valueOf(" + s + ")" : s;
        }
        if (type == long.class || type == Long.class) {
            long l = ((Number) v).longValue();
            String s = l == Long.MIN_VALUE ? "Long.MIN_VALUE" : l + "L";
            return type == Long.class ? "Long.valueOf(" + s + ")" : s;
        }
        if (type == boolean.class || type == Boolean.class) {
            return v.toString();
        }
        if (type == float.class || type == Float.class) {
            float f = ((Number) v).floatValue();
            String s = Float.isNaN(f) ? "Float.NaN" : Float.isInfinite(f)
                    ? (f > 0 ? "Float.POSITIVE_INFINITY" : "Float.NEGATIVE_INFINITY") : Float.toString(f) + "f";
            return type == Float.class ? "Float.valueOf(" + s + ")" : s;
        }
        if (type == double.class || type == Double.class) {
            double d = ((Number) v).doubleValue();
            String s = Double.isNaN(d) ? "Double.NaN" : Double.isInfinite(d)
                    ? (d > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY") : Double.toString(d);
            return type == Double.class ? "Double.valueOf(" + s + ")" : s;
        }
        if (type == byte.class || type == Byte.class) {
            return "(byte) " + ((Number) v).byteValue();
        }
        if (type == short.class || type == Short.class) {
            return "(short) " + ((Number) v).shortValue();
        }
        if (type == char.class || type == Character.class) {
            char c = v instanceof Character ch ? ch : (char) ((Number) v).intValue();
            return "(char) " + (int) c;
        }
        if (type == String.class || type == Object.class && v instanceof String) {
            return string((String) v);
        }
        if (!type.isPrimitive() && type.isInstance(v)) {
            if (v instanceof Integer || v instanceof Long || v instanceof Boolean || v instanceof Short
                    || v instanceof Byte || v instanceof Character || v instanceof Float || v instanceof Double) {
                return of(v.getClass(), v); // a boxed value as its wrapper: Integer.valueOf(3), ...
            }
        }
        return null;
    }

    /** A string literal. */
    static String string(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
