package values.handles;

import bliss.symbolic.Symbolic;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The Treiber stack written with field updaters, the idiom before VarHandles (a reference field's and an int
 * field's), each method beside a twin with plain accesses.
 */
public class Updated {

    static final class Node {
        int item;
        Node next;
    }

    volatile Node top;
    volatile int count;

    public boolean repOK() {
        java.util.Set<Node> seen = new java.util.HashSet<>();
        for (Node n = top; n != null; n = n.next) {
            if (!seen.add(n)) {
                return false;
            }
        }
        return count >= 0;
    }

    /** Pushes x; returns the count after it. */
    public int push(int x) {
        Node n = new Node();
        n.item = x;
        Node t;
        do {
            t = TOP.get(this);
            n.next = t;
        } while (!TOP.compareAndSet(this, t, n));
        return COUNT.incrementAndGet(this);
    }

    public int pushPlain(int x) {
        Node n = new Node();
        n.item = x;
        n.next = top;
        top = n;
        count = count + 1;
        return count;
    }

    /** The top's item, removed, or the count when empty; a second element's item is added when it exceeds it. */
    public int pop() {
        Node t;
        do {
            t = top;
            if (t == null) {
                return COUNT.get(this);
            }
        } while (!TOP.weakCompareAndSet(this, t, t.next));
        int before = COUNT.getAndDecrement(this);
        Node below = TOP.getAndSet(this, TOP.get(this));
        return below != null && below.item > t.item ? t.item + below.item + before : t.item - before;
    }

    public int popPlain() {
        Node t = top;
        if (t == null) {
            return count;
        }
        top = t.next;
        int before = count;
        count = before - 1;
        Node below = top;
        return below != null && below.item > t.item ? t.item + below.item + before : t.item - before;
    }

    private static Updated receiver() {
        return Symbolic.object("X", new Updated());
    }

    public static void pushDriver() {
        System.out.println(receiver().push(Symbolic.integer("x")));
    }

    public static void pushPlainDriver() {
        System.out.println(receiver().pushPlain(Symbolic.integer("x")));
    }

    public static void popDriver() {
        System.out.println(receiver().pop());
    }

    public static void popPlainDriver() {
        System.out.println(receiver().popPlain());
    }

    private static final AtomicReferenceFieldUpdater<Updated, Node> TOP =
            AtomicReferenceFieldUpdater.newUpdater(Updated.class, Node.class, "top");
    private static final AtomicIntegerFieldUpdater<Updated> COUNT =
            AtomicIntegerFieldUpdater.newUpdater(Updated.class, "count");
}
