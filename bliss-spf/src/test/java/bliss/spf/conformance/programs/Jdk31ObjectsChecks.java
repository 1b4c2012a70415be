package bliss.spf.conformance.programs;

import java.util.Comparator;
import java.util.Objects;

/**
 * The rest of {@code java.util.Objects} as library code calls it (Commons Lang's {@code Validate.notBlank} passes a
 * message supplier): requireNonNull with a supplier, requireNonNullElseGet, deepEquals of arrays, compare with a
 * comparator, and the range checks of ints and longs with the JDK's messages.
 */
public class Jdk31ObjectsChecks {

    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        Integer boxed = x % 3 == 0 ? null : x;
        sb.append(Objects.requireNonNullElseGet(boxed, () -> -1)).append(' ');
        sb.append(Objects.deepEquals(new int[][]{{x}}, new int[][]{{x}})).append(' ')
                .append(Objects.deepEquals(new int[]{x}, new int[]{x + 1})).append(' ')
                .append(Objects.deepEquals(null, boxed)).append(' ')
                .append(Objects.compare(x, 2, Comparator.reverseOrder())).append('\n');
        sb.append(attempt(() -> Objects.checkFromToIndex(x, 3, 5))).append(' ')
                .append(attempt(() -> Objects.checkFromIndexSize(x, 2, 4))).append(' ')
                .append(attempt(() -> Objects.checkFromToIndex(1L, (long) x, 6L))).append(' ')
                .append(attempt(() -> Objects.checkFromIndexSize(0L, (long) x, 3L))).append(' ')
                .append(attempt(() -> Objects.checkIndex((long) x, 4L))).append('\n');
        return sb.append(Objects.requireNonNull(boxed, () -> "no value for " + x)).toString();
    }

    private static String attempt(java.util.function.LongSupplier check) {
        try {
            return Long.toString(check.getAsLong());
        } catch (IndexOutOfBoundsException e) {
            return e.getMessage();
        }
    }
}
