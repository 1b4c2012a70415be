package values;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A list whose nodes hold a field of every kind a Java class may declare, and one method per field that reads it
 * and uses it as ordinary code does (a null test, a call, a cast, an element). The engine must analyse each method
 * or stop with one {@code unsupported:} line: never an internal error.
 */
public class Everything {

    /** The analysed code's own enum (an int of the layout by convention). */
    public enum Color { RED, GREEN }

    /** An interface with two implementations. */
    public interface Shape {
        int area();
    }

    public static final class Square implements Shape {
        int side;

        public int area() {
            return side * side;
        }
    }

    public static final class Rect implements Shape {
        int width;
        int height;

        public int area() {
            return width * height;
        }
    }

    /** An abstract class with one concrete subclass. */
    public abstract static class Thing {
        int weight;

        abstract boolean heavy();
    }

    public static final class Rock extends Thing {
        boolean heavy() {
            return weight > 10;
        }
    }

    /** A generic value class of the analysed code (no field declares it: an Object may hold it). */
    public static final class Holder<T> {
        T value;
        String label;
    }

    /*@ invariant true; @*/

    Everything next;
    String s;
    Object o;
    Integer boxed;
    Long boxedLong;
    Character boxedChar;
    Boolean boxedBoolean;
    Short boxedShort;
    Byte boxedByte;
    Double boxedDouble;
    Float boxedFloat;
    float f;
    double d;
    byte b;
    short sh;
    char c;
    Color color;
    java.util.concurrent.TimeUnit unit;
    java.math.RoundingMode rounding;
    Shape shape;
    Thing thing;
    Comparator<String> comparator;
    Comparable<String> comparable;
    Number number;
    CharSequence chars;
    List<String> list;
    Map<Integer, Integer> map;
    Runnable task;
    StringBuilder builder;
    Class<?> type;
    Everything[] nodes;
    int[] ints;
    long[] longs;
    boolean[] booleans;
    char[] charArray;
    double[] doubles;
    String[] strings;
    Object[] objects;
    Shape[] shapes;
    Color[] colors;
    int[][] grid;

    public boolean repOK() {
        Set<Everything> seen = new HashSet<>();
        for (Everything e = this; e != null; e = e.next) {
            if (!seen.add(e)) {
                return false;
            }
        }
        return true;
    }

    public int useNext() {
        return next == null ? 0 : 1 + next.useNext();
    }

    public int useS() {
        return s == null ? -1 : s.length();
    }

    public int useO() {
        return o == null ? 0 : o instanceof String ? 1 : o.hashCode();
    }

    public int useBoxed() {
        return boxed == null ? 0 : boxed + 1;
    }

    public long useBoxedLong() {
        return boxedLong == null ? 0 : boxedLong;
    }

    public int useBoxedChar() {
        return boxedChar == null ? 0 : Character.isDigit(boxedChar) ? 1 : 2;
    }

    public boolean useBoxedBoolean() {
        return boxedBoolean != null && boxedBoolean;
    }

    public int useBoxedShort() {
        return boxedShort == null ? 0 : boxedShort > 3 ? 1 : 2;
    }

    public int useBoxedByte() {
        return boxedByte == null ? 0 : boxedByte;
    }

    public int useBoxedDouble() {
        return boxedDouble == null ? 0 : boxedDouble > 1.5 ? 1 : 2;
    }

    public int useBoxedFloat() {
        return boxedFloat == null ? 0 : boxedFloat > 1.5f ? 1 : 2;
    }

    public int useF() {
        return f > 1 ? 1 : 0;
    }

    public int useD() {
        return d > 1 ? 1 : 0;
    }

    public int useB() {
        return b > 1 ? 1 : 0;
    }

    public int useSh() {
        return sh > 1 ? 1 : 0;
    }

    public int useC() {
        return c == 'x' ? 1 : 0;
    }

    public int useColor() {
        return color == Color.RED ? 1 : 0;
    }

    public int useUnit() {
        return unit == null ? 0 : unit.ordinal();
    }

    public int useRounding() {
        return rounding == java.math.RoundingMode.UP ? 1 : 0;
    }

    public int useShape() {
        return shape == null ? 0 : shape.area();
    }

    public int useThing() {
        return thing != null && thing.heavy() ? 1 : 0;
    }

    public int useComparator() {
        return comparator == null ? 0 : comparator.compare("a", "b");
    }

    public int useComparable() {
        return comparable == null ? 0 : comparable.compareTo("a");
    }

    public int useNumber() {
        return number == null ? 0 : number.intValue();
    }

    public int useChars() {
        return chars == null ? 0 : chars.length();
    }

    public int useList() {
        return list == null ? 0 : list.size();
    }

    public int useMap() {
        return map == null ? 0 : map.size();
    }

    public int useTask() {
        if (task != null) {
            task.run();
        }
        return 0;
    }

    public int useBuilder() {
        return builder == null ? 0 : builder.length();
    }

    public int useType() {
        return type == null ? 0 : type.getName().length();
    }

    public int useNodes() {
        int n = 0;
        if (nodes != null) {
            for (Everything e : nodes) {
                if (e != null) {
                    n++;
                }
            }
        }
        return n;
    }

    public int useInts() {
        return ints == null || ints.length == 0 ? 0 : ints[0];
    }

    public long useLongs() {
        return longs == null || longs.length == 0 ? 0 : longs[0];
    }

    public boolean useBooleans() {
        return booleans != null && booleans.length > 0 && booleans[0];
    }

    public int useCharArray() {
        return charArray == null ? 0 : new String(charArray).length();
    }

    public int useDoubles() {
        return doubles == null || doubles.length == 0 ? 0 : doubles[0] > 0 ? 1 : 2;
    }

    public int useStrings() {
        return strings == null || strings.length == 0 || strings[0] == null ? 0 : strings[0].length();
    }

    public int useObjects() {
        return objects == null || objects.length == 0 || objects[0] == null ? 0 : objects[0].hashCode();
    }

    public int useShapes() {
        return shapes == null || shapes.length == 0 || shapes[0] == null ? 0 : shapes[0].area();
    }

    public int useColors() {
        return colors == null || colors.length == 0 || colors[0] == null ? 0 : colors[0].ordinal();
    }

    public int useGrid() {
        return grid == null || grid.length == 0 || grid[0] == null || grid[0].length == 0 ? 0 : grid[0][0];
    }
}
