package values.names;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * A list of names: each input {@code String} is null or a symbolic string whose characters the path condition
 * decides (equals, compareTo, hashCode, a switch on it, length, charAt, isEmpty, startsWith, concatenation). Each
 * method returns a trace of what it saw.
 */
public class Directory {

    static final class Node {
        String name;
        Node next;
    }

    /*@ invariant true; @*/

    Node head;

    public boolean repOK() {
        Set<Node> seen = new HashSet<>();
        for (Node n = head; n != null; n = n.next) {
            if (!seen.add(n)) {
                return false;
            }
        }
        return true;
    }

    /** The position of the first name equal to key, or -1. */
    public int find(String key) {
        int i = 0;
        for (Node n = head; n != null; n = n.next, i++) {
            if (n.name != null && n.name.equals(key)) {
                return i;
            }
        }
        return -1;
    }

    /** Per pair of neighbours with names: how they compare ('<', '=', '>'); 'n' when a name is missing. */
    public String order() {
        StringBuilder sb = new StringBuilder();
        for (Node n = head; n != null && n.next != null; n = n.next) {
            if (n.name == null || n.next.name == null) {
                sb.append('n');
            } else {
                int c = n.name.compareTo(n.next.name);
                sb.append(c < 0 ? '<' : c == 0 ? '=' : '>');
            }
        }
        return sb.toString();
    }

    /** Per name: the low two bits of its hash, 0, 1 or other. */
    public String hashes() {
        StringBuilder sb = new StringBuilder();
        for (Node n = head; n != null; n = n.next) {
            if (n.name == null) {
                sb.append('n');
            } else {
                switch (n.name.hashCode() & 3) {
                    case 0 -> sb.append('0');
                    case 1 -> sb.append('1');
                    default -> sb.append('x');
                }
            }
        }
        return sb.toString();
    }

    /** Per name: a switch on the string. */
    public String kinds() {
        StringBuilder sb = new StringBuilder();
        for (Node n = head; n != null; n = n.next) {
            if (n.name == null) {
                sb.append('n');
            } else {
                sb.append(switch (n.name) {
                    case "ab" -> 'A';
                    case "Ba" -> 'B';
                    default -> 'd';
                });
            }
        }
        return sb.toString();
    }

    /** Per name: '_' when empty, 'a' when it starts with the char a, 'b' when with the string "b", else '?'. */
    public String initials() {
        StringBuilder sb = new StringBuilder();
        for (Node n = head; n != null; n = n.next) {
            if (n.name == null) {
                sb.append('n');
            } else if (n.name.isEmpty()) {
                sb.append('_');
            } else if (n.name.charAt(0) == 'a') {
                sb.append('a');
            } else if (n.name.startsWith("b")) {
                sb.append('b');
            } else {
                sb.append('?');
            }
        }
        return sb.toString();
    }

    /** Per name: whether the name with an exclamation mark is longer than 3. */
    public String lengths() {
        StringBuilder sb = new StringBuilder();
        for (Node n = head; n != null; n = n.next) {
            if (n.name == null) {
                sb.append('n');
            } else {
                sb.append((n.name + "!").length() > 3 ? 'L' : 's');
            }
        }
        return sb.toString();
    }

    public static void findDriver() {
        Directory x = Symbolic.object("X", new Directory());
        String k = Symbolic.string("k");
        System.out.println(x.find(k));
    }

    public static void orderDriver() {
        System.out.println(Symbolic.object("X", new Directory()).order());
    }

    public static void hashesDriver() {
        System.out.println(Symbolic.object("X", new Directory()).hashes());
    }

    public static void kindsDriver() {
        System.out.println(Symbolic.object("X", new Directory()).kinds());
    }

    public static void initialsDriver() {
        System.out.println(Symbolic.object("X", new Directory()).initials());
    }

    public static void lengthsDriver() {
        System.out.println(Symbolic.object("X", new Directory()).lengths());
    }
}
