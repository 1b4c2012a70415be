package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: the pop with a symbolic size; the exception message keeps the term. */
public class Sym02StackMessage {
    static final class Stack {
        final int[] items = new int[8];
        int size;
        int pop() {
            if (size <= 0) throw new IllegalStateException("empty stack of size " + size);
            return items[--size];
        }
    }
    static String run(int x) {
        Stack s = new Stack();
        s.size = x;
        return "popped " + s.pop();
    }

    static final int LO = -3, HI = 3;
    /** 4: size <= 0 (the exception), else items[x - 1] at each feasible index 0, 1, 2 */
    static final int PATHS = 4;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        try {
            System.out.println(run(x));
        } catch (RuntimeException e) {
            System.out.println(e);
        }
    }
}
