package bliss.spf.models.jdk.internal.access;

/**
 * Model of {@code jdk.internal.access.JavaLangAccess}, the one method {@code EnumMap} and {@code EnumSet} (run from
 * the JDK's bytecode) use: the constants of an enum class.
 */
public interface JavaLangAccess {

    /** The constants of {@code klass} in declaration order, or null when it is not an enum class. */
    <E extends Enum<E>> E[] getEnumConstantsShared(Class<E> klass);

    /** {@code StringJoiner}'s: the prefix, the first {@code size} elements between delimiters, the suffix. */
    String join(String prefix, String suffix, String delimiter, String[] elements, int size);
}
