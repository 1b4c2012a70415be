package bliss.bounds;

import bliss.sat.Cnf;

import bliss.jml.CheckedInvariant;
import bliss.jml.JmlExpr;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.engine.config.Options;
import kodkod.engine.fol2sat.Translation;
import kodkod.engine.fol2sat.Translator;
import kodkod.instance.Bounds;
import kodkod.instance.TupleSet;
import kodkod.util.ints.IntIterator;
import kodkod.util.ints.IntSet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The propositional problem of a class at a scope under given field upper bounds: invariant (through Kodkod) and
 * structure and canonical order ({@link CanonicalOrder}) as one CNF, with the variable of every field tuple.
 *
 * <p>The pipeline: {@link InvariantTranslator} (JML AST to Kodkod formula) → Kodkod's {@code Translator} (formula
 * and bounds to CNF, collected by {@link ClauseCollector}) → {@link CanonicalOrder} clauses over the primary
 * variables.
 */
final class Encoding {

    /**
     * Choices of the translation, all exact (the same answers for every set of field tuples) except {@code weaken}.
     *
     * @param functions       use that reference fields are functions: counts along one field acyclic in the bounds
     *                        as recursions ({@link KodkodModel.PathCount}), reads through a field as navigation
     *                        relations ({@link KodkodModel.Navigation})
     * @param intRanges       order-only int fields over {@code [0, k-1]} ({@link IntLevels})
     * @param weaken          atoms needing exact closures or counters with parameters replaced by constants: a
     *                        weaker invariant, for bounds that contain the tight ones
     */
    record Settings(boolean functions, boolean intRanges, boolean weaken) {
        /** The translation bliss uses. */
        static final Settings DEFAULT = new Settings(true, true, false);
        /** The translation before path counts, navigations and order-only ranges (bliss-bounds-1): a test oracle. */
        static final Settings LEGACY = new Settings(false, false, false);

        Settings weakened() {
            return new Settings(functions, intRanges, true);
        }
    }

    final HeapAtoms atoms;
    final KodkodModel model;
    final Cnf cnf;
    /** Per relation, a literal per tuple index: a primary variable, TRUE (lower bound) or FALSE (outside upper). */
    private final Map<Relation, int[]> literals = new HashMap<>();
    long translationMillis;

    private Encoding(HeapAtoms atoms, KodkodModel model, Cnf cnf) {
        this.atoms = atoms;
        this.model = model;
        this.cnf = cnf;
    }

    /** Translates an invariant at a scope with the given upper bounds of the reference fields. */
    static Encoding of(CheckedInvariant invariant, HeapAtoms plain, FieldBounds upper) {
        return of(invariant, plain, upper, Settings.DEFAULT);
    }

    /**
     * Translates an invariant at a scope with the given upper bounds of the reference fields.
     *
     * @return the encoding, or null when {@link Settings#weaken} was asked and the invariant cannot be weakened
     */
    static Encoding of(CheckedInvariant invariant, HeapAtoms plain, FieldBounds upper, Settings settings) {
        long start = System.nanoTime();
        HeapAtoms atoms = new HeapAtoms(plain.layout(), plain.scope(),
                IntLevels.of(invariant, plain.scope(), settings.intRanges()));
        KodkodModel model = new KodkodModel(atoms);
        Formula formula = InvariantTranslator.translate(invariant, model, upper, settings.functions(),
                settings.weaken());
        if (formula == null) {
            return null;
        }
        Bounds bounds = model.bounds(upper);
        // Mention every relation, so that Kodkod allocates variables for all of them even when the invariant does
        // not read a field (and does not fold the formula to a constant and skip the CNF).
        List<Formula> mention = new ArrayList<>();
        for (Relation r : bounds.relations()) {
            mention.add(r.eq(r));
        }
        Options options = new Options();
        options.setSolver(new ClauseCollector.Factory());
        options.setBitwidth(model.ints.bitwidth());
        options.setSymmetryBreaking(0); // ours is canonical order; Kodkod's would cut canonical structures
        options.setSkolemDepth(-1);
        options.setLogTranslation(0);
        Translation.Whole translation = Translator.translate(formula.and(Formula.and(mention)), bounds, options);
        Cnf cnf = ((ClauseCollector) translation.cnf()).cnf();
        Encoding enc = new Encoding(atoms, model, cnf);
        for (Relation r : bounds.relations()) {
            // A formula that folds to a constant gets a trivial translation without primary variables; then the
            // variables are ours, numbered the same way (by tuple index over upper minus lower).
            IntSet vars = translation.numPrimaryVariables() == 0 ? null : translation.primaryVariables(r);
            enc.literals.put(r, literalsOf(r, bounds, vars, cnf, atoms.size()));
        }
        new CanonicalOrder(atoms).addClauses(cnf, enc.lookup());
        enc.intFieldClauses();
        enc.countClauses();
        enc.pathCountClauses();
        enc.navigationClauses();
        enc.translationMillis = (System.nanoTime() - start) / 1_000_000;
        return enc;
    }

