package values.unsafe;

import bliss.symbolic.Symbolic;
import jdk.internal.misc.Unsafe;

/**
 * A stack, a total and a table of slots written as OpenJDK's ConcurrentHashMap writes its own, through
 * {@code jdk.internal.misc.Unsafe}: field offsets from {@code objectFieldOffset(C.class, "f")} in static final
 * fields, an array's elements at {@code ((long) i << SHIFT) + BASE} with {@code BASE = arrayBaseOffset} and
 * {@code SHIFT} from {@code arrayIndexScale}; each method beside a twin that does the same with plain field and
 * array accesses.
 */
public class Slots {

    static final class Cell {
        int item;
        Cell next;
    }

    volatile Cell head;
    volatile int count;
    volatile long total;
    Cell[] slots;

    public boolean repOK() {
        java.util.Set<Cell> seen = new java.util.HashSet<>();
        for (Cell c = head; c != null; c = c.next) {
            if (!seen.add(c)) {
                return false;
            }
        }
        return true;
    }

    /** Pushes x (an acquiring read and a compare-and-set of a reference field); returns the count before. */
    public int push(int x) {
        Cell n = new Cell();
        n.item = x;
        Cell h;
        do {
            h = (Cell) U.getReferenceAcquire(this, HEAD);
            n.next = h;
        } while (!U.compareAndSetReference(this, HEAD, h, n));
        return U.getAndAddInt(this, COUNT, 1);
    }

    public int pushPlain(int x) {
        Cell n = new Cell();
        n.item = x;
        n.next = head;
        head = n;
        int before = count;
        count = before + 1;
        return before;
    }

    /** Adds d to the total (a compare-and-set of a long field); whether the sum exceeds 10. */
    public boolean add(long d) {
        long t;
        do {
            t = U.getLongVolatile(this, TOTAL);
        } while (!U.compareAndSetLong(this, TOTAL, t, t + d));
        return t + d > 10;
    }

    public boolean addPlain(long d) {
        long t = total;
        total = t + d;
        return t + d > 10;
    }

    /**
     * Slot i of the table (an acquiring read, a compare-and-set and a releasing write of an element): -1 outside the
     * table; an empty slot takes a new cell of x (0); a cell of x stays (1); another is pushed below a new cell of x
     * (2).
     */
    public int slot(int i, int x) {
        Cell[] s = slots;
        if (s == null || i < 0 || i >= s.length) {
            return -1;
        }
        long at = ((long) i << SHIFT) + BASE;
        Cell c = (Cell) U.getReferenceAcquire(s, at);
        Cell n = new Cell();
        n.item = x;
        if (c == null) {
            return U.compareAndSetReference(s, at, null, n) ? 0 : -2;
        }
        if (c.item == x) {
            return 1;
        }
        n.next = c;
        U.putReferenceRelease(s, at, n);
        return U.getReference(s, at) == n && n.next == c ? 2 : -3;
    }

    public int slotPlain(int i, int x) {
        Cell[] s = slots;
        if (s == null || i < 0 || i >= s.length) {
            return -1;
        }
        Cell c = s[i];
        Cell n = new Cell();
        n.item = x;
        if (c == null) {
            s[i] = n;
            return 0;
        }
        if (c.item == x) {
            return 1;
        }
        n.next = c;
        s[i] = n;
        return 2;
    }

    /** A raw read at an offset that is no field's, of an object that is no array: what the engine does not decode. */
    public int raw() {
        return U.getInt(this, 4L);
    }

    private static Slots receiver() {
        return Symbolic.object("X", new Slots());
    }

    public static void pushDriver() {
        System.out.println(receiver().push(Symbolic.integer("x")));
    }

    public static void pushPlainDriver() {
        System.out.println(receiver().pushPlain(Symbolic.integer("x")));
    }

    public static void addDriver() {
        System.out.println(receiver().add(Symbolic.integer("d")));
    }

    public static void addPlainDriver() {
        System.out.println(receiver().addPlain(Symbolic.integer("d")));
    }

    public static void slotDriver() {
        System.out.println(receiver().slot(Symbolic.integer("i"), Symbolic.integer("x")));
    }

    public static void slotPlainDriver() {
        System.out.println(receiver().slotPlain(Symbolic.integer("i"), Symbolic.integer("x")));
    }

    public static void rawDriver() {
        System.out.println(receiver().raw());
    }

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long HEAD = U.objectFieldOffset(Slots.class, "head");
    private static final long COUNT = U.objectFieldOffset(Slots.class, "count");
    private static final long TOTAL = U.objectFieldOffset(Slots.class, "total");
    private static final int BASE = U.arrayBaseOffset(Cell[].class);
    private static final int SHIFT;

    static {
        int scale = U.arrayIndexScale(Cell[].class);
        if ((scale & (scale - 1)) != 0) {
            throw new ExceptionInInitializerError("array index scale not a power of two");
        }
        SHIFT = 31 - Integer.numberOfLeadingZeros(scale);
    }
}
