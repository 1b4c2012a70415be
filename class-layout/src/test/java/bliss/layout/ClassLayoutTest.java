package bliss.layout;

import bliss.subjects.BinTree;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** Fields of every kind. */
    static class Kinds<K, V extends Runnable> {
        enum Own { A, B }

        interface Face {
        }

        abstract static class Abstract {
        }

        Kinds<K, V> next;
        int i;
        boolean z;
        long j;
        char c;
        double d;
        String s;
        Integer boxed;
        Double boxedDouble;
        Own own;
        java.util.concurrent.TimeUnit unit;
        K key;
        V value;
        Object o;
        Face face;
        Abstract abs;
        java.util.Comparator<K> comparator;
        java.util.List<K> list;
        Kinds<K, V>[] nodes;
        int[] ints;
        String[] strings;
    }

    @Test
    void everyFieldIsClassified() {
        ClassLayout layout = ClassLayout.of(Kinds.class);
        Map<String, FieldKind> kinds = new LinkedHashMap<>();
        for (FieldShape f : layout.header().fields()) {
            kinds.put(f.name(), f.kind());
        }
        Map<String, FieldKind> expected = new LinkedHashMap<>();
        expected.put("next", FieldKind.REFERENCE);
        expected.put("i", FieldKind.INT);
        expected.put("z", FieldKind.BOOLEAN);
        expected.put("j", FieldKind.LONG);
        expected.put("c", FieldKind.OTHER);
        expected.put("d", FieldKind.OTHER);
        expected.put("s", FieldKind.STRING);
        expected.put("boxed", FieldKind.BOX);
        expected.put("boxedDouble", FieldKind.BOX);
        expected.put("own", FieldKind.INT);          // the layout's convention: an enum of the analysed code
        expected.put("unit", FieldKind.ENUM);        // a JDK enum
        expected.put("key", FieldKind.INT);          // the convention: a type variable erased to Object
        expected.put("value", FieldKind.OBJECT);     // a type variable erased to an interface
        expected.put("o", FieldKind.OBJECT);
        expected.put("face", FieldKind.OBJECT);
        expected.put("abs", FieldKind.OBJECT);
        expected.put("comparator", FieldKind.OBJECT);
        expected.put("list", FieldKind.OBJECT);
        expected.put("nodes", FieldKind.ARRAY);
        expected.put("ints", FieldKind.ARRAY);
        expected.put("strings", FieldKind.ARRAY);
        assertEquals(expected, kinds);
        assertEquals("K", layout.header().field("key").orElseThrow().typeVariable());
        assertEquals(1, layout.classes().size(), layout.describe()); // no interface, abstract class or enum joins
    }

    @Test
    void aValueClassHasNoConventionsAndNoLayoutReferences() {
        Map<String, FieldKind> kinds = new LinkedHashMap<>();
        for (FieldShape f : ClassLayout.valueFields(Kinds.class.getName(), getClass().getClassLoader())) {
            kinds.put(f.name(), f.kind());
        }
        assertEquals(FieldKind.OBJECT, kinds.get("next"));
        assertEquals(FieldKind.ENUM, kinds.get("own"));
        assertEquals(FieldKind.OBJECT, kinds.get("key"));
        assertEquals(FieldKind.INT, kinds.get("i"));
    }
}
