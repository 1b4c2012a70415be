package bliss.layout;

/**
 * One instance field of a class in a layout.
 *
 * @param owner        internal name of the declaring class ({@code bliss/subjects/TreeSet$Entry})
 * @param name         field name
 * @param descriptor   JVM descriptor
 * @param kind         what it holds
 * @param target       for a {@link FieldKind#REFERENCE}: internal name of the class it holds (its declared class, or
 *                     for a field declared with an interface that holds another structure the one class that can be
 *                     there, {@link HeldStructures}); for an array of nodes ({@link #isNodeArray}) the class of its
 *                     elements; else null
 * @param backPointer  true for a back pointer ({@code parent}, {@code previous}): not part of the backbone
 * @param typeVariable the type variable the field is declared with ({@code K} for {@code K key}; for an array, its
 *                     elements': {@code E} for {@code E[] elements}), or null
 */
public record FieldShape(String owner, String name, String descriptor, FieldKind kind, String target,
                         boolean backPointer, String typeVariable) {

    public boolean isReference() {
        return kind == FieldKind.REFERENCE;
    }

    /** An array whose elements are nodes of the layout ({@code Node[] table}): they take part in structures. */
    public boolean isNodeArray() {
        return kind == FieldKind.ARRAY && target != null;
    }

    /**
     * An INT field the JVM holds as a reference: an enum (the int is its ordinal) or a generic key (an Integer
     * with that value).
     */
    public boolean isBoxed() {
        return kind == FieldKind.INT && descriptor.charAt(0) == 'L';
    }

    /** A field of an enum type (an INT whose values are the constants' ordinals). */
    public boolean isEnum() {
        return isBoxed() && !descriptor.equals("Ljava/lang/Object;") && !descriptor.equals("Ljava/lang/Comparable;");
    }

    /**
     * Backbone fields are the forward references followed by the breadth-first numbering of nodes: every
     * reference field of the layout that is not a back pointer.
     */
    public boolean isBackbone() {
        return kind == FieldKind.REFERENCE && !backPointer;
    }
}
