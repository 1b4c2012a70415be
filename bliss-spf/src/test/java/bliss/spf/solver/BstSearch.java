package bliss.spf.solver;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.function.Consumer;

/**
 * The path conditions of a binary-search-tree lookup, explored depth-first as the symbolic JVM explores
 * {@code contains(k)} on a lazily initialized tree: at each node, {@code k == key} ends the path, otherwise
 * {@code k < key} goes left and {@code k > key} right. Keys are fresh symbolic ints, one per level. A workload for
 * measurements and tests; it makes the same calls the engine makes.
 */
final class BstSearch {

    private final PathSolver solver;
    private final Var k;
    private final Var[] keys;
    private final Consumer<PathSolver> atPathEnd;
    private long decisions;
    private long paths;

    /**
     * @param depth      levels of the tree (path conditions reach 2 * depth comparisons)
     * @param atPathEnd  called at every path end, with the solver holding that path's condition
     */
    BstSearch(PathSolver solver, int depth, Consumer<PathSolver> atPathEnd) {
        this.solver = solver;
        this.k = Var.ofInt(0, "k");
        this.keys = new Var[depth];
        for (int i = 0; i < depth; i++) {
            keys[i] = Var.ofInt(i + 1, "N" + i + ".key");
        }
        this.atPathEnd = atPathEnd;
    }

    /** Explores every path. @return the number of paths */
    long run() {
        explore(0);
        return paths;
    }

    long decisions() {
        return decisions;
    }

    private void explore(int level) {
        if (level == keys.length) {
            endPath();
            return;
        }
        int size = solver.size();
        Expr found = new Compare(Compare.Op.EQ, k, keys[level]);
        Feasibility f = solver.decide(found);
        decisions++;
        if (f.allowsTrue()) {
            solver.push(found);
            endPath();
            solver.popTo(size);
        }
        if (!f.allowsFalse()) {
            return;
        }
        solver.push(new Compare(Compare.Op.NE, k, keys[level]));
        Expr left = new Compare(Compare.Op.LT, k, keys[level]);
        Feasibility g = solver.decide(left);
        decisions++;
        if (g.allowsTrue()) {
            solver.push(left);
            explore(level + 1);
            solver.popTo(size + 1);
        }
        if (g.allowsFalse()) {
            solver.push(new Compare(Compare.Op.GE, k, keys[level]));
            explore(level + 1);
            solver.popTo(size + 1);
        }
        solver.popTo(size);
    }

    private void endPath() {
        paths++;
        atPathEnd.accept(solver);
    }
}
