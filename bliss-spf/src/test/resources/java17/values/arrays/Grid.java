package values.arrays;

import bliss.symbolic.Symbolic;

/**
 * Arrays of ints, of strings, of objects and of arrays: each null or an array whose length is a symbolic variable
 * bounded by the scope, with elements decided at their first reads.
 */
public class Grid {

    /*@ invariant true; @*/

    int[] counts;
    String[] labels;
    Object[] items;
    int[][] cells;

    public boolean repOK() {
        return true;
    }

    /** The sum of the counts, -1 without them. */
    public int sumCounts() {
        if (counts == null) {
            return -1;
        }
        int s = 0;
        for (int c : counts) {
            s += c;
        }
        return s;
    }

    /** 'N' without labels, 'E' for none, 'n' for a null first label, else whether it is longer than 1. */
    public String firstLabel() {
        return labels == null ? "N" : labels.length == 0 ? "E" : labels[0] == null ? "n"
                : labels[0].length() > 1 ? "L" : "s";
    }

    /** '-' without a first item, 's' for a string, 'o' for any other object. */
    public String firstItemKind() {
        return items == null || items.length == 0 || items[0] == null ? "-" : items[0] instanceof String ? "s" : "o";
    }

    /** cells[0][0], -1 when there is none. */
    public int corner() {
        return cells == null || cells.length == 0 || cells[0] == null || cells[0].length == 0 ? -1 : cells[0][0];
    }

    public static void sumCountsDriver() {
        System.out.println(Symbolic.object("X", new Grid()).sumCounts());
    }

    public static void firstLabelDriver() {
        System.out.println(Symbolic.object("X", new Grid()).firstLabel());
    }

    public static void firstItemKindDriver() {
        System.out.println(Symbolic.object("X", new Grid()).firstItemKind());
    }

    public static void cornerDriver() {
        System.out.println(Symbolic.object("X", new Grid()).corner());
    }
}
