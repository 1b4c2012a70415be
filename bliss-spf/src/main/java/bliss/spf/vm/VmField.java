package bliss.spf.vm;

import bliss.layout.FieldShape;

/** A resolved field: where its value lives (a slot of an object's or a class's {@link Cells}) and its type. */
public final class VmField {

    public final VmClass owner;
    public final String name;
    public final String desc;
    public final boolean isStatic;
    /** The slot index in the object's (or the class's static) cells. */
    public final int index;
    /** Two operand-stack slots (long, double). */
    public final boolean wide;
    /** A reference (object or array) rather than a primitive. */
    public final boolean reference;
    /** The compile-time constant of a static final field, or null. */
    final Object constant;
    /** The field of the analysed class layout this field is, or null (set when the layout is bound). */
    public FieldShape shape;

    VmField(VmClass owner, String name, String desc, boolean isStatic, int index, Object constant) {
        this.owner = owner;
        this.name = name;
        this.desc = desc;
        this.isStatic = isStatic;
        this.index = index;
        this.constant = constant;
        char c = desc.charAt(0);
        this.wide = c == 'J' || c == 'D';
        this.reference = c == 'L' || c == '[';
    }

    @Override
    public String toString() {
        return owner.javaName() + "." + name;
    }
}
