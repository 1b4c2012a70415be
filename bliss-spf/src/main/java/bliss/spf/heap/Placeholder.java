package bliss.spf.heap;

import bliss.layout.HeapAccess;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmObject;

import java.util.Arrays;

/**
 * What a hand-written hybrid precondition reads from a still uninitialized reference field (the paper's
 * {@code SYMBOLIC_BinTreeNode}): {@code Symbolic.isSymbolic(o)} is true for it, and any read of one of its fields
 * ends the check with "possible". Each read gives a distinct placeholder, so that two unknown fields are never
 * taken for the same object.
 */
final class Placeholder extends VmObject {

    Placeholder(VmClass cls, int hash, long birth) {
        super(cls, hash, birth);
        Arrays.fill(r, HeapAccess.UNINITIALIZED);
    }
}
