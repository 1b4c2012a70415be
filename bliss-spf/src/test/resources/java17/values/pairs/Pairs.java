package values.pairs;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * A generic list of key-value entries whose driver names the classes of the values
 * ({@code Symbolic.typeArgument("V", Integer.class, Label.class)}): a {@code V value} is null, an object of those
 * classes already in the input, or a new one whose class is decided at its first type test. The keys keep the
 * layout's convention (Integers).
 */
public class Pairs<K, V> {

    static final class Entry<K, V> {
        K key;
        V value;
        Entry<K, V> next;
    }

    /** A value class of the analysed code. */
    public static final class Label {
        int code;
    }

    /*@ invariant true; @*/

    Entry<K, V> head;

    public boolean repOK() {
        Set<Entry<K, V>> seen = new HashSet<>();
        for (Entry<K, V> e = head; e != null; e = e.next) {
            if (!seen.add(e)) {
                return false;
            }
        }
        return true;
    }

    /** Per entry: 'n' without a value, '+' or '-' for a positive or other Integer, '0' or 'l' for a Label. */
    public String values() {
        StringBuilder sb = new StringBuilder();
        for (Entry<K, V> e = head; e != null; e = e.next) {
            Object v = e.value;
            if (v == null) {
                sb.append('n');
            } else if (v instanceof Integer i) {
                sb.append(i > 0 ? '+' : '-');
            } else if (v instanceof Label l) {
                sb.append(l.code == 0 ? '0' : 'l');
            } else {
                sb.append('?');
            }
        }
        return sb.toString();
    }

    /** Per entry: 'n' without a value, 'L' for a String longer than 2, 's' for a shorter one. */
    public String strings() {
        StringBuilder sb = new StringBuilder();
        for (Entry<K, V> e = head; e != null; e = e.next) {
            Object v = e.value;
            sb.append(v instanceof String s ? (s.length() > 2 ? 'L' : 's') : 'n');
        }
        return sb.toString();
    }

    public static void stringsDriver() {
        Symbolic.typeArgument("V", String.class);
        Pairs<Integer, String> x = Symbolic.object("X", new Pairs<>());
        System.out.println(x.strings());
    }

    public static void valuesDriver() {
        Symbolic.typeArgument("V", Integer.class, Label.class);
        Pairs<Integer, Object> x = Symbolic.object("X", new Pairs<>());
        System.out.println(x.values());
    }
}
