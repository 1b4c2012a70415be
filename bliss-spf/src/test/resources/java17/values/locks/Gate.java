package values.locks;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A counter taken under a lock, as a blocking queue's take and poll-with-timeout are written: while there is nothing
 * to take, an untimed taker waits on the condition, a timed one waits once and gives up.
 */
public class Gate {
    int count;

    public boolean repOK() {
        return true;
    }

    public int take(boolean timed) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        Condition nonEmpty = lock.newCondition();
        lock.lock();
        try {
            while (count == 0) {
                if (!timed) {
                    nonEmpty.await();
                } else if (nonEmpty.awaitNanos(10) <= 0) {
                    return -1;
                }
            }
            count--;
            nonEmpty.signal();
            return count;
        } finally {
            lock.unlock();
        }
    }
}
