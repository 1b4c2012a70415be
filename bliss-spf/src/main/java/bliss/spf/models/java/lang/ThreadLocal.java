package bliss.spf.models.java.lang;

import java.util.function.Supplier;

/**
 * Model of {@code java.lang.ThreadLocal}: the engine runs one thread, so a thread-local variable is one value, set
 * by the first {@link #get} from {@link #initialValue} and then by {@link #set}; {@link #remove} makes the next get
 * ask for the initial value again, as the JDK's does. (Commons Lang's {@code EqualsBuilder} and {@code RandomUtils}
 * keep one in a static field.)
 */
public class ThreadLocal<T> {

    private T value;
    /** Whether {@link #value} is this thread's value (set, or initialized by a get since the last remove). */
    private boolean present;

    public ThreadLocal() {
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        return new SuppliedThreadLocal<>(supplier);
    }

    protected T initialValue() {
        return null;
    }

    public T get() {
        if (!present) {
            value = initialValue();
            present = true;
        }
        return value;
    }

    public void set(T v) {
        value = v;
        present = true;
    }

    public void remove() {
        value = null;
        present = false;
    }

    /** {@link #withInitial}'s: the supplier gives the initial value. */
    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {

        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            if (supplier == null) {
                throw new NullPointerException();
            }
            this.supplier = supplier;
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }
}
