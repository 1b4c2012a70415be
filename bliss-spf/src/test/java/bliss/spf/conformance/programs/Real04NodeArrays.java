package bliss.spf.conformance.programs;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

/**
 * A hash table of nodes as the JDK's HashMap keeps one: hash spreading, bucket index by mask, a resize that splits
 * chains, System.arraycopy and Arrays over the node array; Objects.requireNonNull; nodes compared through
 * Comparable and through a Comparator (generic bridge methods).
 */
public class Real04NodeArrays {
    static final class Node implements Comparable<Node> {
        final int hash;
        final Object key;
        Node next;

        Node(int hash, Object key, Node next) {
            this.hash = hash;
            this.key = key;
            this.next = next;
        }

        public int compareTo(Node o) {
            return Integer.compare(hash, o.hash);
        }

        public String toString() {
            return String.valueOf(key);
        }
    }

    static final class ByKeyText implements Comparator<Node> {
        public int compare(Node a, Node b) {
            return String.valueOf(a.key).compareTo(String.valueOf(b.key));
        }
    }

    static int spread(Object key) {
        int h;
        return key == null ? 0 : (h = key.hashCode()) ^ (h >>> 16);
    }

    static Node[] table = new Node[4];
    static int size;

    static void put(Object key) {
        int h = spread(key);
        int i = (table.length - 1) & h;
        for (Node e = table[i]; e != null; e = e.next) {
            if (e.hash == h && Objects.equals(e.key, key)) {
                return;
            }
        }
        table[i] = new Node(h, key, table[i]);
        if (++size > table.length * 3 / 4) {
            resize();
        }
    }

    static void resize() {
        Node[] old = table;
        Node[] grown = new Node[old.length * 2];
        for (Node head : old) {
            for (Node e = head; e != null; ) {
                Node next = e.next;
                int i = e.hash & (grown.length - 1);
                e.next = grown[i];
                grown[i] = e;
                e = next;
            }
        }
        table = grown;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static String run(int x) {
        table = new Node[4];
        size = 0;
        Object[] keys = {x, "k" + x, 65536 + x, -x, x * 31, null, (long) x, 'c'};
        for (Object k : keys) {
            put(k);
        }
        put(x);
        StringBuilder out = new StringBuilder("size " + size + " length " + table.length);
        Node[] all = new Node[size];
        int n = 0;
        for (Node head : table) {
            for (Node e = head; e != null; e = e.next) {
                all[n++] = e;
            }
        }
        Node[] copy = Arrays.copyOf(all, n + 2);
        System.arraycopy(copy, 0, copy, 1, n);
        copy[0] = null;
        out.append(" copy ").append(Arrays.toString(copy));
        Arrays.sort(all);
        out.append(" byHash ").append(Arrays.toString(all));
        Comparator raw = new ByKeyText();
        Arrays.sort(all, raw);
        out.append(" byText ").append(Arrays.toString(all)).append(" raw ").append(raw.compare(all[0], all[1]) < 0);
        Arrays.fill(copy, 1, 3, all[0]);
        out.append(" filled ").append(copy[1]).append(copy[2]).append(" spread ").append(spread(65536 * x + 1));
        try {
            Objects.requireNonNull(x > 2 ? null : all[0], "node of " + x);
            out.append(" nonnull");
        } catch (NullPointerException e) {
            out.append(" ").append(e.getMessage());
        }
        try {
            System.arraycopy(all, 0, new String[n], 0, n);
        } catch (ArrayStoreException e) {
            out.append(" ASE");
        }
        return out.toString();
    }
}
