package bliss.spf.models.java.util.concurrent.locks;

/**
 * Model of {@code java.util.concurrent.locks.ReentrantLock} on the engine's one thread: the lock counts its holds,
 * every acquisition succeeds at once, and releasing a lock the thread does not hold throws
 * IllegalMonitorStateException, as the JDK's does. Conditions (waiting for another thread) are not modeled.
 */
public class ReentrantLock {

    private final boolean fair;
    private int holds;

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        this.fair = fair;
    }

    public void lock() {
        holds++;
    }

    public void lockInterruptibly() {
        holds++;
    }

    public boolean tryLock() {
        holds++;
        return true;
    }

    public void unlock() {
        if (holds == 0) {
            throw new IllegalMonitorStateException();
        }
        holds--;
    }

    public int getHoldCount() {
        return holds;
    }

    public boolean isHeldByCurrentThread() {
        return holds > 0;
    }

    public boolean isLocked() {
        return holds > 0;
    }

    public final boolean isFair() {
        return fair;
    }

    public final boolean hasQueuedThreads() {
        return false;
    }

    public final int getQueueLength() {
        return 0;
    }

    @Override
    public String toString() {
        return super.toString().concat(holds == 0 ? "[Unlocked]" : "[Locked by thread main]");
    }
}
