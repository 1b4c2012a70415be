package bliss.cli;

import bliss.UserError;

import java.util.regex.Pattern;

/** A JVM heap size as -Xmx takes it ({@code 4g}, {@code 512m}). */
final class HeapSize {

    private static final Pattern SIZE = Pattern.compile("\\d+[kKmMgG]?");

    private HeapSize() {
    }

    static String check(String size) {
        if (!SIZE.matcher(size).matches() || size.replaceAll("[kKmMgG]", "").matches("0+")) {
            throw new UserError("--heap must be a size as for -Xmx (4g, 512m), got '" + size + "'");
        }
        return size;
    }
}
