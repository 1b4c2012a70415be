package values.kept;

import bliss.symbolic.Symbolic;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A bounded queue written as OpenJDK's blocking queues are: its state guarded by a lock the constructor makes, with
 * two conditions of that lock in final fields. The drivers keep the three ({@code Symbolic.keep}); everything else
 * of the receiver is input.
 */
public class BoundedBuffer {

    static final class Node {
        int item;
        Node next;
    }

    Node head;
    int count;
    int capacity;
    final ReentrantLock lock = new ReentrantLock();
    final Condition notEmpty = lock.newCondition();
    final Condition notFull = lock.newCondition();

    public BoundedBuffer(int capacity) {
        this.capacity = capacity;
    }

    /** An unlocked lock with its two conditions, a list without a cycle of count nodes, at most capacity. */
    public boolean repOK() {
        if (lock == null || notEmpty == null || notFull == null || lock.isLocked()) {
            return false;
        }
        if (capacity < 1 || count < 0 || count > capacity) {
            return false;
        }
        java.util.List<Node> seen = new java.util.ArrayList<>();
        for (Node n = head; n != null; n = n.next) {
            for (Node s : seen) {
                if (s == n) {
                    return false;
                }
            }
            seen.add(n);
        }
        return seen.size() == count;
    }

    /** Adds e at the head unless full. */
    public boolean offer(int e) {
        lock.lock();
        try {
            if (count == capacity) {
                return false;
            }
            Node n = new Node();
            n.item = e;
            n.next = head;
            head = n;
            count++;
            notEmpty.signal();
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** The head's item, removed, or -1 when empty. */
    public int poll() {
        lock.lock();
        try {
            if (count == 0) {
                return -1;
            }
            Node h = head;
            head = h.next;
            count--;
            notFull.signal();
            return h.item;
        } finally {
            lock.unlock();
        }
    }

    public static void offerDriver() {
        Symbolic.keep("lock", "notEmpty", "notFull");
        BoundedBuffer x = Symbolic.object("X", new BoundedBuffer(1));
        int e = Symbolic.integer("e");
        try {
            System.out.println(x.offer(e) + " " + x.lock.isLocked());
        } catch (RuntimeException t) {
            System.out.println(t.getClass().getName());
        }
    }

    public static void pollDriver() {
        Symbolic.keep("lock", "notEmpty", "notFull");
        BoundedBuffer x = Symbolic.object("X", new BoundedBuffer(1));
        try {
            System.out.println(x.poll() + " " + x.lock.isLocked());
        } catch (RuntimeException t) {
            System.out.println(t.getClass().getName());
        }
    }

    /** The receiver of the drivers before {@code Symbolic.keep}: its lock an input field. */
    public static void pollUnkeptDriver() {
        BoundedBuffer x = Symbolic.object("X", new BoundedBuffer(1));
        try {
            System.out.println(x.poll());
        } catch (RuntimeException t) {
            System.out.println(t.getClass().getName());
        }
    }
}
