package bliss.layout;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A class of a layout with its instance fields in declaration order (fields of superclasses first). Immutable; the
 * derived field lists are computed once, since the engine and the enumerator ask for them on every step.
 */
public final class ClassShape {

    private final String name;
    private final List<FieldShape> fields;
    private final boolean node;
    private final List<FieldShape> referenceFields;
    private final List<FieldShape> backboneFields;
    private final List<FieldShape> nodeArrayFields;

    /**
     * @param name   internal name ({@code bliss/subjects/TreeSet$Entry})
     * @param fields instance fields in declaration order
     * @param node   true for a node class (counted by the scope), false for the header class
     */
    public ClassShape(String name, List<FieldShape> fields, boolean node) {
        this.name = name;
        this.fields = List.copyOf(fields);
        this.node = node;
        this.referenceFields = this.fields.stream().filter(FieldShape::isReference).toList();
        this.backboneFields = this.fields.stream().filter(FieldShape::isBackbone).toList();
        this.nodeArrayFields = this.fields.stream().filter(FieldShape::isNodeArray).toList();
    }

    /** Internal name: {@code bliss/subjects/TreeSet$Entry}. */
    public String name() {
        return name;
    }

    /** Instance fields in declaration order. */
    public List<FieldShape> fields() {
        return fields;
    }

    /** True for a node class (counted by the scope), false for the header class. */
    public boolean node() {
        return node;
    }

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
        return referenceFields;
    }

    /** Arrays of nodes ({@link FieldShape#isNodeArray}), in declaration order. */
    public List<FieldShape> nodeArrayFields() {
        return nodeArrayFields;
    }

    /** Backbone fields, in declaration order: the ones breadth-first numbering follows. */
    public List<FieldShape> backboneFields() {
        return backboneFields;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ClassShape c && c.name.equals(name) && c.node == node && c.fields.equals(fields);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, node);
    }

    @Override
    public String toString() {
        return (node ? "node " : "header ") + name;
    }
}
