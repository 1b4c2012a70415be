package bliss.bounds;

import bliss.UserError;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;

import java.util.ArrayList;
import java.util.List;

/**
 * The atoms of the relational universe for a class at a scope: the root object first, then the nodes
 * {@code N0..N(k-1)} in canonical (breadth-first) order, then {@code null}.
 *
 * <p>The root is the header object ({@code TreeSet}) when the header is not a node class; when the header is its
 * own node class (a list analysed on its nodes), the root is {@code N0}. Objects are named by class and index as
 * in {@link FieldBounds}: the header is index 0, nodes are {@code 0..k-1}.
 *
 * <p>The canonical order is stated for one node class (every bundled subject has one); a layout with several
 * node classes is reported as unsupported.
 */
public final class HeapAtoms {

    private final ClassLayout layout;
    private final int scope;
    private final ClassShape node;
    private final boolean rootIsNode;
    private final List<String> names = new ArrayList<>();
    private final IntLevels levels;
    private final int firstLevel;

    /** @return whether bounds can be computed for the layout: it has exactly one node class */
    public static boolean supports(ClassLayout layout) {
        return layout.nodeClasses().size() == 1;
    }

    /** @throws UserError naming the techniques that need no bounds, unless {@link #supports} the layout */
    public static void requireSupported(ClassLayout layout) {
        List<ClassShape> nodes = layout.nodeClasses();
        if (!supports(layout)) {
            throw new UserError("bounds (bli, rbli, bliss, blissdb) support exactly one node class; "
                    + layout.header().simpleName() + " has "
                    + (nodes.isEmpty() ? "none" : nodes.stream().map(ClassShape::simpleName).toList())
                    + ": use li, lissa, lissa-m or pli (repOK), which need no bounds");
        }
    }

    /** Atoms without int levels (enough for field bounds bookkeeping). */
    public HeapAtoms(ClassLayout layout, int scope) {
        this(layout, scope, new IntLevels(0, 0, 0, 0));
    }

    HeapAtoms(ClassLayout layout, int scope, IntLevels levels) {
        if (scope < 1 || scope > 63) {
            throw new UserError("bounds need a scope from 1 to 63, got " + scope);
        }
        requireSupported(layout);
        List<ClassShape> nodes = layout.nodeClasses();
        this.layout = layout;
        this.scope = scope;
        this.node = nodes.get(0);
        this.rootIsNode = layout.header().node();
        if (!rootIsNode) {
            names.add(layout.header().simpleName());
        }
        for (int j = 0; j < scope; j++) {
            names.add("N" + j);
        }
        names.add("null");
        this.levels = levels;
        this.firstLevel = names.size();
        for (int v = levels.lo + 1; v <= levels.hi; v++) {
            names.add("#" + v);
        }
    }

    IntLevels levels() {
        return levels;
    }

    /** The universe index of int level v ({@code lo < v <= hi}). */
    int levelAtom(int v) {
        return firstLevel + levels.index(v);
    }

    public ClassLayout layout() {
        return layout;
    }

    public int scope() {
        return scope;
    }

    /** The node class. */
    public ClassShape nodeClass() {
        return node;
    }

    /** True when the root object is node {@code N0} (the header class is its own node class). */
    public boolean rootIsNode() {
        return rootIsNode;
    }

    /** Atom names, in universe order: root, nodes, null, int levels. */
    public List<String> names() {
        return names;
    }

    public int size() {
        return names.size();
    }

    /** The universe index of node {@code j}. */
    public int nodeAtom(int j) {
        return rootIsNode ? j : j + 1;
    }

    /** The universe index of the root object. */
    public int rootAtom() {
        return 0;
    }

    public int nullAtom() {
        return firstLevel - 1;
    }

    /** The number of objects of a class: 1 for a header that is not a node, else the scope. */
    public int count(ClassShape c) {
        return c.node() ? scope : 1;
    }

    /** The universe index of object {@code index} of class {@code c}. */
    public int atom(ClassShape c, int index) {
        return c.node() ? nodeAtom(index) : rootAtom();
    }

    /** The name of object {@code index} of class {@code c} ({@code N3}, {@code TreeSet}), or "null" for -1. */
    public String name(ClassShape c, int index) {
        return index < 0 ? "null" : names.get(atom(c, index));
    }

    /** The class of a field's target. */
    public ClassShape shape(String internalName) {
        return layout.shape(internalName).orElseThrow();
    }
}
