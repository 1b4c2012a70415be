package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.spf.vm.Cells;

/**
 * A place of the input heap that lazy initialization decides at its first read, outside the layout's references: a
 * field of an input object or of a value object that holds a value, a primitive field of a value object, an
 * element of an input array, or a reference argument of the analysed method.
 *
 * @param holder       the storage of the current value (the object or the array)
 * @param input        the storage of the input value (the object's or array's input cells)
 * @param index        the slot in both
 * @param kind         what it holds ({@link FieldKind}; a REFERENCE for an element of an array of nodes)
 * @param descriptor   the JVM descriptor of its declared type
 * @param typeVariable the type variable it is declared with, or null
 * @param origin       the field it belongs to (the array's field for an element): the scope bounds the objects made
 *                     for it; null for an argument
 * @param node         for an element of an array of nodes, the class of its nodes; for an argument
 *                     ({@link bliss.spf.vm.LazyArgument}, then also holder and input), its class; else null
 * @param name         its name in results and variable names ({@code N1.name}, {@code X.table[2]})
 */
public record InputSlot(Cells holder, Cells input, int index, FieldKind kind, String descriptor, String typeVariable,
                        FieldShape origin, ClassShape node, String name) {

    /** Whether it holds a primitive (a fresh variable at its first read, no choice). */
    public boolean isPrimitive() {
        return descriptor.charAt(0) != 'L' && descriptor.charAt(0) != '[';
    }

    @Override
    public String toString() {
        return name;
    }
}
