package stack;

import java.util.function.IntPredicate;

/** The stack: an int array, a message built by string concatenation, an enum from a switch, a lambda. */
public class Stack {

    public enum Kind { EMPTY, SMALL, LARGE }

    int[] items = new int[2];
    int size;

    public void push(int x) {
        if (size == items.length) {
            int[] bigger = new int[2 * size + 1];
            System.arraycopy(items, 0, bigger, 0, size);
            items = bigger;
        }
        items[size++] = x;
    }

    public int pop() {
        if (size <= 0) {
            throw new IllegalStateException("empty stack of size " + size);
        }
        return items[--size];
    }

    public Kind kind() {
        return switch (size) {
            case 0 -> Kind.EMPTY;
            case 1, 2, 3 -> Kind.SMALL;
            default -> Kind.LARGE;
        };
    }

    public int sumPositive() {
        IntPredicate positive = x -> x > 0;
        int s = 0;
        for (int i = 0; i < size; i++) {
            if (positive.test(items[i])) {
                s += items[i];
            }
        }
        return s;
    }

    public boolean repOK() {
        return items != null && size >= 0 && size <= items.length;
    }
}
