package bliss.experiments;

import bliss.UserError;
import bliss.subjects.Subjects;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The cells an experiment runs: subject methods, each with its scopes, times techniques. Cells are ordered method
 * by method, technique by technique, scopes increasing: the order in which a timeout or OOM at one scope lets the
 * larger ones be skipped, and in which a BLISSDB user would grow the scope.
 */
public record Grid(List<MethodScopes> methods, List<Technique> techniques) {

    /** A subject method and the scopes it is analysed at. */
    public record MethodScopes(String className, String method, List<Integer> scopes) {
        public String methodId() {
            return className + "." + method;
        }
    }

    /** Every method of the paper's Tables I-VII at the table's scopes, with all five techniques. */
    public static Grid paper() {
        List<MethodScopes> ms = new ArrayList<>();
        for (PaperLayout t : PaperLayout.TIME_TABLES) {
            for (String m : t.methods()) {
                ms.add(new MethodScopes(t.className(), m, range(t.fromScope(), t.toScope())));
            }
        }
        return new Grid(ms, Technique.paperTechniques());
    }

    /**
     * A grid for a first look that finishes in minutes on two cores and still fills every table: one method of
     * each paper table (two of BinomialHeap's, as the paper splits it over Tables IV and V) at small scopes, the
     * largest of them the paper's first column where that is cheap.
     */
    public static Grid quick() {
        return new Grid(List.of(
                new MethodScopes("TreeSet", "bfs", range(5, 7)),
                new MethodScopes("TreeMap", "trace_L1", range(1, 3)),
                new MethodScopes("AvlTree", "bfs", range(5, 7)),
                new MethodScopes("BinomialHeap", "bfs", range(8, 10)),
                new MethodScopes("BinomialHeap", "insert", range(1, 3)),
                new MethodScopes("BinTree", "count", range(5, 7)),
                new MethodScopes("LinkedList", "repOK", range(8, 10))),
                Technique.paperTechniques());
    }

    /**
     * This grid narrowed to some methods and techniques, or with other scopes.
     *
     * @param methods    {@code Class} or {@code Class.method} names; empty keeps them all. A bundled subject's
     *                   method outside this grid is added (it then needs {@code scopes}).
     * @param techniques empty keeps them all
     * @param scopes     replaces every method's scopes when present
     * @throws UserError for an unknown class or method, or a method without scopes
     */
    public Grid select(List<String> methods, List<Technique> techniques, Optional<ScopeRange> scopes) {
        List<MethodScopes> picked = new ArrayList<>();
        if (methods.isEmpty()) {
            picked.addAll(this.methods);
        } else {
            Set<String> seen = new LinkedHashSet<>();
            for (String name : methods) {
                for (MethodScopes m : resolve(name.trim(), scopes.isPresent())) {
                    if (seen.add(m.methodId())) {
                        picked.add(m);
                    }
                }
            }
        }
        if (scopes.isPresent()) {
            List<Integer> ks = scopes.get().scopes().boxed().toList();
            picked = picked.stream().map(m -> new MethodScopes(m.className(), m.method(), ks)).toList();
        }
        return new Grid(List.copyOf(picked), techniques.isEmpty() ? this.techniques : List.copyOf(techniques));
    }

    private List<MethodScopes> resolve(String name, boolean scopesGiven) {
        int dot = name.indexOf('.');
        String cls = dot < 0 ? name : name.substring(0, dot);
        Subjects.Subject subject = Subjects.byName(cls).orElseThrow(() -> new UserError("unknown class '" + cls
                + "' in --methods; bundled subjects: "
                + Subjects.ALL.stream().map(Subjects.Subject::name).collect(Collectors.joining(", "))));
        if (dot < 0) {
            List<MethodScopes> inGrid = methods.stream().filter(m -> m.className().equals(subject.name())).toList();
            if (inGrid.isEmpty() && !scopesGiven) {
                throw new UserError(subject.name() + " has no method in this grid; name its methods, with --scopes");
            }
            return inGrid.isEmpty() ? subject.methods().stream()
                    .map(m -> new MethodScopes(subject.name(), m.name(), List.of())).toList() : inGrid;
        }
        String method = name.substring(dot + 1);
        if (subject.method(method).isEmpty()) {
            throw new UserError("unknown method '" + method + "' of " + subject.name() + "; its methods: "
                    + subject.methods().stream().map(Subjects.Method::name).collect(Collectors.joining(", ")));
        }
        Optional<MethodScopes> inGrid = methods.stream()
                .filter(m -> m.className().equals(subject.name()) && m.method().equals(method)).findFirst();
        if (inGrid.isEmpty() && !scopesGiven) {
            throw new UserError(subject.name() + "." + method + " is not in this grid: give its scopes with --scopes");
        }
        return List.of(inGrid.orElse(new MethodScopes(subject.name(), method, List.of())));
    }

    /** The cells, in running order. */
    public List<CellKey> cells() {
        List<CellKey> out = new ArrayList<>();
        for (MethodScopes m : methods) {
            for (Technique t : techniques) {
                for (int k : m.scopes()) {
                    out.add(new CellKey(m.className(), m.method(), t, k));
                }
            }
        }
        return out;
    }

    private static List<Integer> range(int from, int to) {
        return IntStream.rangeClosed(from, to).boxed().toList();
    }
}
