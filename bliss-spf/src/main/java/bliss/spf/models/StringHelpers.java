package bliss.spf.models;

import bliss.spf.models.java.lang.Boolean;
import bliss.spf.models.java.lang.Byte;
import bliss.spf.models.java.lang.Character;
import bliss.spf.models.java.lang.Double;
import bliss.spf.models.java.lang.Float;
import bliss.spf.models.java.lang.Integer;
import bliss.spf.models.java.lang.Iterable;
import bliss.spf.models.java.lang.Long;
import bliss.spf.models.java.lang.Short;
import bliss.spf.models.java.util.Iterator;

/**
 * The static methods of the engine's intrinsic {@code java.lang.String} that call back into the program (its
 * objects' {@code toString}), interpreted like the models (the engine maps {@code String.valueOf(Object)},
 * {@code String.format} and {@code String.join} here, same names and descriptors). Not a JDK class: its name keeps
 * the models' prefix.
 */
final class StringHelpers {

    private StringHelpers() {
    }

    /** {@code String.CASE_INSENSITIVE_ORDER}: {@code compareToIgnoreCase}. */
    static final class CaseInsensitiveOrder implements java.util.Comparator<String> {
        @Override
        public int compare(String a, String b) {
            return a.compareToIgnoreCase(b);
        }
    }

    /** As the JDK: {@code "null"} for null, else the object's {@code toString()} (which may be null). */
    static String valueOf(Object obj) {
        return obj == null ? "null" : obj.toString();
    }

    /**
     * {@code String.format}: boxes and strings go to the host's formatter as they are; any other object as its
     * {@code toString()} (what {@code %s} prints).
     */
    static String format(String format, Object... args) {
        if (format != null && args != null && (hasSymbolicNumber(args) || hasSymbolicText(args))) {
            String text = formatSymbolic(format, args);
            if (text != null) {
                return text;
            }
        }
        Object[] values = null;
        if (args != null) {
            values = new Object[args.length];
            for (int i = 0; i < args.length; i++) {
                Object a = args[i];
                values[i] = a == null || a instanceof String || a instanceof Integer || a instanceof Long
                        || a instanceof Character || a instanceof Boolean || a instanceof Short
                        || a instanceof Byte || a instanceof Double || a instanceof Float ? a : a.toString();
            }
        }
        return formatConcrete(format, values);
    }

    /** Whether an argument is a string with symbolic parts. */
    private static boolean hasSymbolicText(Object[] args) {
        for (Object a : args) {
            if (a instanceof String s && isSymbolicText(s)) {
                return true;
            }
        }
        return false;
    }

    /** Engine native: whether a string has symbolic parts (a term of the solver's string theory). */
    static native boolean isSymbolicText(String s);

    /** Whether an argument is a box of an integral type whose value is symbolic. */
    private static boolean hasSymbolicNumber(Object[] args) {
        for (Object a : args) {
            if (a instanceof Integer i && bliss.symbolic.Symbolic.isSymbolic(i.intValue())
                    || a instanceof Long l && bliss.symbolic.Symbolic.isSymbolic(l.longValue())
                    || a instanceof Short h && bliss.symbolic.Symbolic.isSymbolic(h.shortValue())
                    || a instanceof Byte b && bliss.symbolic.Symbolic.isSymbolic(b.byteValue())) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code String.format} of a symbolic number or text, for a format of literal text and the conversions {@code %d}
     * (of an integral box) and {@code %s}, each with or without an argument index ({@code %2$d}), and {@code %%}: the text
     * the JDK's formatter gives them without flags or width, a concatenation of each argument's {@code valueOf},
     * which keeps a symbolic value's text symbolic. Null for any other format (the host's formatter then needs the
     * values).
     */
    private static String formatSymbolic(String format, Object[] args) {
        String out = "";
        int next = 0;
        int i = 0;
        int n = format.length();
        while (i < n) {
            char c = format.charAt(i);
            if (c != '%') {
                out = out.concat(String.valueOf(c));
                i++;
                continue;
            }
            int j = i + 1;
            int k = j;
            while (k < n && format.charAt(k) >= '0' && format.charAt(k) <= '9') {
                k++;
            }
            int index = -1;
            if (k > j && k < n && format.charAt(k) == '$') {
                index = Integer.parseInt(format.substring(j, k)) - 1;
                j = k + 1;
            }
            if (j >= n) {
                return null;
            }
            char conversion = format.charAt(j);
            if (conversion == '%' && index < 0 && j == i + 1) {
                out = out.concat("%");
            } else if (conversion == 'd' || conversion == 's') {
                int a = index >= 0 ? index : next++;
                if (a < 0 || a >= args.length) {
                    return null;
                }
                Object v = args[a];
                if (conversion == 'd' && !(v instanceof Integer || v instanceof Long || v instanceof Short
                        || v instanceof Byte)) {
                    return null;
                }
                out = out.concat(valueOf(v));
            } else {
                return null;
            }
            i = j + 1;
        }
        return out;
    }

    /** Engine native: the host's {@code String.format} on concrete values (boxes become host boxes). */
    static native String formatConcrete(String format, Object[] args);

    static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        String d = delimiter.toString();
        String out = "";
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                out = out.concat(d);
            }
            out = out.concat(valueOf(elements[i]));
        }
        return out;
    }

    static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        String d = delimiter.toString();
        String out = "";
        boolean first = true;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext(); ) {
            if (!first) {
                out = out.concat(d);
            }
            first = false;
            out = out.concat(valueOf(it.next()));
        }
        return out;
    }
}
