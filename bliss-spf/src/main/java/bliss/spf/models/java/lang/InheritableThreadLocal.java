package bliss.spf.models.java.lang;

/** Model of {@code java.lang.InheritableThreadLocal}: a {@link ThreadLocal} (one thread: no child inherits). */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {

    public InheritableThreadLocal() {
    }

    protected T childValue(T parentValue) {
        return parentValue;
    }
}
