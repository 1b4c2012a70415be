package bliss.spf.models.java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;

/**
 * Model of {@code java.util.concurrent.locks.ReentrantLock} on the engine's one thread: the lock counts its holds,
 * every acquisition succeeds at once, and releasing a lock the thread does not hold throws
 * IllegalMonitorStateException, as the JDK's does. Its conditions ({@link #newCondition}) are
 * {@link ConditionObject}s: the run a path stands for has no other thread, so a signal wakes no one and a timed wait
 * times out, and an untimed wait, which waits forever, ends the path as unsupported.
 */
public class ReentrantLock implements Lock {

    private static final long serialVersionUID = 7373984872572414699L;

    private final boolean fair;
    int holds; // package-private: the conditions read it (models reach no private member of another class)

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

    /** As {@link #tryLock()}: no other thread holds the lock, so it is taken at once, whatever the timeout. */
    public boolean tryLock(long timeout, TimeUnit unit) {
        unit.getClass(); // the JDK's unit.toNanos(timeout): a NullPointerException for a null unit
        holds++;
        return true;
    }

    public void unlock() {
        if (holds == 0) {
            throw new IllegalMonitorStateException();
        }
        holds--;
    }

    /** A new condition of this lock ({@link ConditionObject}). */
    public Condition newCondition() {
        return new ConditionObject(this);
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

    /** The JDK's checks (null, a condition of another lock, the lock not held); no thread ever waits. */
    public boolean hasWaiters(Condition condition) {
        owned(condition);
        return false;
    }

    /** The JDK's checks, as {@link #hasWaiters}; no thread ever waits. */
    public int getWaitQueueLength(Condition condition) {
        owned(condition);
        return 0;
    }

    private void owned(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof ConditionObject) || ((ConditionObject) condition).lock != this) {
            throw new IllegalArgumentException("Not owner");
        }
        ((ConditionObject) condition).held();
    }

    @Override
    public String toString() {
        return super.toString().concat(holds == 0 ? "[Unlocked]" : "[Locked by thread main]");
    }
    /**
     * A condition of a {@link ReentrantLock} on the engine's one thread (the JDK's is
     * {@code AbstractQueuedSynchronizer.ConditionObject}): every method first checks, as the JDK's does, that the
     * thread holds the lock (IllegalMonitorStateException otherwise). No other thread exists, so no thread ever waits
     * on it: {@code signal} and {@code signalAll} wake no one; a timed wait releases the lock, times out and takes
     * the lock back (the holds unchanged), the run where the time passes exactly to the deadline ({@code awaitNanos}
     * returns 0; for a negative timeout, which the JDK's waits as 0, the run where as many nanoseconds pass before it
     * looks at the clock again, so it returns the timeout: not {@code Long.MIN_VALUE}, which the JDK's returns only
     * when less time than that passed;
     * {@code await(time, unit)} and {@code awaitUntil} return false); an untimed wait ({@code await()},
     * {@code awaitUninterruptibly()}) would wait forever for a signal no thread can send, and ends the path as
     * unsupported.
     */
    static final class ConditionObject implements Condition {

        private static final long serialVersionUID = 1173984872572414699L;

        final ReentrantLock lock;

        ConditionObject(ReentrantLock lock) {
            this.lock = lock;
        }

        /** The JDK's check of every method: the lock held by this thread. */
        void held() {
            if (lock.holds == 0) {
                throw new IllegalMonitorStateException();
            }
        }

        public void await() {
            held();
            waitsForever("Condition.await()");
        }

        public void awaitUninterruptibly() {
            held();
            waitsForever("Condition.awaitUninterruptibly()");
        }

        public long awaitNanos(long nanosTimeout) {
            held();
            return Math.min(0L, nanosTimeout);
        }

        public boolean await(long time, TimeUnit unit) {
            unit.getClass(); // the JDK's unit.toNanos(time) comes first: a NullPointerException for a null unit
            held();
            return false;
        }

        public boolean awaitUntil(java.util.Date deadline) {
            deadline.getClass(); // the JDK's deadline.getTime() comes first
            held();
            return false;
        }

        public void signal() {
            held();
        }

        public void signalAll() {
            held();
        }

        /** Engine native: ends the path as unsupported (a wait no thread of the run can end). */
        private static native void waitsForever(String call);
    }
}
