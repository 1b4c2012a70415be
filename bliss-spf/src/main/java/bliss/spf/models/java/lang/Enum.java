package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.Enum}, the superclass of every enum: name and ordinal, identity equality and hash code,
 * comparison by ordinal, and {@link #valueOf} over the constants the engine lists for the enum class
 * ({@code Class.getEnumConstants}, intrinsic). javac's own parts of an enum ({@code values()}, {@code valueOf(String)},
 * the {@code $SwitchMap} of a switch) are plain bytecode of the program.
 */
public abstract class Enum<E extends Enum<E>> implements Comparable<E> {

    private final String name;
    private final int ordinal;

    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
    }

    public final String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public final boolean equals(Object other) {
        return this == other;
    }

    @Override
    public final int hashCode() {
        return super.hashCode();
    }

    @Override
    public final int compareTo(E o) {
        Enum<?> other = o;
        if (getClass() != other.getClass() && getDeclaringClass() != other.getDeclaringClass()) {
            throw new ClassCastException();
        }
        return ordinal - other.ordinal;
    }

    /** The enum class, also for a constant with a body of its own (whose class is a subclass of it). */
    @SuppressWarnings("unchecked")
    public final java.lang.Class<E> getDeclaringClass() {
        java.lang.Class<?> clazz = getClass();
        java.lang.Class<?> zuper = clazz.getSuperclass();
        return zuper.getName().equals("java.lang.Enum") ? (java.lang.Class<E>) clazz : (java.lang.Class<E>) zuper;
    }

    public static <T extends Enum<T>> T valueOf(java.lang.Class<T> enumClass, String name) {
        T[] constants = enumClass.getEnumConstants();
        if (constants == null) {
            throw new IllegalArgumentException(enumClass.getName().concat(" is not an enum class"));
        }
        if (name == null) {
            throw new NullPointerException("Name is null");
        }
        for (int i = 0; i < constants.length; i++) {
            if (constants[i].name().equals(name)) {
                return constants[i];
            }
        }
        throw new IllegalArgumentException("No enum constant ".concat(enumClass.getCanonicalName()).concat(".")
                .concat(name));
    }

    @Override
    protected final Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }
}
