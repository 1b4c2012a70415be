package bliss.spf.models.java.lang.ref;

/**
 * Model of {@code java.lang.ref.Reference}: the referent, held until {@link #clear}. A collector may clear a weak or
 * soft reference whenever its referent is otherwise unreachable; the model never does, which is one of the runs the
 * JVM may take (the run a path stands for keeps every object it made). A reference is enqueued only by
 * {@link #enqueue}, into the queue it was made with ({@link ReferenceQueue}).
 */
public abstract class Reference<T> {

    private T referent;
    private final ReferenceQueue<? super T> queue;
    /** 0 never enqueued, 1 in its queue, 2 enqueued and polled since. */
    int state;
    /** The next reference of the queue it waits in. */
    Reference<?> next;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
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

    /**
     * Clears the referent and adds this reference to its queue: true the first time, when it was made with a queue;
     * false without one or once enqueued.
     */
    public boolean enqueue() {
        referent = null;
        if (queue == null || state != 0) {
            return false;
        }
        state = 1;
        queue.add(this);
        return true;
    }

    /** Whether it was enqueued and not yet polled from its queue. */
    @Deprecated
    public boolean isEnqueued() {
        return state == 1;
    }
}
