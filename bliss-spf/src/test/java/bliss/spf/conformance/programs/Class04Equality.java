package bliss.spf.conformance.programs;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/** equals and hashCode written by the program (getClass comparison), used by HashSet and contains. */
public class Class04Equality {
    static final class Key {
        final String a;
        final int b;
        Key(String a, int b) { this.a = a; this.b = b; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (o == null || getClass() != o.getClass()) return false;
            Key k = (Key) o;
            return b == k.b && Objects.equals(a, k.a);
        }
        @Override public int hashCode() { return Objects.hash(a, b); }
        @Override public String toString() { return a + b; }
    }
    static String run(int x) {
        Set<Key> set = new HashSet<>();
        for (int i = 0; i < 6; i++) set.add(new Key("k" + (i % 3), (i + x) % 2));
        return set.size() + " " + set.contains(new Key("k1", (1 + x) % 2)) + " " + set.contains(new Key(null, 0)) + " "
                + new Key("a", 1).equals(new Key("a", 1)) + " " + new Key("a", 1).hashCode();
    }
}
