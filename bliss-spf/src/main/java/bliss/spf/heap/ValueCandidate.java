package bliss.spf.heap;

import bliss.spf.vm.Cells;
import bliss.spf.vm.VmClass;

import java.util.List;

/**
 * One value lazy initialization may give an uninitialized input field that holds a value outside the layout
 * (docs/engine.md, "Input values of every type").
 *
 * @param kind    which value
 * @param object  the enum constant ({@link Kind#CONSTANT}), the input object ({@link Kind#ALIAS}), the object or
 *                array a static final field holds ({@link Kind#HELD})
 * @param cls     the class of a fresh box ({@link Kind#BOX}); the declared type of a fresh object
 *                ({@link Kind#OBJECT}); the class of a fresh array ({@link Kind#ARRAY}); the collection model of a
 *                collection in input form ({@link Kind#CONTENTS})
 * @param classes the classes a fresh object may be ({@link Kind#OBJECT}), or those an aliased object of undecided
 *                class may still be once it is the field's value ({@link Kind#ALIAS}); the classes of the elements of
 *                a collection ({@link Kind#CONTENTS}: a map's keys' and values')
 * @param size    the number of elements of a collection ({@link Kind#CONTENTS}); else 0
 */
public record ValueCandidate(Kind kind, Cells object, VmClass cls, List<VmClass> classes, int size) {

    public enum Kind {
        /** null. */
        NULL,
        /** An enum constant. */
        CONSTANT,
        /** A fresh box of a fresh symbolic primitive. */
        BOX,
        /** A fresh string whose text is a fresh symbolic variable. */
        STRING,
        /** An object of the input heap already there (a node, or a value object of a compatible class). */
        ALIAS,
        /** The object or array a static final field of a layout class holds ({@link HeldStatics}). */
        HELD,
        /** A fresh object whose class is decided lazily among {@code classes}. */
        OBJECT,
        /** A fresh node of the layout (an element of an array of nodes). */
        NODE,
        /** A fresh input array of {@code cls}, its length a variable in 0..scope. */
        ARRAY,
        /**
         * A fresh collection of model {@code cls} in input form holding {@code size} fresh values of
         * {@code classes} ({@link bliss.spf.vm.InputContents}): a field of a JDK collection type.
         */
        CONTENTS,
        /**
         * The values of the place's type {@code cls} the engine does not make symbolic (a {@code Class} other than
         * null; a new object of a type no class of the analysed code outside the layout is and no driver named
         * classes for): taking it ends the path as unsupported, so that they are named, not silently left out.
         */
        UNSUPPORTED
    }

    public static final ValueCandidate NULL = new ValueCandidate(Kind.NULL, null, null, null, 0);

    public static final ValueCandidate STRING = new ValueCandidate(Kind.STRING, null, null, null, 0);

    public static ValueCandidate constant(Cells constant) {
        return new ValueCandidate(Kind.CONSTANT, constant, null, null, 0);
    }

    public static ValueCandidate box(VmClass boxClass) {
        return new ValueCandidate(Kind.BOX, null, boxClass, null, 0);
    }

    public static ValueCandidate alias(Cells existing, List<VmClass> classes) {
        return new ValueCandidate(Kind.ALIAS, existing, null, classes, 0);
    }

    static ValueCandidate held(HeldStatics.Held held) {
        return new ValueCandidate(Kind.HELD, held.object(), held.cls(), null, 0);
    }

    public static ValueCandidate object(VmClass declared, List<VmClass> classes) {
        return new ValueCandidate(Kind.OBJECT, null, declared, List.copyOf(classes), 0);
    }

    public static ValueCandidate node(VmClass nodeClass) {
        return new ValueCandidate(Kind.NODE, null, nodeClass, null, 0);
    }

    public static ValueCandidate array(VmClass arrayClass) {
        return new ValueCandidate(Kind.ARRAY, null, arrayClass, null, 0);
    }

    /**
     * @requires elements holds the class of the elements (a map's keys), then for a map the values' class
     */
    public static ValueCandidate contents(VmClass collection, List<VmClass> elements, int size) {
        return new ValueCandidate(Kind.CONTENTS, null, collection, List.copyOf(elements), size);
    }

    public static ValueCandidate unsupported(VmClass declared) {
        return new ValueCandidate(Kind.UNSUPPORTED, null, declared, null, 0);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case NULL -> "null";
            case CONSTANT, ALIAS, HELD -> object.toString();
            case BOX -> "new " + cls.javaName();
            case STRING -> "a string";
            case OBJECT -> "new " + classes;
            case NODE, ARRAY -> "new " + cls.javaName();
            case CONTENTS -> cls.javaName() + " of " + size;
            case UNSUPPORTED -> "any other " + cls.javaName();
        };
    }
}
