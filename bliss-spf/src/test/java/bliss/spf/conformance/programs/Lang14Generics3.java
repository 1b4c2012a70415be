package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.List;

/** A generic container with a bounded wildcard copy, a generic Pair with a swap, raw types with unchecked warnings. */
public class Lang14Generics3 {
    static final class Stack<T> {
        private final List<T> items = new ArrayList<>();
        void push(T t) { items.add(t); }
        T pop() { if (items.isEmpty()) throw new RuntimeException("stack of " + items.size() + " is empty"); return items.remove(items.size() - 1); }
        void pushAll(Iterable<? extends T> src) { for (T t : src) push(t); }
        void popAll(java.util.Collection<? super T> dst) { while (!items.isEmpty()) dst.add(pop()); }
    }
    record Pair<A, B>(A a, B b) { Pair<B, A> swap() { return new Pair<>(b, a); } }
    static String run(int x) {
        Stack<Number> s = new Stack<>();
        s.pushAll(List.of(1, 2, x));
        s.push(2.5);
        List<Object> out = new ArrayList<>();
        s.popAll(out);
        Pair<String, Integer> p = new Pair<>("a", x);
        String r = out + " " + p.swap();
        if (x > 3) {
            s.pop();
        }
        return r;
    }
}
