package bliss.spf.models.java.util.concurrent.locks;

/**
 * Model of {@code java.util.concurrent.locks.LockSupport}, the class alone: OpenJDK's {@code ConcurrentHashMap} names
 * it in its static initializer ({@code Class<?> ensureLoaded = LockSupport.class}), and parks a thread only when
 * another holds a tree bin's lock, which one thread never meets. Parking and unparking are not modeled: a call of
 * either ends its path as unsupported, naming the method, as any method a model lacks does.
 */
public final class LockSupport {

    private LockSupport() {
    }
}
