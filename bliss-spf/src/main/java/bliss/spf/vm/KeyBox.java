package bliss.spf.vm;

/**
 * The {@code Integer} a generic field of the layout's key convention holds ({@code K key} of a {@code Node<K>}, an
 * int variable of the layout read as a box: {@link InputValues}). Unlike an input value object or a box the program
 * made, it stands for an int the layout chose, so an identity comparison of it with an object a static field holds
 * is the model's to refuse ({@code bliss.spf.heap.HeldStatics#refuseKeyComparison}).
 */
public final class KeyBox extends VmObject {

    KeyBox(VmClass integer, int hash, long birth) {
        super(integer, hash, birth);
    }
}
