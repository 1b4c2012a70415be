package bliss.spf.conformance.programs;

/** The stack: a growing int array, string concatenation in its exception message, an enum from a switch
 * expression and a lambda (compiled by plain javac). */
public class Algo09Stack {
    enum Kind { EMPTY, SMALL, LARGE }
    private int[] items = new int[2];
    private int size;
    void push(int v) {
        if (size == items.length) items = java.util.Arrays.copyOf(items, 2 * size);
        items[size++] = v;
    }
    int pop() {
        if (size == 0) throw new IllegalStateException("empty stack of size " + size);
        return items[--size];
    }
    Kind kind() {
        return switch (size) { case 0 -> Kind.EMPTY; case 1, 2, 3 -> Kind.SMALL; default -> Kind.LARGE; };
    }
    int sumPositive() {
        java.util.function.IntPredicate positive = v -> v > 0;
        int s = 0;
        for (int i = 0; i < size; i++) if (positive.test(items[i])) s += items[i];
        return s;
    }
    static String run(int x) {
        Algo09Stack s = new Algo09Stack();
        for (int i = 0; i < Math.abs(x) % 7; i++) s.push(i - 2);
        String r = s.kind() + " " + s.sumPositive();
        int pops = Math.abs(x) % 7 + (x < 0 ? 1 : 0);
        for (int i = 0; i < pops; i++) r += " " + s.pop();
        return r;
    }
}
