package bliss.bounds;

import bliss.target.TargetClass;
import bliss.korat.Enumeration;
import bliss.korat.Enumerator;
import bliss.korat.SubjectFinitizations;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.layout.Shape;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The JML invariant and repOK admit the same shapes: every model of the invariant's CNF (invariant, symmetry
 * breaking, tight bounds) is drawn as a structure, and the set of their shapes equals the set of shapes of the valid
 * structures the enumerator finds through repOK, at small scopes. Int fields are existential on both sides (the
 * CNF's ints range over -(k+1)..k+1, the enumerator's over its finitization), so this compares the reference part
 * exactly; the clause-by-clause comparisons on concrete heaps in jml-specs compare the rest. All models are found by
 * blocking, after each, the edges of its reachable objects.
 */
class InvariantAgreesWithRepOkTest {

    static Stream<Arguments> subjectsAndScopes() {
        List<Arguments> out = new ArrayList<>();
        for (Subjects.Subject s : Subjects.ALL) {
            if (s.hasInvariant()) {
                out.add(Arguments.of(s.name(), s.name().equals("BinomialHeap") ? 5 : 4));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} at scope {1}")
    @MethodSource("subjectsAndScopes")
    void invariantAndRepOkAdmitTheSameShapes(String subject, int scope) throws Exception {
        TargetClass target = TargetClass.resolve(subject, List.of(), List.of());
        ClassSpec spec = ClassSpec.of(target);
        SatProblem problem = BoundsComputation.compute(spec, scope, null, 2, null).problem();
        Enumeration e = SubjectFinitizations.forSubject(subject, scope).applyTo(new Enumerator(target.type(), scope))
                .run();
        Set<Shape> byRepOk = e.shapes();
        Set<Shape> byInvariant = shapesOfAllModels(spec.layout(), problem, scope);
        Set<Shape> onlyRepOk = new HashSet<>(byRepOk);
        onlyRepOk.removeAll(byInvariant);
        Set<Shape> onlyInvariant = new HashSet<>(byInvariant);
        onlyInvariant.removeAll(byRepOk);
        assertTrue(onlyRepOk.isEmpty() && onlyInvariant.isEmpty(), subject + " scope " + scope
                + ": valid by repOK only " + first(onlyRepOk) + ", by the invariant only " + first(onlyInvariant));
    }

    private static String first(Set<Shape> shapes) {
        return shapes.isEmpty() ? "none" : shapes.size() + ", e.g. " + shapes.iterator().next();
    }

    /** An object of the CNF's universe: its class and its index within the class. */
    private record Atom(ClassShape cls, int index) {
    }

    private static Set<Shape> shapesOfAllModels(ClassLayout layout, SatProblem problem, int scope)
            throws TimeoutException {
        Set<Shape> shapes = new HashSet<>();
        ISolver solver = SolverFactory.newDefault();
        solver.setTimeoutOnConflicts(Integer.MAX_VALUE);
        solver.newVar(problem.variables());
        try {
            for (int[] c : problem.clauses()) {
                solver.addClause(new VecInt(c));
            }
        } catch (ContradictionException unsat) {
            return shapes;
        }
        // One instance per atom: Shape numbers objects by identity.
        Map<ClassShape, Atom[]> atoms = new java.util.HashMap<>();
        for (ClassShape c : layout.classes()) {
            Atom[] of = new Atom[c.node() ? scope : 1];
            for (int j = 0; j < of.length; j++) {
                of[j] = new Atom(c, j);
            }
            atoms.put(c, of);
        }
        Atom header = atoms.get(layout.header())[0];
        while (solver.isSatisfiable()) {
            int[] model = solver.model();
            boolean[] value = new boolean[problem.variables() + 1];
            for (int lit : model) {
                if (lit > 0) {
                    value[lit] = true;
                }
            }
            Map<Atom, Map<FieldShape, Atom>> edges = new java.util.HashMap<>();
            List<Integer> blocking = new ArrayList<>();
            ArrayDeque<Atom> work = new ArrayDeque<>();
            work.add(header);
            edges.put(header, new java.util.HashMap<>());
            while (!work.isEmpty()) {
                Atom a = work.poll();
                for (FieldShape f : a.cls().referenceFields()) {
                    ClassShape to = layout.shape(f.target()).orElseThrow();
                    Atom t = null;
                    int chosen = 0;
                    for (int j = -1; j < (to.node() ? scope : 1); j++) {
                        int v = problem.pvar(f, a.index(), j);
                        if (v == SatProblem.FIXED_TRUE || v > 0 && value[v]) {
                            t = j < 0 ? null : atoms.get(to)[j];
                            chosen = v;
                            break;
                        }
                    }
                    edges.get(a).put(f, t);
                    if (chosen != SatProblem.FIXED_TRUE) {
                        blocking.add(-chosen);
                    }
                    if (t != null && !edges.containsKey(t)) {
                        edges.put(t, new java.util.HashMap<>());
                        work.add(t);
                    }
                }
            }
            shapes.add(Shape.of(layout, header, new HeapAccess<Atom>() {
                @Override
                public ClassShape classOf(Atom object) {
                    return object.cls();
                }

                @Override
                public Object read(Atom object, FieldShape field) {
                    return edges.get(object).get(field);
                }
            }));
            if (blocking.isEmpty() || blocking.contains(0)) {
                break;
            }
            try {
                solver.addClause(new VecInt(blocking.stream().mapToInt(Integer::intValue).toArray()));
            } catch (ContradictionException done) {
                break;
            }
        }
        return shapes;
    }
}
