package bliss.layout;

import bliss.subjects.BinTree;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClassLayoutTest {

    /** A doubly linked chain, to see back pointers and node headers. */
    static class Chain {
        Link first;
        int size;
    }

    static class Link {
        int value;
        Link next;
        Link previous;
        @bliss.symbolic.BackPointer
        Chain owner;
    }

    @Test
    void binTreeHasOneNodeClassWithFieldsInDeclarationOrder() {
        ClassLayout layout = ClassLayout.of(BinTree.class);
        assertEquals("bliss/subjects/BinTree", layout.header().name());
        assertFalse(layout.header().node());
        ClassShape node = layout.nodeClasses().get(0);
        assertEquals(1, layout.nodeClasses().size());
        assertEquals("Node", node.simpleName());
        assertEquals(List.of("left", "right", "key"), node.fields().stream().map(FieldShape::name).toList());
        assertEquals(List.of("left", "right"), node.backboneFields().stream().map(FieldShape::name).toList());
        assertEquals(FieldKind.INT, node.field("key").orElseThrow().kind());
    }

    @Test
    void backPointersByNameAndByAnnotation() {
        ClassLayout layout = ClassLayout.of(Chain.class);
        ClassShape link = layout.shape("Link").orElseThrow();
        assertEquals(List.of("next"), link.backboneFields().stream().map(FieldShape::name).toList());
        assertTrue(link.field("previous").orElseThrow().backPointer());
        assertTrue(link.field("owner").orElseThrow().backPointer());
        // A back pointer to the header (owner) does not make the header a node.
        assertFalse(layout.header().node());
        assertTrue(link.node());
    }

    static class SelfList {
        int value;
        SelfList next;
    }

    @Test
    void aClassReachingItselfThroughTheBackboneIsItsOwnNode() {
        ClassLayout layout = ClassLayout.of(SelfList.class);
        assertTrue(layout.header().node());
        assertEquals(1, layout.classes().size());
    }

    @Test
    void fingerprintChangesWithTheLayout() {
        assertNotEquals(ClassLayout.of(BinTree.class).fingerprint(), ClassLayout.of(Chain.class).fingerprint());
        assertEquals(ClassLayout.of(BinTree.class).fingerprint(), ClassLayout.of(BinTree.class).fingerprint());
    }

    @Test
    void unknownClassIsALayoutError() {
        LayoutException e = assertThrows(LayoutException.class,
                () -> ClassLayout.of("no.such.Thing", getClass().getClassLoader()));
        assertTrue(e.getMessage().contains("no.such.Thing"), e.getMessage());
    }

    @Test
    void shapesOfIsomorphicTreesAreEqualAndNumberedBreadthFirst() {
        ClassLayout layout = ClassLayout.of(BinTree.class);
        ObjectHeap heap = new ObjectHeap(layout, getClass().getClassLoader());
        BinTree a = new BinTree();
        a.add(5);
        a.add(3);
        a.add(8);
        a.add(4);
        BinTree b = new BinTree();
        b.add(50);
        b.add(30);
        b.add(80);
        b.add(40);
        assertEquals(Shape.of(layout, a, heap), Shape.of(layout, b, heap));
        assertEquals("BinTree{root=N0} N0{left=N1,right=N2} N1{left=null,right=N3} N2{left=null,right=null} "
                + "N3{left=null,right=null}", Shape.of(layout, a, heap).toString());
        BinTree c = new BinTree();
        c.add(5);
        c.add(3);
        c.add(8);
        c.add(9);
        assertNotEquals(Shape.of(layout, a, heap), Shape.of(layout, c, heap));
    }
}
