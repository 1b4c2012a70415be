package values.handles;

import bliss.symbolic.Symbolic;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A Treiber stack written as {@code java.util.concurrent} writes its classes: its fields reached through VarHandles
 * (compare-and-set on the top, an acquiring read, a counter's get-and-add, an int array's elements), each method
 * beside a twin that does the same with plain field and array accesses.
 */
public class Treiber {

    static final class Node {
        int item;
        Node next;
    }

    volatile Node top;
    int pushes;
    int[] counts;

    public boolean repOK() {
        java.util.Set<Node> seen = new java.util.HashSet<>();
        for (Node n = top; n != null; n = n.next) {
            if (!seen.add(n)) {
                return false;
            }
        }
        return pushes >= 0;
    }

    /** Pushes x; returns how many pushes came before. */
    public int push(int x) {
        Node n = new Node();
        n.item = x;
        Node t;
        do {
            t = (Node) TOP.getAcquire(this);
            n.next = t;
        } while (!TOP.compareAndSet(this, t, n));
        return (int) PUSHES.getAndAdd(this, 1);
    }

    public int pushPlain(int x) {
        Node n = new Node();
        n.item = x;
        n.next = top;
        top = n;
        int before = pushes;
        pushes = before + 1;
        return before;
    }

    /** The top's item, removed, or -1 when empty; a second element's item is added when it exceeds the first's. */
    public int pop() {
        Node t;
        do {
            t = top;
            if (t == null) {
                return -1;
            }
        } while (!TOP.weakCompareAndSet(this, t, t.next));
        Node below = (Node) TOP.getOpaque(this);
        return below != null && below.item > t.item ? t.item + below.item : t.item;
    }

    public int popPlain() {
        Node t = top;
        if (t == null) {
            return -1;
        }
        top = t.next;
        Node below = top;
        return below != null && below.item > t.item ? t.item + below.item : t.item;
    }

    /** The count at i before adding one to it, or -1 outside the array. */
    public int bump(int i) {
        if (counts == null || i < 0 || i >= counts.length) {
            return -1;
        }
        return (int) COUNTS.getAndAdd(counts, i, 1);
    }

    public int bumpPlain(int i) {
        if (counts == null || i < 0 || i >= counts.length) {
            return -1;
        }
        int before = counts[i];
        counts[i] = before + 1;
        return before;
    }

    /** Replaces the top by a new node of x when the top holds x; returns the old top's item or -1. */
    public int exchange(int x) {
        Node n = new Node();
        n.item = x;
        Node t = top;
        Node witness = (Node) TOP.compareAndExchange(this, t != null && t.item == x ? t : null, n);
        return witness == null ? -1 : witness.item;
    }

    public int exchangePlain(int x) {
        Node n = new Node();
        n.item = x;
        Node t = top;
        Node expected = t != null && t.item == x ? t : null;
        Node witness = top;
        if (witness == expected) {
            top = n;
        }
        return witness == null ? -1 : witness.item;
    }

    private static Treiber receiver() {
        return Symbolic.object("X", new Treiber());
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

    public static void bumpDriver() {
        System.out.println(receiver().bump(Symbolic.integer("i")));
    }

    public static void bumpPlainDriver() {
        System.out.println(receiver().bumpPlain(Symbolic.integer("i")));
    }

    public static void exchangeDriver() {
        System.out.println(receiver().exchange(Symbolic.integer("x")));
    }

    public static void exchangePlainDriver() {
        System.out.println(receiver().exchangePlain(Symbolic.integer("x")));
    }

    private static final VarHandle TOP;
    private static final VarHandle PUSHES;
    private static final VarHandle COUNTS = MethodHandles.arrayElementVarHandle(int[].class);

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            TOP = l.findVarHandle(Treiber.class, "top", Node.class);
            PUSHES = l.findVarHandle(Treiber.class, "pushes", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
