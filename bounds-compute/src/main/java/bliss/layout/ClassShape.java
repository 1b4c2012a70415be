package bliss.layout;

import java.util.List;
import java.util.Optional;

/**
 * A class of a layout with its instance fields in declaration order (fields of superclasses first).
 *
 * @param name       internal name ({@code bliss/subjects/TreeSet$Entry})
 * @param fields     instance fields in declaration order
 * @param node       true for a node class (counted by the scope), false for the header class
 */
public record ClassShape(String name, List<FieldShape> fields, boolean node) {

    /** The simple name: {@code Entry} for {@code bliss/subjects/TreeSet$Entry}. */
    public String simpleName() {
        return ClassLayout.simpleName(name);
    }

    /** The Java name: {@code bliss.subjects.TreeSet$Entry}. */
    public String javaName() {
        return name.replace('/', '.');
    }

    public Optional<FieldShape> field(String fieldName) {
        return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
    }

    /** Reference fields to classes of the layout, in declaration order. */
    public List<FieldShape> referenceFields() {
        return fields.stream().filter(FieldShape::isReference).toList();
    }

    /** Backbone fields, in declaration order: the ones breadth-first numbering follows. */
    public List<FieldShape> backboneFields() {
        return fields.stream().filter(FieldShape::isBackbone).toList();
    }
}
