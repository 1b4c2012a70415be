package values.drawing;

import bliss.symbolic.Symbolic;

import java.util.Comparator;
import java.util.HashSet;
import java.util.Set;

/**
 * Layers holding a figure (an interface with three implementations) and a tag (an {@code Object}), and a comparator
 * with two implementations: the classes of these objects are decided where the code needs them (a type test, a
 * call, {@code getClass()}), among the classes of this package. The drivers are static methods here, so that the
 * package holds no other class an {@code Object} could be. Each method returns a trace of what it saw, one
 * character per layer.
 */
public class Drawing {

    public interface Figure {
        int area();
    }

    public static final class Square implements Figure {
        int side;

        public int area() {
            return side * side;
        }
    }

    public static final class Rect implements Figure {
        int width;
        int height;

        public int area() {
            return width * height;
        }
    }

    public static final class Dot implements Figure {
        public int area() {
            return 0;
        }
    }

    public static final class Ascending implements Comparator<Integer> {
        public int compare(Integer a, Integer b) {
            return Integer.compare(a, b);
        }
    }

    public static final class Descending implements Comparator<Integer> {
        public int compare(Integer a, Integer b) {
            return Integer.compare(b, a);
        }
    }

    static class Layer {
        Figure figure;
        Object tag;
        Layer next;
    }

    /*@ invariant true; @*/

    Layer top;
    Comparator<Integer> order;

    public boolean repOK() {
        Set<Layer> seen = new HashSet<>();
        for (Layer l = top; l != null; l = l.next) {
            if (!seen.add(l)) {
                return false;
            }
        }
        return true;
    }

    /** Per layer: 'n' without a figure, 'd' for a dot, else whether its area is above 4 ('+') or not ('-'). */
    public String areas() {
        StringBuilder sb = new StringBuilder();
        for (Layer l = top; l != null; l = l.next) {
            if (l.figure == null) {
                sb.append('n');
            } else if (l.figure instanceof Dot) {
                sb.append('d');
            } else {
                sb.append(l.figure.area() > 4 ? '+' : '-');
            }
        }
        return sb.toString();
    }

    /** Per layer: 'n' without a tag, 'f' for a figure, 'o' for any other object. */
    public String tags() {
        StringBuilder sb = new StringBuilder();
        for (Layer l = top; l != null; l = l.next) {
            sb.append(l.tag == null ? 'n' : l.tag instanceof Figure ? 'f' : 'o');
        }
        return sb.toString();
    }

    /** Per layer: 'n' without a figure, else the first letter of its class's simple name. */
    public String kinds() {
        StringBuilder sb = new StringBuilder();
        for (Layer l = top; l != null; l = l.next) {
            if (l.figure == null) {
                sb.append('n');
            } else {
                String name = l.figure.getClass().getName();
                sb.append(name.charAt(name.indexOf('$') + 1));
            }
        }
        return sb.toString();
    }

    /** 'n' without a comparator, else how it orders 1 and 2. */
    public String order() {
        return order == null ? "n" : order.compare(1, 2) < 0 ? "<" : ">";
    }

    public static void areasDriver() {
        System.out.println(Symbolic.object("X", new Drawing()).areas());
    }

    public static void tagsDriver() {
        System.out.println(Symbolic.object("X", new Drawing()).tags());
    }

    public static void kindsDriver() {
        System.out.println(Symbolic.object("X", new Drawing()).kinds());
    }

    public static void orderDriver() {
        System.out.println(Symbolic.object("X", new Drawing()).order());
    }
}
