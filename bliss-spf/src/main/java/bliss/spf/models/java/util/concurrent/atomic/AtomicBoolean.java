package bliss.spf.models.java.util.concurrent.atomic;

/** Model of {@code java.util.concurrent.atomic.AtomicBoolean}: sequential updates (the engine runs one thread). */
public class AtomicBoolean {

    private boolean value;

    public AtomicBoolean() {
    }

    public AtomicBoolean(boolean initialValue) {
        value = initialValue;
    }

    public final boolean get() {
        return value;
    }

    public final void set(boolean newValue) {
        value = newValue;
    }

    public final void lazySet(boolean newValue) {
        value = newValue;
    }

    public final boolean getPlain() {
        return value;
    }

    public final void setPlain(boolean newValue) {
        value = newValue;
    }

    public final boolean getAndSet(boolean newValue) {
        boolean old = value;
        value = newValue;
        return old;
    }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }
}
