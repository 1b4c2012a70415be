package bliss.spf.models.java.lang.ref;

/** Model of {@code java.lang.ref.SoftReference} ({@link Reference}: never cleared by a collector). */
public class SoftReference<T> extends Reference<T> {

    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
