package bliss.spf.models.java.lang.ref;

/** Model of {@code java.lang.ref.WeakReference} ({@link Reference}: never cleared by a collector). */
public class WeakReference<T> extends Reference<T> {

    public WeakReference(T referent) {
        super(referent);
    }

    public WeakReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
