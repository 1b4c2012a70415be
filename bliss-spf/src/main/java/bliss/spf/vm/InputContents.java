package bliss.spf.vm;

import java.util.List;

/**
 * A JDK collection in input form (docs/engine.md, "A JDK collection in a field: an input of its contents"): an
 * object of a collection model ({@code java.util.ArrayList}, {@code HashMap}, ...) that the engine made without a
 * constructor for an input field, holding only its pending contents: its keys (a list's, set's or deque's elements,
 * a map's keys) and, for a map, the values, each a fresh symbolic value or a box of one. At its first use, the first
 * call of any of its methods, the interpreter runs the model's own {@code inflateInput(Object[], Object[])} first
 * ({@link #INFLATE}), which adds the contents in order through the collection's API, so the branches of hashing and
 * comparing are the path's, in whichever VM runs it. The contents are the input value and never change: the live
 * object is what the path then mutates.
 */
public final class InputContents extends VmObject {

    /** The model method the interpreter calls at the object's first use. */
    public static final String INFLATE = "inflateInput([Ljava/lang/Object;[Ljava/lang/Object;)V";

    private final List<String> elementTypes;
    private final List<Object> keys;
    private final List<Object> values;
    private boolean pending = true;

    /**
     * @param elementTypes the internal names of the elements' class, then for a map of the values' class
     * @requires cls is a collection model with {@link #INFLATE}; values == null, or values.size() == keys.size()
     *           for a map
     */
    public InputContents(VmClass cls, int hash, long birth, List<String> elementTypes, List<Object> keys,
                         List<Object> values) {
        super(cls, hash, birth);
        this.elementTypes = List.copyOf(elementTypes);
        this.keys = List.copyOf(keys);
        this.values = values == null ? null : List.copyOf(values);
    }

    /** The internal names of the elements' class, then for a map of the values' class. */
    public List<String> elementTypes() {
        return elementTypes;
    }

    /** The elements (a map's keys), in the order they are added. */
    public List<Object> keys() {
        return keys;
    }

    /** A map's values, one per key; null for a list, set or deque. */
    public List<Object> values() {
        return values;
    }

    /** How many elements (or entries) the input holds. */
    public int size() {
        return keys.size();
    }

    /** Whether it still waits for its inflation (no method of it ran yet on this path). */
    public boolean pending() {
        return pending;
    }

    /**
     * @requires pending()
     * @effects !pending(), undone by backtracking
     * @return the arguments of {@link #INFLATE} in {@code vm}: the keys and the values (or null) as new arrays
     */
    Object[] inflating(Vm vm) {
        pending = false;
        vm.trail.log(() -> pending = true);
        VmClass objects = vm.classes.arrayClass("[Ljava/lang/Object;");
        return new Object[]{array(vm, objects, keys), values == null ? null : array(vm, objects, values)};
    }

    private static VmArray array(Vm vm, VmClass objects, List<Object> elements) {
        VmArray a = vm.newArray(objects, elements.size());
        for (int i = 0; i < elements.size(); i++) {
            a.r[i] = elements.get(i);
        }
        return a;
    }

    /**
     * @return a fresh object of the same model in input form in {@code vm} (this object's VM), holding the same
     *         contents: what a precondition's copy of the input heap holds where the path holds this one
     */
    public InputContents inputCopy(Vm vm) {
        return vm.newObject((h, b) -> new InputContents(cls, h, b, elementTypes, keys, values));
    }

    @Override
    public String toString() {
        return cls.javaName() + "(" + keys.size() + ")@" + Integer.toHexString(hash);
    }
}
