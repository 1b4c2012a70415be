package values.jdkstate;

import bliss.symbolic.Symbolic;

/**
 * Entries beside labels the constructor makes: the driver keeps the labels ({@code Symbolic.keep}), an array of
 * concrete strings, so each entry's label is the constructor's.
 *
 * <p>By hand, at scope 2, under every technique: no entry (-1); a first entry whose label "ann" is the name (0), or
 * not and no second (-1); a second whose label "bob" is the name (1), or not and no third (-1): 5 paths.
 */
public class Directory {

    static final class Entry {
        Entry next;
    }

    Entry first;
    final String[] labels = {"ann", "bob"};

    /** Labels, and a list without a cycle. */
    public boolean repOK() {
        if (labels == null) {
            return false;
        }
        java.util.List<Entry> seen = new java.util.ArrayList<>();
        for (Entry e = first; e != null; e = e.next) {
            if (seen.contains(e)) {
                return false;
            }
            seen.add(e);
        }
        return true;
    }

    /** The index of the name among the labels of the entries, or -1. */
    public int find(String name) {
        int i = 0;
        for (Entry e = first; e != null && i < labels.length; e = e.next, i++) {
            if (labels[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    public static void findDriver() {
        Symbolic.keep("labels");
        Directory x = Symbolic.object("X", new Directory());
        System.out.println(x.find(Symbolic.string("name")));
    }
}
