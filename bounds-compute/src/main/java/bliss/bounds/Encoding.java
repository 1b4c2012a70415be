package bliss.bounds;

import bliss.jml.CheckedInvariant;
import bliss.jml.Expr;
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
    static Encoding of(CheckedInvariant invariant, HeapAtoms atoms, FieldBounds upper) {
        long start = System.nanoTime();
        KodkodModel model = new KodkodModel(atoms, bitwidth(invariant, atoms.scope()));
        Formula formula = InvariantTranslator.translate(invariant, model);
        Bounds bounds = model.bounds(upper);
        // Mention every relation, so that Kodkod allocates variables for all of them even when the invariant does
        // not read a field (and does not fold the formula to a constant and skip the CNF).
        List<Formula> mention = new ArrayList<>();
        for (Relation r : bounds.relations()) {
            mention.add(r.eq(r));
        }
        Options options = new Options();
        options.setSolver(new ClauseCollector.Factory());
        options.setBitwidth(model.bitwidth);
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

    /**
     * Int bitwidth: wide enough that keys range over at least {@code -k..k} with room for sums and differences of
     * two such values, counts up to the scope, and every constant of the invariant.
     */
    static int bitwidth(CheckedInvariant invariant, int scope) {
        long need = 2L * scope + 3;
        for (Expr clause : invariant.clauses()) {
            need = Math.max(need, maxConstant(clause, invariant) + 1);
        }
        int bits = 1;
        while ((1L << (bits - 1)) - 1 < need) {
            bits++;
        }
        return Math.min(bits, 32);
    }

    private static long maxConstant(Expr e, CheckedInvariant inv) {
        long max = 0;
        if (e instanceof Expr.IntLit i) {
            max = Math.abs((long) i.value());
        }
        if (inv.meaning(e) instanceof bliss.jml.CheckedInvariant.Constant c && c.value() instanceof Integer v) {
            max = Math.abs((long) v);
        }
        for (Expr child : children(e)) {
            max = Math.max(max, maxConstant(child, inv));
        }
        return max;
    }

    static List<Expr> children(Expr e) {
        List<Expr> out = new ArrayList<>();
        if (e instanceof Expr.Field f) {
            out.add(f.target());
        } else if (e instanceof Expr.Unary u) {
            out.add(u.operand());
        } else if (e instanceof Expr.Binary b) {
            out.add(b.left());
            out.add(b.right());
        } else if (e instanceof Expr.Conditional c) {
            out.add(c.condition());
            out.add(c.then());
            out.add(c.otherwise());
        } else if (e instanceof Expr.Quantifier q) {
            if (q.range() != null) {
                out.add(q.range());
            }
            out.add(q.body());
        } else if (e instanceof Expr.Reach r) {
            out.add(r.from());
        } else if (e instanceof Expr.Has h) {
            out.add(h.set());
            out.add(h.element());
        } else if (e instanceof Expr.Size s) {
            out.add(s.set());
        }
        return out;
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
            public List<Integer> primitives(ClassShape c, int index) {
                List<Integer> out = new ArrayList<>();
                int atom = atoms.atom(c, index);
                for (FieldShape f : c.fields()) {
                    Relation[] bits = model.intBits.get(f);
                    if (bits != null) {
                        for (Relation b : bits) {
                            out.add(literals.get(b)[atom]);
                        }
                    }
                    Relation bool = model.booleans.get(f);
                    if (bool != null) {
                        out.add(literals.get(bool)[atom]);
                    }
                }
                return out;
            }
        };
    }
}
