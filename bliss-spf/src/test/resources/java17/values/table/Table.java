package values.table;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * A hash table's buckets: an array of nodes whose length is a symbolic variable bounded by the scope and whose
 * elements are decided at their first reads (null, a node already in the table, a new node). repOK rejects a node met
 * twice (a cycle, or a node in two buckets); it reads the part of the table the path has read.
 */
public class Table {

    static final class Node {
        int key;
        Node next;
    }

    /*@ invariant true; @*/

    Node[] buckets;

    public boolean repOK() {
        if (buckets == null) {
            return true;
        }
        Set<Node> seen = new HashSet<>();
        for (int i = 0; i < buckets.length; i++) {
            for (Node e = buckets[i]; e != null; e = e.next) {
                if (!seen.add(e)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The index of the first non-empty bucket, -1 for none, -2 without a table. */
    public int firstNonEmpty() {
        if (buckets == null) {
            return -2;
        }
        for (int i = 0; i < buckets.length; i++) {
            if (buckets[i] != null) {
                return i;
            }
        }
        return -1;
    }

    /** The number of nodes, -1 without a table. */
    public int count() {
        if (buckets == null) {
            return -1;
        }
        int n = 0;
        for (Node b : buckets) {
            for (Node e = b; e != null; e = e.next) {
                n++;
            }
        }
        return n;
    }

    /** The table's length, -1 without one. */
    public int capacity() {
        return buckets == null ? -1 : buckets.length;
    }

    public static void firstNonEmptyDriver() {
        System.out.println(Symbolic.object("X", new Table()).firstNonEmpty());
    }

    public static void countDriver() {
        System.out.println(Symbolic.object("X", new Table()).count());
    }

    public static void capacityDriver() {
        System.out.println(Symbolic.object("X", new Table()).capacity());
    }
}
