package bliss.spf.models.java.lang.ref;

/**
 * Model of {@code java.lang.ref.Reference}: the referent, held until {@link #clear}. A collector may clear a weak or
 * soft reference whenever its referent is otherwise unreachable; the model never does, which is one of the runs the
 * JVM may take (the run a path stands for keeps every object it made). No reference is ever enqueued.
 */
public abstract class Reference<T> {

    private T referent;

    Reference(T referent) {
        this.referent = referent;
    }

    /** The referent, or null once cleared. */
    public T get() {
        return referent;
    }

    /** Whether the referent is {@code obj} (null once cleared). */
    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    /** Clears the referent. */
    public void clear() {
        referent = null;
    }

    /** Clears the referent; as with no queue registered, nothing is enqueued: false. */
    public boolean enqueue() {
        referent = null;
        return false;
    }

    /** Never enqueued. */
    @Deprecated
    public boolean isEnqueued() {
        return false;
    }
}
