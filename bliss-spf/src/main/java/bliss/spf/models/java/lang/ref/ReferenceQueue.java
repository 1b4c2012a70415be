package bliss.spf.models.java.lang.ref;

/**
 * Model of {@code java.lang.ref.ReferenceQueue}: the references enqueued explicitly ({@link Reference#enqueue}), polled
 * newest first, as the JDK's queue (a stack) gives them. A collector enqueues nothing here, as it clears nothing
 * ({@link Reference}): the run a path stands for keeps every object it made. Waiting for a reference is not modeled (a
 * single-threaded run would wait forever).
 */
public class ReferenceQueue<T> {

    private Reference<? extends T> head;

    public ReferenceQueue() {
    }

    /** Pushes r (called by {@link Reference#enqueue} once). */
    @SuppressWarnings("unchecked")
    void add(Reference<?> r) {
        r.next = head;
        head = (Reference<? extends T>) r;
    }

    /** The newest enqueued reference, removed, or null when none is. */
    @SuppressWarnings("unchecked")
    public Reference<? extends T> poll() {
        Reference<? extends T> r = head;
        if (r != null) {
            head = (Reference<? extends T>) r.next;
            r.next = null;
            r.state = 2;
        }
        return r;
    }

    /** As {@link #poll}: nothing else is ever enqueued while a single-threaded run waits. */
    public Reference<? extends T> remove(long timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        return poll();
    }
}
