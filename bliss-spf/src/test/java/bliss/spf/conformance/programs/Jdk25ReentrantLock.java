package bliss.spf.conformance.programs;

import java.util.concurrent.locks.ReentrantLock;

/**
 * A lock taken and released on one thread, as Guava's map segments do: reentrant holds, tryLock, and the
 * IllegalMonitorStateException of releasing a lock not held.
 */
public class Jdk25ReentrantLock {
    static String run(int x) {
        ReentrantLock lock = new ReentrantLock(x > 0);
        StringBuilder sb = new StringBuilder().append(lock.isFair()).append(lock.isLocked());
        int n = Math.abs(x) % 4;
        for (int i = 0; i < n; i++) {
            lock.lock();
        }
        sb.append(lock.getHoldCount()).append(lock.tryLock()).append(lock.isHeldByCurrentThread())
                .append(lock.hasQueuedThreads()).append(lock.getQueueLength());
        try {
            for (int i = 0; i <= n + 1; i++) {
                lock.unlock();
                sb.append(lock.getHoldCount());
            }
        } catch (IllegalMonitorStateException e) {
            sb.append(" released ").append(e.getMessage());
        }
        return sb.append(lock.isLocked()).toString();
    }
}
