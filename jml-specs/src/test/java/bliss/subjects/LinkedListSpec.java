package bliss.subjects;

import bliss.subjects.LinkedList.Entry;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static bliss.subjects.Heaps.reach;

/** The JML invariant of {@link LinkedList}, transcribed clause by clause (see {@link TreeSetSpec}). */
final class LinkedListSpec {

    static final Set<String> STRUCTURAL = Set.of("header", "next-non-null", "next-previous");

    private LinkedListSpec() {
    }

    static List<String> violations(LinkedList l) {
        List<String> v = new ArrayList<>();
        if (l.header == null) {
            v.add("header");
        }
        Set<Entry> all = reach(l.header, e -> e.next);
        for (Entry e : all) {
            if (e.next == null) {
                v.add("next-non-null");
            } else if (e.next.previous != e) {
                v.add("next-previous");
            }
        }
        if (l.size != all.size() - 1) {
            v.add("size");
        }
        return v;
    }

    static boolean structurallyValid(LinkedList l) {
        for (String c : violations(l)) {
            if (STRUCTURAL.contains(c)) {
                return false;
            }
        }
        return true;
    }
}
