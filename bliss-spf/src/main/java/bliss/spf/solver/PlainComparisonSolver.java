package bliss.spf.solver;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fast path: decides a query without Z3 when it and the path-condition atoms that share variables with it
 * (transitively) are all {@link PlainAtom plain comparisons}, as {@link DifferenceConstraints}. Atoms that share no
 * variable with the query are left out: the path condition is satisfiable, so they are satisfiable independently
 * of it (KLEE's independent-constraint slicing). Anything else goes to the next link.
 */
final class PlainComparisonSolver extends ForwardingLink {

    private final List<Expr> atoms = new ArrayList<>();
    /** The atom as a plain comparison, or null when it is not one. */
    private final List<PlainAtom> plain = new ArrayList<>();
    private final List<Var[]> atomVars = new ArrayList<>();
    /** For each variable, the indices of the atoms that mention it, in increasing order. */
    private final Map<Var, Occurrences> occurrences = new HashMap<>();
    private Map<Var, Long> witness;
    private boolean answeredHere;

    PlainComparisonSolver(SolverLink next, SolverCounters counters) {
        super(next, counters);
    }

    @Override
    public boolean isSatisfiable(Expr condition) {
        answeredHere = false;
        PlainAtom query = PlainAtom.of(condition);
        if (query == null) {
            return next.isSatisfiable(condition);
        }
        DifferenceConstraints system = new DifferenceConstraints();
        system.add(query);
        if (!addComponent(system, query)) {
            return next.isSatisfiable(condition);
        }
        DifferenceConstraints.Verdict verdict = system.solve();
        if (verdict == DifferenceConstraints.Verdict.UNKNOWN) {
            return next.isSatisfiable(condition);
        }
        counters.fastPath++;
        answeredHere = true;
        witness = verdict == DifferenceConstraints.Verdict.SAT ? system.solution() : null;
        return witness != null;
    }

    /**
     * Adds to the system the atoms connected to the query through shared variables.
     *
     * @return false when one of them is not plain
     */
    private boolean addComponent(DifferenceConstraints system, PlainAtom query) {
        Set<Var> reached = new HashSet<>();
        ArrayDeque<Var> work = new ArrayDeque<>();
        reached.add(query.x());
        work.add(query.x());
        if (query.y() != null && reached.add(query.y())) {
            work.add(query.y());
        }
        boolean[] added = new boolean[atoms.size()];
        while (!work.isEmpty()) {
            Occurrences occ = occurrences.get(work.poll());
            for (int k = 0; occ != null && k < occ.size; k++) {
                int i = occ.atoms[k];
                if (added[i]) {
                    continue;
                }
                added[i] = true;
                PlainAtom atom = plain.get(i);
                if (atom == null) {
                    return false;
                }
                system.add(atom);
                for (Var v : atomVars.get(i)) {
                    if (reached.add(v)) {
                        work.add(v);
                    }
                }
            }
        }
        return true;
    }

    @Override
    Map<Var, Long> lastModel() {
        return answeredHere ? witness : next.lastModel();
    }

    @Override
    public void push(Expr condition) {
        int i = atoms.size();
        atoms.add(condition);
        plain.add(PlainAtom.of(condition));
        Set<Var> vars = new LinkedHashSet<>();
        condition.forEachVar(vars::add);
        atomVars.add(vars.toArray(new Var[0]));
        for (Var v : vars) {
            occurrences.computeIfAbsent(v, k -> new Occurrences()).add(i);
        }
        next.push(condition);
    }

    @Override
    public void popTo(int size) {
        if (size < 0 || size > atoms.size()) {
            throw new IllegalArgumentException("popTo(" + size + ") on a path condition of " + atoms.size());
        }
        for (int i = atoms.size() - 1; i >= size; i--) {
            for (Var v : atomVars.get(i)) {
                Occurrences occ = occurrences.get(v);
                occ.size--;                          // atoms are removed newest first, so i is the last entry
                if (occ.size == 0) {
                    occurrences.remove(v);
                }
            }
            atoms.remove(i);
            plain.remove(i);
            atomVars.remove(i);
        }
        next.popTo(size);
    }

    @Override
    public int size() {
        return atoms.size();
    }

    @Override
    public List<Expr> constraints() {
        return List.copyOf(atoms);
    }

    /** The least solution of the whole path condition when it is plain throughout; else Z3's model. */
    @Override
    public Map<Var, Long> model() {
        DifferenceConstraints system = new DifferenceConstraints();
        for (int i = 0; i < plain.size(); i++) {
            if (atomVars.get(i).length == 0) {
                continue;                            // a constant: true, since the path condition is satisfiable
            }
            if (plain.get(i) == null) {
                return next.model();
            }
            system.add(plain.get(i));
        }
        if (system.solve() != DifferenceConstraints.Verdict.SAT) {
            return next.model();
        }
        return system.solution();
    }

    /** A growable list of atom indices. */
    private static final class Occurrences {
        int[] atoms = new int[4];
        int size;

        void add(int atom) {
            if (size == atoms.length) {
                atoms = Arrays.copyOf(atoms, 2 * size);
            }
            atoms[size++] = atom;
        }
    }
}
