package bliss.spf.models.java.util;

/**
 * Replaces {@code java.util.Arrays.LegacyMergeSort}, the one part of the JDK's {@code Arrays} (which the engine runs
 * from the JDK's bytecode) that reads a system property through the security manager: the legacy merge sort is off,
 * as it is unless {@code -Djava.util.Arrays.useLegacyMergeSort=true}.
 */
final class Arrays$LegacyMergeSort {

    static final boolean userRequested = false;

    private Arrays$LegacyMergeSort() {
    }
}
