package bliss.spf.explore;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.layout.Shape;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The input of a path as lazy initialization decided it (the paper's partially symbolic structure): the input objects
 * in creation order, and per object the input value of each field of its layout class: for a reference field another
 * node, null, or {@link HeapAccess#UNINITIALIZED} (never read on the path); for a primitive field its symbolic
 * variable. Immutable: a copy taken when the path ended.
 */
public final class PartialStructure {

    /** One input object. */
    public static final class Node {
        private final int index;
        private final String name;
        private final ClassShape shape;
        private final Object[] values;

        private Node(int index, String name, ClassShape shape) {
            this.index = index;
            this.name = name;
            this.shape = shape;
            this.values = new Object[shape.fields().size()];
        }

        /** Position in creation order. */
        public int index() {
            return index;
        }

        /** The name in results and variable names: the driver's for the receiver, N1, N2, ... otherwise. */
        public String name() {
            return name;
        }

        public ClassShape shape() {
            return shape;
        }

        /**
         * The input value of a field of this node's class: a {@link Node}, null or {@link HeapAccess#UNINITIALIZED}
         * for a reference field, the symbolic variable (an {@code Expr}) for a primitive one.
         */
        public Object value(FieldShape field) {
            List<FieldShape> fields = shape.fields();
            for (int i = 0; i < values.length; i++) { // a handful of fields; the layout's own instances match first
                if (fields.get(i) == field) {
                    return values[i];
                }
            }
            int i = fields.indexOf(field);
            if (i < 0) {
                throw new IllegalArgumentException(field + " is not a field of " + shape.javaName());
            }
            return values[i];
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private final ClassLayout layout;
    private final List<Node> nodes;
    private final Node receiver;

    private PartialStructure(ClassLayout layout, List<Node> nodes, Node receiver) {
        this.layout = layout;
        this.nodes = nodes;
        this.receiver = receiver;
    }

    /** A copy of the input heap's input values. */
    public static PartialStructure of(InputHeap heap) {
        List<InputObject> objects = heap.objects();
        List<Node> nodes = new ArrayList<>(objects.size());
        for (InputObject o : objects) {
            nodes.add(new Node(o.index(), o.name(), o.shape()));
        }
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            Object[] values = n.values;
            heap.inputs(objects.get(i), values);
            for (int f = 0; f < values.length; f++) {
                if (values[f] instanceof InputObject t) {
                    values[f] = nodes.get(t.index());
                }
            }
        }
        InputObject r = heap.receiver();
        return new PartialStructure(heap.layout(), Collections.unmodifiableList(nodes),
                r == null ? null : nodes.get(r.index()));
    }

    public ClassLayout layout() {
        return layout;
    }

    /** The input objects in creation order. */
    public List<Node> nodes() {
        return nodes;
    }

    /** The receiver of the analysed method (the root of the structure), or null when the path made none. */
    public Node receiver() {
        return receiver;
    }

    /** Reads input values, for {@link Shape} and {@link bliss.layout.BreadthFirstNumbering}. */
    public HeapAccess<Node> access() {
        return ACCESS;
    }

    /** The shape reachable from the receiver, an uninitialized field counted as null (how structures are counted). */
    public Shape shape() {
        return Shape.of(layout, receiver, ACCESS);
    }

    private static final HeapAccess<Node> ACCESS = new HeapAccess<>() {
        @Override
        public ClassShape classOf(Node node) {
            return node.shape;
        }

        @Override
        public Object read(Node node, FieldShape field) {
            return node.value(field);
        }
    };

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Node n : nodes) {
            sb.append(sb.length() == 0 ? "" : " ").append(n.name).append('{');
            List<FieldShape> fields = n.shape.fields();
            for (int f = 0; f < fields.size(); f++) {
                Object v = n.values[f];
                sb.append(f == 0 ? "" : ", ").append(fields.get(f).name()).append('=')
                        .append(v == HeapAccess.UNINITIALIZED ? "?" : v);
            }
            sb.append('}');
        }
        return sb.toString();
    }
}
