package bliss.spf.symsolve;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.util.List;

/**
 * An uninitialized reference field of a question's structure and the values lazy initialization offers for it: null,
 * objects of the structure, and {@link #NEW}, an object not in the structure yet (its fields all free). LISSA asks
 * about all of them at once ({@link StructureOracle#answerEach}): one search of repOK's paths, in which the field is
 * one more choice, answers every value; the part of the search before repOK reads the field is shared by all.
 *
 * @param owner  the object whose field it is
 * @param field  a reference field of its class
 * @param target the class a new object would have (the field's class)
 * @param values the values asked about, each null, an object of the structure, or {@link #NEW}
 * @param <T>    the asking run's objects
 */
public record OpenField<T>(T owner, FieldShape field, ClassShape target, List<Object> values) {

    /** An object not yet in the structure. */
    public static final Object NEW = new Object() {
        @Override
        public String toString() {
            return "new";
        }
    };

    public OpenField {
        values = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(values));
    }

    /** The same field with only the values at {@code indices}. */
    OpenField<T> only(List<Integer> indices) {
        return new OpenField<>(owner, field, target, indices.stream().map(values::get).toList());
    }
}
