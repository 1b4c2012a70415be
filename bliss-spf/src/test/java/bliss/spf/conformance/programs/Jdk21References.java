package bliss.spf.conformance.programs;

import java.lang.ref.Reference;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

/**
 * Weak and soft references as Commons Collections' CursorableLinkedList keeps its cursors: registered in a list,
 * read back with get, compared with refersTo, cleared. Every referent stays strongly reachable from this run, so the
 * JVM's collector clears none of them and the run is deterministic.
 */
public class Jdk21References {
    static String run(int x) {
        List<Integer> kept = new ArrayList<>();
        List<Reference<Integer>> refs = new ArrayList<>();
        for (int i = 0; i < Math.abs(x) % 5; i++) {
            Integer v = x * 1000 + i;
            kept.add(v);
            refs.add(i % 2 == 0 ? new WeakReference<>(v) : new SoftReference<>(v));
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        for (Reference<Integer> r : refs) {
            sb.append(r.get()).append(r.refersTo(kept.get(i)) ? "=" : "!").append(r.refersTo(null) ? "n" : "v");
            if (i % 3 == 1) {
                r.clear();
                sb.append("/").append(r.get()).append(r.refersTo(null) ? "n" : "v").append(r.enqueue());
            }
            sb.append(' ');
            i++;
        }
        return sb.toString() + kept.size();
    }
}
