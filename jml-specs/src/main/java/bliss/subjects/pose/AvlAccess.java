package bliss.subjects.pose;

import bliss.subjects.AvlTree;
import bliss.subjects.AvlTree.AvlNode;
import bliss.symbolic.Symbolic;

/**
 * The access methods of the POSE paper's AVL tree subject ({@code avl_findMax}, {@code avl_findMin},
 * {@code avl_maxElement}, {@code avl_minElement}) over the bundled {@link AvlTree}, each with its driver (a symbolic
 * tree {@code X}, the call in try/catch): {@code ./bliss analyze --class AvlTree --driver
 * bliss.subjects.pose.AvlAccess.maxElement --method maxElement}. {@code avl_find} is {@link AvlTree#contains}.
 */
public final class AvlAccess {

    private AvlAccess() {
    }

    /** The largest element along the right spine; {@code Integer.MIN_VALUE} for the empty tree. */
    public static int findMax(AvlTree t) {
        AvlNode n = t.root;
        if (n == null) {
            return Integer.MIN_VALUE;
        }
        while (n.right != null) {
            n = n.right;
        }
        return n.element;
    }

    /** The smallest element along the left spine; {@code Integer.MAX_VALUE} for the empty tree. */
    public static int findMin(AvlTree t) {
        AvlNode n = t.root;
        if (n == null) {
            return Integer.MAX_VALUE;
        }
        while (n.left != null) {
            n = n.left;
        }
        return n.element;
    }

    /** The largest element, found by comparing each node's with the largest of both its subtrees (the paper's). */
    public static int maxElement(AvlTree t) {
        return t.root == null ? Integer.MIN_VALUE : maxElement(t.root);
    }

    private static int maxElement(AvlNode n) {
        int max = n.element;
        if (n.left != null) {
            int l = maxElement(n.left);
            if (l > max) {
                max = l;
            }
        }
        if (n.right != null) {
            int r = maxElement(n.right);
            if (r > max) {
                max = r;
            }
        }
        return max;
    }

    /** The smallest element, as {@link #maxElement}. */
    public static int minElement(AvlTree t) {
        return t.root == null ? Integer.MAX_VALUE : minElement(t.root);
    }

    private static int minElement(AvlNode n) {
        int min = n.element;
        if (n.left != null) {
            int l = minElement(n.left);
            if (l < min) {
                min = l;
            }
        }
        if (n.right != null) {
            int r = minElement(n.right);
            if (r < min) {
                min = r;
            }
        }
        return min;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Drivers

    public static void findMax() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        try {
            findMax(X);
        } catch (Throwable e) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void findMin() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        try {
            findMin(X);
        } catch (Throwable e) {
            // see findMax
        }
    }

    public static void maxElement() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        try {
            maxElement(X);
        } catch (Throwable e) {
            // see findMax
        }
    }

    public static void minElement() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        try {
            minElement(X);
        } catch (Throwable e) {
            // see findMax
        }
    }
}
