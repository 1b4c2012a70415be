package bliss.spf.conformance.programs;

import java.util.HashMap;
import java.util.Map;

/** An LRU cache: a hash map to nodes of a doubly linked list, evicting the least recently used entry. */
public class Algo06LruCache {
    static final class Node { final int key; String value; Node prev, next; Node(int k, String v) { key = k; value = v; } }
    final Map<Integer, Node> map = new HashMap<>();
    final Node head = new Node(0, null), tail = new Node(0, null);
    final int capacity;
    Algo06LruCache(int capacity) { this.capacity = capacity; head.next = tail; tail.prev = head; }
    private void unlink(Node n) { n.prev.next = n.next; n.next.prev = n.prev; }
    private void front(Node n) { n.next = head.next; n.prev = head; head.next.prev = n; head.next = n; }
    String get(int k) { Node n = map.get(k); if (n == null) return null; unlink(n); front(n); return n.value; }
    void put(int k, String v) {
        Node n = map.get(k);
        if (n != null) { n.value = v; unlink(n); front(n); return; }
        if (map.size() == capacity) { Node lru = tail.prev; unlink(lru); map.remove(lru.key); }
        n = new Node(k, v); map.put(k, n); front(n);
    }
    String order() { StringBuilder sb = new StringBuilder(); for (Node n = head.next; n != tail; n = n.next) sb.append(n.key); return sb.toString(); }
    static String run(int x) {
        Algo06LruCache c = new Algo06LruCache(3);
        for (int i = 0; i < 6; i++) { c.put((i * x + i) % 5, "v" + i); c.get(i % 3); }
        return c.order() + " " + c.get(0) + " " + c.map.size();
    }
}
