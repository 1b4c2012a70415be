package bliss.spf.models.java.io;

/**
 * Model of {@code java.io.ObjectStreamField}: a serializable field's name and type, as a class's
 * {@code serialPersistentFields} declares them (OpenJDK's {@code ConcurrentHashMap} does in its static initializer).
 * Serialization itself is not modeled, so nothing reads them but these accessors.
 */
public class ObjectStreamField {

    private final String name;
    private final Class<?> type;
    private final boolean unshared;

    /**
     * @requires name != null and type != null (the JDK throws NullPointerException otherwise, as this does)
     */
    public ObjectStreamField(String name, Class<?> type) {
        this(name, type, false);
    }

    public ObjectStreamField(String name, Class<?> type, boolean unshared) {
        if (name == null || type == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.type = type;
        this.unshared = unshared;
    }

    /** @return the field's name */
    public String getName() {
        return name;
    }

    /** @return the field's type */
    public Class<?> getType() {
        return type;
    }

    /** @return whether the field is unshared */
    public boolean isUnshared() {
        return unshared;
    }
}
