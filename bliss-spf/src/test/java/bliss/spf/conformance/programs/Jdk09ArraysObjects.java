package bliss.spf.conformance.programs;

import java.util.Arrays;
import java.util.Comparator;

/** Sorting object arrays with comparators (TimSort), and Arrays.copyOf of object arrays keeping their type. */
public class Jdk09ArraysObjects {
    record Item(String name, int weight) {}
    static String run(int x) {
        Item[] items = new Item[12];
        for (int i = 0; i < items.length; i++) {
            items[i] = new Item("i" + i, (i * 7 + x) % 5);
        }
        Arrays.sort(items, Comparator.comparingInt(Item::weight));
        Item[] bigger = Arrays.copyOf(items, 14);
        Object[] objs = Arrays.copyOf(items, 2, Object[].class);
        Integer[] boxed = {5, x, -x, 3};
        Arrays.sort(boxed, Comparator.reverseOrder());
        return Arrays.toString(items) + " " + bigger.length + " " + bigger[13] + " " + bigger.getClass().getSimpleName()
                + " " + objs.getClass().getSimpleName() + " " + Arrays.toString(boxed);
    }
}
