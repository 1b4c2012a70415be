package bliss.spf.heap;

import bliss.UserError;
import bliss.bounds.ExclusiveFields;
import bliss.spf.symsolve.StructureOracle;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Every heap technique, assembled in one place: a candidate source and an ordered list of checks. Each technique of
 * the paper's chain is the previous one plus one idea:
 * <pre>
 *   li       all candidates     | precondition
 *   bli      bounded candidates | label new node, precondition
 *   rbli     bounded candidates | label new node, precondition, refine
 *   bliss    bounded candidates | label new node, precondition, refine, SAT completion
 *   blissdb  bounded candidates | label new node, precondition, refine, SAT completion with cached verdicts
 *   lissa    completable candidates: precondition, then SymSolve over repOK |
 *   lissa-m  completable candidates, SymSolve's verdicts memoized           |
 *   pli      all candidates     | precondition, structure completion that respects the path condition
 *                                 (and the same question at branches on the heap's primitive fields)
 *   pose     guarded reads of the layout's references (no choice), all candidates for values | with a
 *            precondition: some model of the path's aliasing completes to a valid input (SymSolve), at branches
 * </pre>
 * A new technique is a class (a {@link CandidateSource} or a {@link Check}) and an entry here.
 */
public final class TechniqueCatalogue {

    /**
     * One technique.
     *
     * @param name          its name on the command line ({@code --technique})
     * @param summary       one line for {@code --help} and the docs
     * @param needsBounds   whether it reads the tight bounds (so the class needs a JML invariant)
     * @param paper         one of the BLISS paper's five (its tables and experiment grid)
     * @param asksSat       whether it asks the SAT oracle chain (so SAT options apply to it)
     * @param keepsVerdicts whether it keeps verdicts in the verdict cache (so cache options apply to it)
     * @param build         makes one for an exploring thread
     */
    public record Entry(String name, String summary, boolean needsBounds, boolean paper, boolean asksSat,
                        boolean keepsVerdicts, Function<TechniqueContext, HeapTechnique> build) {

        /** A technique that neither asks SAT questions nor keeps verdicts. */
        public Entry(String name, String summary, boolean needsBounds, boolean paper,
                     Function<TechniqueContext, HeapTechnique> build) {
            this(name, summary, needsBounds, paper, false, false, build);
        }

        public HeapTechnique create(TechniqueContext context) {
            return build.apply(context);
        }
    }

    private static final List<Entry> ENTRIES = List.of(
            new Entry("li", "lazy initialization (SPF's): every candidate, then the hybrid precondition", false, true,
                    TechniqueCatalogue::li),
            new Entry("bli", "bounded lazy initialization: labels from the tight field bounds cut candidates", true, true,
                    TechniqueCatalogue::bli),
            new Entry("rbli", "bli with the labels refined along the breadth-first prefix of the heap", true, true,
                    TechniqueCatalogue::rbli),
            new Entry("bliss", "rbli with a SAT check that the invariant can still be satisfied", true, true,
                    true, false, c -> bliss("bliss", c, false)),
            new Entry("blissdb", "bliss with a persistent verdict cache (Redis or an embedded file)", true, true,
                    true, true, c -> bliss("blissdb", c, true)),
            new Entry("lissa", "li whose candidates SymSolve keeps: the heap can still be completed to one repOK accepts "
                    + "(repOK only)",
                    false, false, c -> lissa("lissa", c, false)),
            new Entry("lissa-m", "lissa with its verdicts memoized in the verdict cache (Redis or an embedded file)",
                    false, false, false, true, c -> lissa("lissa-m", c, true)),
            new Entry("pli", "lissa whose completions must also satisfy the path condition (keys, sizes), at choices "
                    + "and branches", false, false, TechniqueCatalogue::pli),
            new Entry("pose", "path-optimal symbolic execution (POSE): reads through undecided references give "
                    + "guarded values, paths fork at branches and null dereferences only; with repOK, every path has a valid "
                    + "input (SymSolve)", false, false,
                    TechniqueCatalogue::pose));

    private TechniqueCatalogue() {
    }

    /** The techniques, in the paper's order. */
    public static List<Entry> entries() {
        return ENTRIES;
    }

    /** Their names. */
    public static List<String> names() {
        return ENTRIES.stream().map(Entry::name).toList();
    }

    public static Optional<Entry> find(String name) {
        return ENTRIES.stream().filter(e -> e.name().equals(name)).findFirst();
    }

    /**
     * The technique named {@code name}.
     *
     * @throws UserError for a name the catalogue does not have (the one place that says so)
     */
    public static Entry require(String name) {
        return find(name).orElseThrow(() -> new UserError("unknown technique '" + name + "'; known: "
                + String.join(", ", names())));
    }

    /** The names of the techniques that pass a test, for messages ("... is for bliss, blissdb"). */
    public static List<String> names(Predicate<Entry> which) {
        return ENTRIES.stream().filter(which).map(Entry::name).toList();
    }

    /**
     * Whether the technique initializes a method's reference arguments lazily ({@link bliss.spf.vm.LazyArgument}):
     * li alone, whose candidates and checks need nothing of an input object but the input heap. The bounded
     * techniques label the receiver's nodes from the tight bounds, LISSA and PLI complete the receiver's structure
     * with SymSolve: an argument's object outside that structure is unknown to both.
     */
    public static boolean initializesArguments(String name) {
        return name.equals("li") || name.equals("pose");
    }

    /**
     * Whether the technique reads undecided references guarded (POSE): a path stands for many inputs at once, so the
     * hybrid precondition (which judges one input) does not apply; repOK is asked of the inputs of the path's models
     * instead ({@link ValidAliasing}).
     */
    public static boolean guardsReferences(String name) {
        return name.equals("pose");
    }

    private static HeapTechnique li(TechniqueContext c) {
        return new HeapTechnique("li", new AllCandidates(c.counters()), List.of(new PreconditionCheck()));
    }

    private static HeapTechnique pose(TechniqueContext c) {
        if (!c.validInputs()) {
            return new HeapTechnique("pose", new AllCandidates(c.counters()), List.of(),
                    new GuardedReads(c.counters()));
        }
        ValidAliasing valid = new ValidAliasing(c.resources().structureOracle(c.layout(), false, c.counters()),
                c.counters());
        return new HeapTechnique("pose", new AllCandidates(c.counters()), List.of(valid), valid::pathSolver,
                new GuardedReads(c.counters()));
    }

    private static HeapTechnique bli(TechniqueContext c) {
        TargetLabels labels = new TargetLabels(c.resources().bounds());
        return new HeapTechnique("bli", bounded(c, labels, null), List.of(
                new NewNodeLabel(labels),
                new PreconditionCheck()));
    }

    private static HeapTechnique rbli(TechniqueContext c) {
        TargetLabels labels = new TargetLabels(c.resources().bounds());
        return new HeapTechnique("rbli", bounded(c, labels, null), List.of(
                new NewNodeLabel(labels),
                new PreconditionCheck(),
                new Refinement(c.counters())));
    }

    private static HeapTechnique bliss(String name, TechniqueContext c, boolean cachedVerdicts) {
        TargetLabels labels = new TargetLabels(c.resources().bounds());
        Refinement refinement = new Refinement(c.counters());
        ExclusiveFields exclusive = c.resources().exclusiveFields();
        SharedTargets shared = exclusive == null ? null : new SharedTargets(exclusive);
        return new HeapTechnique(name, bounded(c, labels, shared), List.of(
                new NewNodeLabel(labels),
                refinement,
                new SatCheck(c.layout(), c.resources().problem(), c.resources().assumptions(), refinement,
                        new PreconditionCheck(), c.resources().oracle(cachedVerdicts, c.counters()), c.counters())));
    }

    private static HeapTechnique lissa(String name, TechniqueContext c, boolean memoized) {
        StructureOracle oracle = c.resources().structureOracle(c.layout(), memoized, c.counters());
        return new HeapTechnique(name, new CompletableCandidates(new AllCandidates(c.counters()), oracle,
                c.counters()), List.of(new CompletableValues(oracle, c.counters())));
    }

    private static HeapTechnique pli(TechniqueContext c) {
        PreciseSymSolveCheck precise = new PreciseSymSolveCheck(
                c.resources().structureOracle(c.layout(), false, c.counters()), c.counters());
        return new HeapTechnique("pli", new AllCandidates(c.counters()), List.of(new PreconditionCheck(), precise),
                precise::pathSolver);
    }

    /**
     * The bounded techniques' candidate source. The tight bounds (and the breadth-first numbering of nodes the labels
     * and the SAT encoding rest on) know the layout's reference fields alone: a node reached through an array of nodes
     * has no place in them, so the first read of one stops the path ({@link CandidateSource#followsNodeArrays}).
     *
     * @param shared BLISS's pruning of second parents, or null (BLI and RBLI keep the paper's candidates: they have
     *               no SAT check to refuse such heaps, so their counts would change)
     */
    private static CandidateSource bounded(TechniqueContext c, TargetLabels labels, SharedTargets shared) {
        return new BoundedCandidates(new AllCandidates(c.counters()), labels, shared, c.counters());
    }
}
