package bliss.spf.conformance.programs;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The conditions of a lock on one thread, as OpenJDK's blocking queues use them (ArrayBlockingQueue's notEmpty and
 * notFull): the lock through its Lock interface, signals with the lock held (nobody waits), a timed wait that times
 * out (the lock released and taken back, its holds unchanged), hasWaiters and getWaitQueueLength, and the
 * IllegalMonitorStateException of each without the lock, the IllegalArgumentException of another lock's condition.
 * Only the sign of awaitNanos's remaining time is printed: the JVM's is the clock's overshoot past the deadline.
 */
public class Jdk40LockConditions {
    static String run(int x) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Lock asLock = lock;
        Condition c = asLock.newCondition();
        Condition other = new ReentrantLock().newCondition();
        StringBuilder sb = new StringBuilder();
        int n = Math.abs(x) % 3;
        for (int i = 0; i < n; i++) {
            asLock.lock();
        }
        try {
            c.signal();
            c.signalAll();
            sb.append("signalled ").append(lock.hasWaiters(c)).append(lock.getWaitQueueLength(c));
            long left = c.awaitNanos(x);
            sb.append(" left<=0 ").append(left <= 0).append(" min ").append(left == Long.MIN_VALUE);
            sb.append(" timed ").append(c.await(Math.max(x, 0) % 2, TimeUnit.NANOSECONDS));
            sb.append(" holds ").append(lock.getHoldCount());
            sb.append(" try ").append(asLock.tryLock(1, TimeUnit.NANOSECONDS)).append(lock.getHoldCount());
            asLock.unlock();
        } catch (IllegalMonitorStateException e) {
            sb.append("not held ").append(e.getMessage());
        }
        try {
            lock.hasWaiters(other);
        } catch (IllegalArgumentException e) {
            sb.append(" other ").append(e.getMessage());
        }
        try {
            lock.getWaitQueueLength(null);
        } catch (NullPointerException e) {
            sb.append(" null");
        }
        return sb.append(' ').append(lock.getHoldCount()).toString();
    }
}
