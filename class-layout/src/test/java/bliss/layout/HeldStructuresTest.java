package bliss.layout;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Fields of interface type that hold another structure ({@link HeldStructures}), on small classes of our own. */
class HeldStructuresTest {

    interface Store {
    }

    /** A store holding nodes: the one class a Store field can hold a structure of. */
    static class Cells implements Store {
        Cell first;
        int size;
    }

    static class Cell {
        int value;
        Cell next;
    }

    /** A view of another store (as a sub-map views its map): not a structure of its own. */
    static class CellsView implements Store {
        Cells of;
    }

    /** A store without nodes: a value. */
    static class Label implements Store {
        int id;
    }

    /** A wrapper over a store, whose invariant reads it; its cache is never read by repOK. */
    static class Wrapper {
        Store store;
        Store cache;

        boolean repOK() {
            return store instanceof Cells;
        }
    }

    interface Pair {
    }

    static class Left implements Pair {
        Cell cell;
    }

    static class Right implements Pair {
        Cell cell;
    }

    /** A field whose type two classes holding nodes implement: which one is there is not the layout's to say. */
    static class Either {
        Pair pair;

        boolean repOK() {
            return pair != null;
        }
    }

    /**
     * A chain whose entries hold keys declared {@code Object} (as Commons Collections' {@code HashEntry}), read by
     * repOK: analysed alone, Entry is the one class holding nodes that is no view, and an Object is any class.
     */
    static class Keyed {
        Entry first;

        boolean repOK() {
            return first == null || first.key != null;
        }
    }

    static class Entry {
        Entry next;
        Object key;
    }

    private static final List<String> ANALYSED = List.of("Store", "Cells", "Cell", "CellsView", "Label", "Wrapper",
            "Pair", "Left", "Right", "Either").stream().map(n -> "bliss/layout/HeldStructuresTest$" + n).toList();

    private static ClassLayout layout(Class<?> c, List<String> analysed) {
        return ClassLayout.of(c.getName(), HeldStructuresTest.class.getClassLoader(), analysed);
    }

    @Test
    void aFieldRepOkReadsHoldsTheOneClassWithNodesThatIsNoView() {
        ClassLayout layout = layout(Wrapper.class, ANALYSED);
        FieldShape store = layout.header().field("store").orElseThrow();
        assertEquals(FieldKind.REFERENCE, store.kind(), layout.describe());
        assertEquals("bliss/layout/HeldStructuresTest$Cells", store.target());
        assertEquals("Lbliss/layout/HeldStructuresTest$Store;", store.descriptor(), "the declared type stays");
        assertTrue(store.isBackbone());
        assertEquals(FieldKind.OBJECT, layout.header().field("cache").orElseThrow().kind(), "repOK does not read it");
        assertEquals(List.of("Wrapper", "Cells", "Cell"), layout.classes().stream().map(ClassShape::simpleName)
                .toList());
        assertFalse(layout.header().node());
        assertTrue(layout.shape("Cells").orElseThrow().node());
    }

    @Test
    void twoClassesWithNodesLeaveTheFieldAValue() {
        ClassLayout layout = layout(Either.class, ANALYSED);
        assertEquals(FieldKind.OBJECT, layout.header().field("pair").orElseThrow().kind());
        assertEquals(1, layout.classes().size());
    }

    @Test
    void aFieldDeclaredObjectStaysAValue() {
        ClassLayout layout = layout(Keyed.class, List.of("bliss/layout/HeldStructuresTest$Keyed",
                "bliss/layout/HeldStructuresTest$Entry"));
        assertEquals(FieldKind.OBJECT, layout.shape("Entry").orElseThrow().field("key").orElseThrow().kind(),
                layout.describe());
        assertEquals(List.of("Keyed", "Entry"), layout.classes().stream().map(ClassShape::simpleName).toList());
    }

    @Test
    void withoutTheAnalysedClassesNothingIsFollowed() {
        ClassLayout layout = layout(Wrapper.class, List.of());
        assertEquals(FieldKind.OBJECT, layout.header().field("store").orElseThrow().kind());
        assertEquals(1, layout.classes().size());
    }
}
