package bliss.spf.techniques;

import bliss.korat.Enumeration;
import bliss.korat.Enumerator;
import bliss.korat.SubjectFinitizations;
import bliss.layout.ClassLayout;
import bliss.layout.Shape;
import bliss.subjects.Subjects;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A valid structure found by the enumerator (bliss.korat, the oracle: repOK holds), as a graph of reference fields
 * decoded from its {@link Shape} code: objects numbered as the shape numbers them (0 the header), per object its
 * class index and the target of each reference field in declaration order ({@link PartialHeap#NULL} for null).
 */
record ValidStructure(Shape shape, int[] classes, int[][] targets) {

    private static final Map<String, List<ValidStructure>> MEMO = new ConcurrentHashMap<>();

    static ValidStructure decode(ClassLayout layout, Shape shape) {
        int[] code = shape.code();
        List<Integer> cls = new ArrayList<>();
        List<int[]> tgt = new ArrayList<>();
        int i = 0;
        while (i < code.length) {
            int c = code[i++];
            int n = layout.classes().get(c).referenceFields().size();
            int[] t = new int[n];
            for (int f = 0; f < n; f++) {
                t[f] = code[i++];
            }
            cls.add(c);
            tgt.add(t);
        }
        return new ValidStructure(shape, cls.stream().mapToInt(Integer::intValue).toArray(),
                tgt.toArray(int[][]::new));
    }

    /**
     * Every valid shape of a bundled subject with at most {@code scope} nodes, the empty one included when valid.
     * The finitization hints only drop candidates no valid structure needs ({@link SubjectFinitizations}).
     */
    static List<ValidStructure> of(String subject, int scope) {
        return MEMO.computeIfAbsent(subject + "@" + scope, k -> {
            try {
                Class<?> cls = Class.forName(Subjects.byName(subject).orElseThrow().className());
                Enumerator e = SubjectFinitizations.forSubject(subject, scope).applyTo(new Enumerator(cls, scope));
                Enumeration result = e.run();
                List<ValidStructure> out = new ArrayList<>();
                for (Shape s : result.shapes()) {
                    out.add(decode(result.layout(), s));
                }
                return List.copyOf(out);
            } catch (ClassNotFoundException ex) {
                throw new IllegalStateException(ex);
            }
        });
    }

    int size() {
        return classes.length;
    }

    int classOf(int object) {
        return classes[object];
    }

    int target(int object, int field) {
        return targets[object][field];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ValidStructure v && v.shape.equals(shape);
    }

    @Override
    public int hashCode() {
        return shape.hashCode();
    }

    @Override
    public String toString() {
        return shape.toString();
    }
}
