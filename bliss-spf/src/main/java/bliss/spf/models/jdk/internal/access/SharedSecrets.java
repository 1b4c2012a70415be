package bliss.spf.models.jdk.internal.access;

/** Model of {@code jdk.internal.access.SharedSecrets}: only {@link #getJavaLangAccess}. */
public class SharedSecrets {

    private static final JavaLangAccess LANG = new Lang();

    public static JavaLangAccess getJavaLangAccess() {
        return LANG;
    }

    /** Enum constants through the engine's {@code Class.getEnumConstants}. */
    static final class Lang implements JavaLangAccess {
        @Override
        public <E extends Enum<E>> E[] getEnumConstantsShared(Class<E> klass) {
            return klass.getEnumConstants();
        }

        @Override
        public String join(String prefix, String suffix, String delimiter, String[] elements, int size) {
            String out = prefix;
            for (int i = 0; i < size; i++) {
                if (i > 0) {
                    out = out.concat(delimiter);
                }
                out = out.concat(elements[i]);
            }
            return out.concat(suffix);
        }
    }
}