    private static int[] literalsOf(Relation r, Bounds bounds, IntSet primary, Cnf cnf, int universe) {
        int[] lits = new int[r.arity() == 1 ? universe : universe * universe];
        Arrays.fill(lits, Cnf.FALSE);
        TupleSet lower = bounds.lowerBound(r);
        for (IntIterator it = lower.indexView().iterator(); it.hasNext(); ) {
            lits[it.next()] = Cnf.TRUE;
        }
        IntIterator vars = primary == null ? null : primary.iterator();
        for (IntIterator it = bounds.upperBound(r).indexView().iterator(); it.hasNext(); ) {
            int i = it.next();
            if (lits[i] != Cnf.TRUE) {
                if (vars == null) {
                    lits[i] = cnf.newVariable();
                } else if (!vars.hasNext()) {
                    throw new IllegalStateException("Kodkod allocated no variable for a tuple of " + r + " upper " + bounds.upperBound(r) + " lower " + bounds.lowerBound(r) + " vars " + primary);
                } else {
                    lits[i] = vars.next();
                }
            }
        }
        return lits;
    }

    /** The literal of {@code source.field -> target} (target -1 is null). */
    int edge(FieldShape field, int source, int target) {
        ClassShape owner = atoms.shape(field.owner());
        int from = atoms.atom(owner, source);
        int to = target < 0 ? atoms.nullAtom() : atoms.atom(atoms.shape(field.target()), target);
        return literals.get(model.references.get(field))[from * atoms.size() + to];
    }

    int used(int node) {
        return literals.get(model.used)[atoms.nodeAtom(node)];
    }

    /** The literal of {@code x.f >= v} for object {@code index} of an int field's class ({@code lo < v <= hi}). */
    int atLeast(FieldShape f, int index, int v) {
        return level(model.intFields.get(f), atoms.atom(atoms.shape(f.owner()), index), v);
    }

    /** The literal of a boolean field of object {@code index} of its class. */
    int isTrue(FieldShape f, int index) {
        return literals.get(model.booleans.get(f))[atoms.atom(atoms.shape(f.owner()), index)];
    }

    CanonicalOrder.Literals lookup() {
        return new CanonicalOrder.Literals() {
            @Override
            public int edge(FieldShape field, int source, int target) {
                return Encoding.this.edge(field, source, target);
            }

            @Override
            public int used(int node) {
                return Encoding.this.used(node);
            }

            @Override
            public List<Integer> unusedValues(ClassShape c, int index) {
                List<Integer> out = new ArrayList<>();
                int atom = atoms.atom(c, index);
                for (FieldShape f : c.fields()) {
                    Relation levels = model.intFields.get(f);
                    if (levels != null) {
                        for (int v = model.ints.lo + 1; v <= model.ints.hi; v++) {
                            int l = level(levels, atom, v);
                            out.add(v <= 0 ? l : -l);
                        }
                    }
                    Relation bool = model.booleans.get(f);
                    if (bool != null) {
                        out.add(-literals.get(bool)[atom]);
                    }
                }
                return out;
            }
        };
    }

    /** The literal of {@code (atom, level v)} in a binary relation to levels. */
    private int level(Relation r, int atom, int v) {
        return literals.get(r)[atom * atoms.size() + atoms.levelAtom(v)];
    }

    /** An int field's levels are a prefix: {@code x >= v} implies {@code x >= v-1}. */
    private void intFieldClauses() {
        for (ClassShape c : atoms.layout().classes()) {
            for (FieldShape f : c.fields()) {
                Relation r = model.intFields.get(f);
                if (r == null) {
                    continue;
                }
                for (int i = 0; i < atoms.count(c); i++) {
                    int atom = atoms.atom(c, i);
                    for (int v = model.ints.lo + 2; v <= model.ints.hi; v++) {
                        cnf.add(-level(r, atom, v), level(r, atom, v - 1));
                    }
                }
            }
        }
    }

