package bliss.spf.heap;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.subjects.Tree;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.Vm;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The input heap's contract for techniques: input values, labels, scope, and undo by the trail. */
class InputHeapTest {

    final ClassLayout layout = ClassLayout.of(Tree.class);
    final Vm vm = new Vm(Tree.class.getClassLoader());
    final InputHeap heap = new InputHeap(vm, layout, 2);
    final ClassShape header = layout.header();
    final ClassShape node = layout.shape("Node").orElseThrow();
    final FieldShape root = header.field("root").orElseThrow();
    final FieldShape left = node.field("left").orElseThrow();
    final FieldShape key = node.field("key").orElseThrow();

    @Test
    void newObjectsHaveUninitializedReferencesAndSymbolicPrimitives() {
        InputObject x = heap.create(header, "X");
        InputObject n = heap.create(node, null);
        assertSame(HeapAccess.UNINITIALIZED, heap.input(x, root));
        assertSame(HeapAccess.UNINITIALIZED, heap.access().read(n, left));
        assertTrue(heap.input(n, key) instanceof Var v && v.name().equals("N1.key"), "" + heap.input(n, key));
        assertEquals(1, heap.count(node));
    }

    @Test
    void theScopeCountsNodesAndTheHeaderHasOnlyTheReceiver() {
        heap.create(header, "X");
        assertFalse(heap.canCreate(header));
        assertTrue(heap.canCreate(node));
        heap.create(node, null);
        heap.create(node, null);
        assertFalse(heap.canCreate(node), "scope 2");
    }

    @Test
    void backtrackingUndoesDecisionsLabelsAndObjects() {
        InputObject x = heap.create(header, "X");
        heap.setReceiver(x);
        heap.setLabel(x, 0b1);
        // a choice point: everything older is logged from here on
        int mark = vm.trail.mark();
        int size = heap.size();
        vm.trail.setHorizon(vm.births());
        InputObject n = heap.create(node, null);
        heap.decide(x, root, n);
        heap.setLabel(x, 0b110);
        heap.setLabel(n, 0b10);
        assertSame(n, heap.input(x, root));
        assertEquals(0b110, heap.label(x));
        // backtrack
        vm.trail.undoTo(mark);
        heap.truncate(size);
        assertSame(HeapAccess.UNINITIALIZED, heap.input(x, root));
        assertSame(HeapAccess.UNINITIALIZED, x.r[heap.field(root).index], "the current value is undone too");
        assertEquals(0b1, heap.label(x));
        assertEquals(0, heap.count(node));
        assertEquals(1, heap.objects().size());
    }

    @Test
    void aWriteBeyondTheHorizonIsNotLogged() {
        InputObject x = heap.create(header, "X");
        vm.trail.setHorizon(vm.births());
        InputObject young = heap.create(node, null);
        int mark = vm.trail.mark();
        heap.decide(young, left, null); // born after the horizon: backtracking drops it anyway
        assertEquals(mark, vm.trail.mark());
        heap.decide(x, root, young);
        assertEquals(mark + 2, vm.trail.mark(), "input value and current value of an older object");
        assertNull(heap.input(young, left));
    }
}
