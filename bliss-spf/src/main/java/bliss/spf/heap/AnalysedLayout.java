package bliss.spf.heap;

import bliss.layout.ClassLayout;

/**
 * The layout an analysis runs on: the classes of the header's declared field types (and theirs, transitively), plus
 * the concrete subclasses of those node classes among the analysed classes (the header's package and below). On the
 * JVM a field declared {@code Node} may hold any subclass (OpenJDK's {@code HashMap.TreeNode} in the table's bins),
 * so lazy initialization makes objects of each of them ({@link AllCandidates}), all counted against the scope of
 * their topmost layout class ({@link InputHeap#canCreate}).
 */
public final class AnalysedLayout {

    private AnalysedLayout() {
    }

    /**
     * @return the layout of {@code className} with the node classes' subclasses it may meet
     * @throws bliss.layout.LayoutException when a class file of the layout cannot be found or read
     */
    public static ClassLayout of(String className, ClassLoader loader) {
        return ClassLayout.of(className, loader, AnalysedClasses.near(loader, className.replace('.', '/')));
    }
}