    /**
     * Each count's levels from its members, by a sequential counter per binding of its parameters:
     * {@code s(i, j)} = at least j of the first i candidates are members; exact in both directions.
     */
    private void countClauses() {
        for (KodkodModel.Count count : model.counts) {
            int[] members = literals.get(count.members());
            int[] levels = literals.get(count.levels());
            List<int[]> bindings = new ArrayList<>();
            bindings.add(new int[0]);
            for (ClassShape p : count.params()) {
                List<int[]> next = new ArrayList<>();
                for (int[] b : bindings) {
                    for (int i = 0; i < atoms.count(p); i++) {
                        int[] nb = Arrays.copyOf(b, b.length + 1);
                        nb[b.length] = atoms.atom(p, i);
                        next.add(nb);
                    }
                }
                bindings = next;
            }
            int n = atoms.count(count.element());
            for (int[] binding : bindings) {
                int base = 0;
                for (int a : binding) {
                    base = base * atoms.size() + a;
                }
                int[] previous = new int[n + 1]; // s(i-1, j), j = 0..n
                Arrays.fill(previous, Cnf.FALSE);
                previous[0] = Cnf.TRUE;
                for (int i = 0; i < n; i++) {
                    int m = members[base * atoms.size() + atoms.atom(count.element(), i)];
                    int[] current = new int[n + 1];
                    current[0] = Cnf.TRUE;
                    for (int j = 1; j <= n; j++) {
                        current[j] = counterCell(previous[j], previous[j - 1], m);
                    }
                    previous = current;
                }
                for (int j = 1; j <= n; j++) {
                    int lit = levels[base * atoms.size() + atoms.levelAtom(j)];
                    cnf.add(-lit, previous[j]);
                    cnf.add(lit, -previous[j]);
                }
            }
        }
    }

    /**
     * Each path count's levels by the recursion {@code c(n) = [holds(n)] + c(n.f)}, {@code c(null) = 0}: for every
     * node n, every possible target m of {@code n.f} and every level v, {@code n.f == m} implies
     * {@code c(n) >= v <=> (holds(n) && c(m) >= v-1) || (!holds(n) && c(m) >= v)}. The bounds of f have no cycle,
     * so the recursion has one solution, the count.
     */
    private void pathCountClauses() {
        int k = atoms.scope();
        for (KodkodModel.PathCount pc : model.pathCounts) {
            int[] levels = literals.get(pc.levels());
            int[] holds = pc.holds() == null ? null : literals.get(pc.holds());
            for (int n = 0; n < k; n++) {
                int atom = atoms.nodeAtom(n);
                int p = holds == null ? Cnf.TRUE : holds[atom];
                for (int v = 2; v <= k; v++) {
                    cnf.add(-countLevel(levels, atom, v), countLevel(levels, atom, v - 1));
                }
                for (int m = -1; m < k; m++) {
                    int e = edge(pc.field(), n, m);
                    if (e == Cnf.FALSE) {
                        continue;
                    }
                    int target = m < 0 ? atoms.nullAtom() : atoms.nodeAtom(m);
                    for (int v = 1; v <= k; v++) {
                        int cn = countLevel(levels, atom, v);
                        int below = countLevel(levels, target, v - 1);
                        int same = countLevel(levels, target, v);
                        cnf.add(-e, -p, -below, cn);
                        cnf.add(-e, p, -same, cn);
                        cnf.add(-e, -cn, below);
                        cnf.add(-e, -cn, p, same);
                    }
                }
            }
        }
    }

    /**
     * Each navigation relation {@code via.of} from its definition: {@code o.via == t} implies
     * {@code (via.of)(o, y) <=> of(t, y)}, for every owner o, possible target t (null included) and column y.
     */
    private void navigationClauses() {
        int size = atoms.size();
        for (KodkodModel.Navigation n : model.navigations.values()) {
            ClassShape owner = atoms.shape(n.via().owner());
            ClassShape target = atoms.shape(n.via().target());
            int[] result = literals.get(n.result());
            int[] of = literals.get(n.of());
            boolean unary = n.of().arity() == 1;
            for (int s = 0; s < atoms.count(owner); s++) {
                int from = atoms.atom(owner, s);
                for (int t = -1; t < atoms.count(target); t++) {
                    int e = edge(n.via(), s, t);
                    if (e == Cnf.FALSE) {
                        continue;
                    }
                    int to = t < 0 ? atoms.nullAtom() : atoms.atom(target, t);
                    for (int y = 0; y < (unary ? 1 : size); y++) {
                        int mine = unary ? result[from] : result[from * size + y];
                        int theirs = unary ? of[to] : of[to * size + y];
                        cnf.add(-e, -mine, theirs);
                        cnf.add(-e, mine, -theirs);
                    }
                }
            }
        }
    }

    /** The literal of "count >= v" of an atom in a path count's levels (TRUE for v <= 0). */
    private int countLevel(int[] levels, int atom, int v) {
        return v <= 0 ? Cnf.TRUE : levels[atom * atoms.size() + atoms.levelAtom(v)];
    }

    /** {@code s <=> stay || (below && member)}, folding constants. */
    private int counterCell(int stay, int below, int member) {
        if (stay == Cnf.TRUE || (below == Cnf.TRUE && member == Cnf.TRUE)) {
            return Cnf.TRUE;
        }
        if (below == Cnf.FALSE || member == Cnf.FALSE) {
            return stay;
        }
        int s = cnf.newVariable();
        cnf.add(-stay, s);
        cnf.add(-below, -member, s);
        cnf.add(-s, stay, below);
        cnf.add(-s, stay, member);
        return s;
    }
}
