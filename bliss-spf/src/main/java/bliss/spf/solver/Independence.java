package bliss.spf.solver;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * KLEE's constraint independence: of a satisfiable path condition, only the atoms that share variables with a query,
 * directly or through other atoms, decide it. The rest are satisfiable on their own and mention none of the
 * query's variables, so the query is satisfiable with the whole path condition exactly when it is with its
 * component, and a model of the component and the query, laid over a model of the path condition, is a model of
 * both.
 */
final class Independence {

    private Independence() {
    }

    /**
     * @requires atoms.size() == atomVars.size(), atomVars.get(i) the variables of atoms.get(i)
     * @effects adds to {@code reached} the variables of the returned atoms
     * @return the atoms, in path-condition order, reached from the variables in {@code reached} (a query's) through
     *         shared variables
     */
    static List<Expr> component(List<Expr> atoms, List<Set<Var>> atomVars, Set<Var> reached) {
        boolean[] taken = new boolean[atoms.size()];
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int i = 0; i < atoms.size(); i++) {
                if (!taken[i] && !disjoint(atomVars.get(i), reached)) {
                    taken[i] = true;
                    reached.addAll(atomVars.get(i));
                    grew = true;
                }
            }
        }
        List<Expr> component = new ArrayList<>();
        for (int i = 0; i < atoms.size(); i++) {
            if (taken[i]) {
                component.add(atoms.get(i));
            }
        }
        return component;
    }

    /** @return the variables of {@code e} */
    static Set<Var> variables(Expr e) {
        Set<Var> vars = new HashSet<>();
        e.forEachVar(vars::add);
        return vars;
    }

    private static boolean disjoint(Set<Var> a, Set<Var> b) {
        Set<Var> small = a.size() <= b.size() ? a : b;
        Set<Var> large = small == a ? b : a;
        for (Var v : small) {
            if (large.contains(v)) {
                return false;
            }
        }
        return true;
    }
}
