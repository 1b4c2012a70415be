package bliss.cli;

import bliss.UserError;
import bliss.bounds.SatOptions;
import bliss.sat.SolverKind;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.spf.explore.SearchOrder;
import bliss.spf.heap.Assumptions;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.heap.PreconditionRunner;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.target.TargetClass;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The settings of an analysis as options, declared once for every command that analyses ({@code analyze},
 * {@code testgen}, {@code sweep}, {@code experiment}): the search, the threads, the precondition, the limits, where
 * bounds and verdicts live, and how BLISS asks SAT questions. Each makes the {@link AnalysisSpec} of one analysis
 * ({@link #spec}); every value is checked there or here, once. Commands that run analyses in child processes forward
 * the options given on their command line ({@link #arguments}), each to the techniques it applies to.
 *
 * <p>The technique, the scope and the time limit are not here: analyze and testgen take one of each, sweep a range
 * of scopes and a limit per scope, experiment a grid and a limit per cell.
 */
public final class AnalysisOptions {

    @Spec
    CommandSpec self;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--search", defaultValue = "depth-first", paramLabel = "ORDER",
            description = "Search order: depth-first (backtracking in place; the default), depth-first-replay, "
                    + "breadth-first or random (each path replayed from the root). The paths, structures and "
                    + "counts are the same; the order and the cost differ.")
    String search;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N",
            description = "The seed of --search random (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "N",
            description = "Exploring threads (default: every core of the machine). They split the search and "
                    + "give the same paths, structures and counts as one thread.")
    Integer threads;

    @Option(names = "--precondition", defaultValue = "auto", paramLabel = "MODE",
            description = "auto (handwritten repOKHybrid() if declared, else derived from repOK(), else none), "
                    + "derived, handwritten or none (default: ${DEFAULT-VALUE}).")
    String precondition;

    @Option(names = "--precondition-runner", defaultValue = "auto", paramLabel = "RUNNER",
            description = "auto (on the host JVM, instrumented, where it can; else in the symbolic JVM; the default), "
                    + "native (the same, with a warning where it cannot) or interpreted (in the symbolic JVM).")
    String preconditionRunner;

    @Option(names = "--max-depth", paramLabel = "FRAMES", defaultValue = "1024",
            description = "Call depth at which a path is cut (default: ${DEFAULT-VALUE}).")
    int maxDepth;

    @Option(names = "--step-limit", paramLabel = "N", defaultValue = "1000000",
            description = "Steps (calls and backward jumps) since the last choice point at which a path is cut "
                    + "(default: ${DEFAULT-VALUE}).")
    long stepLimit;

    @Option(names = "--max-choices", paramLabel = "N", defaultValue = "" + Limits.DEFAULT_MAX_CHOICES,
            description = "Choice points on one path at which it is cut, as a loop that branches on a symbolic value "
                    + "at every turn never ends otherwise (default: ${DEFAULT-VALUE}).")
    int maxChoices;

    @Option(names = "--solver-timeout", paramLabel = "SECONDS",
            defaultValue = "" + Limits.DEFAULT_SOLVER_MILLIS / 1000,
            description = "Seconds one query of a path may take in Z3: a path whose query Z3 has not decided by then "
                    + "(or gave up on) is cut, counted and warned about; 0 for no limit (default: ${DEFAULT-VALUE}).")
    long solverTimeoutSeconds;

    @Option(names = "--bounds-dir", paramLabel = "DIR",
            description = "The bounds database (default: $XDG_CACHE_HOME/bliss/bounds, else ~/.cache/bliss/bounds); "
                    + "a missing or stale entry is computed on the spot.")
    Path boundsDir;

    @Option(names = "--assumptions", defaultValue = "singletons", paramLabel = "WHICH",
            description = "bliss, blissdb: the edges assumed, singletons (every edge between objects with a "
                    + "singleton label) or prefix (the paper's: the breadth-first concrete prefix). Default: "
                    + "${DEFAULT-VALUE}.")
    String assumptions;

    @Option(names = "--no-answer-reuse",
            description = "bliss, blissdb: ask the SAT solver every question, as the paper does, instead of deciding "
                    + "questions from the models and unsatisfiable cores of earlier answers in the run.")
    boolean noAnswerReuse;

    @Option(names = "--sat-preprocess", defaultValue = "true", paramLabel = "BOOL", arity = "1",
            description = "bliss, blissdb: load the CNF preprocessed with the pvars frozen (true, the default) or the "
                    + "original one (false); the answers are the same.")
    boolean satPreprocess;

    @Option(names = "--sat-core-rounds", defaultValue = "0", paramLabel = "N",
            description = "bliss, blissdb: extra SAT questions that make an unsatisfiable core smaller, for answer "
                    + "reuse (default: ${DEFAULT-VALUE}).")
    int satCoreRounds;

    @Option(names = "--sat-solver", defaultValue = "cdcl", paramLabel = "NAME",
            description = "bliss, blissdb: the SAT solver, cdcl (bliss's own incremental solver) or sat4j (default: "
                    + "${DEFAULT-VALUE}).")
    String satSolver;

    @Option(names = "--record-sat", paramLabel = "FILE",
            description = "bliss, blissdb: append every SAT question that reaches the solver, with its answer, to "
                    + "FILE (for replays; docs/sat.md).")
    Path recordSat;

    @Option(names = "--exact-size",
            description = "bliss, blissdb: only input structures of exactly --scope nodes, those the scope adds to "
                    + "the one below it. When every path's input holds them all (a traversal reads every node), the "
                    + "paths found are the ones the scope adds: the summary says whether that holds (as sweep uses "
                    + "it).")
    boolean exactSize;

    @Option(names = "--redis", paramLabel = "URL",
            description = "blissdb, lissa-m: keep verdicts in this Redis (redis://host:port; default: "
                    + "$BLISS_REDIS_URL), backed by the embedded file.")
    String redis;

    @Option(names = "--cache", paramLabel = "FILE",
            description = "blissdb, lissa-m: the embedded verdict store (default: $XDG_CACHE_HOME/bliss/verdicts.mv.db, "
                    + "else ~/.cache/bliss/verdicts.mv.db).")
    Path cacheFile;

    @Option(names = "--no-cache", description = "No verdict store at all (blissdb and lissa-m then keep their "
            + "verdicts for the run only).")
    boolean noCache;

    /**
     * The options that apply only to some techniques, by their longest name; the rest apply to all ({@code --no-cache}
     * too: no technique keeps verdicts with it, which is what it asks for).
     */
    private static final Map<String, Predicate<TechniqueCatalogue.Entry>> APPLIES = Map.of(
            "--assumptions", TechniqueCatalogue.Entry::asksSat,
            "--no-answer-reuse", TechniqueCatalogue.Entry::asksSat,
            "--sat-preprocess", TechniqueCatalogue.Entry::asksSat,
            "--sat-core-rounds", TechniqueCatalogue.Entry::asksSat,
            "--sat-solver", TechniqueCatalogue.Entry::asksSat,
            "--record-sat", TechniqueCatalogue.Entry::asksSat,
            "--exact-size", TechniqueCatalogue.Entry::asksSat,
            "--redis", TechniqueCatalogue.Entry::keepsVerdicts,
            "--cache", TechniqueCatalogue.Entry::keepsVerdicts);

    /**
     * The specification of one analysis with these options.
     *
     * @param target         the class under analysis
     * @param driver         its driver, or null for the method on symbolic inputs
     * @param technique      the heap technique
     * @param timeoutSeconds the time limit (0: none)
     * @param base           where relative paths among the options are resolved
     * @param messages       where the techniques' messages go
     * @throws UserError for a value out of its range, or an option given that the technique does not use
     */
    public AnalysisSpec spec(TargetClass target, String method, AnalysisSpec.Driver driver, String technique,
                             int scope, long timeoutSeconds, Path base, PrintStream messages) {
        TechniqueCatalogue.Entry entry = TechniqueCatalogue.require(technique);
        checkApplies(List.of(entry));
        AnalysisSpec spec = AnalysisSpec.of(target.name(), method)
                .withDisplayName(target.displayName())
                .withDriver(driver)
                .withTechnique(technique)
                .withScope(scope)
                .withSettings(settings(target.sourcepath(), base, messages))
                .withPrecondition(preconditionMode())
                .withPreconditionRunner(preconditionRunner())
                .withSearch(searchOrder(), seed)
                .withThreads(threads())
                .withLimits(limits(timeoutSeconds));
        return spec;
    }

    /**
     * Checks every value once, without a class: what a command that runs analyses elsewhere does before it starts
     * any, so that a mistake is said once, not per child.
     *
     * @param techniques the techniques the analyses will run; each option given must apply to one of them
     * @throws UserError as {@link #spec}
     */
    public void check(Collection<TechniqueCatalogue.Entry> techniques) {
        checkApplies(techniques);
        settings(List.of(), Path.of(""), null);
        preconditionMode();
        preconditionRunner();
        searchOrder();
        threads();
        limits(0);
    }

    /**
     * The options given on the command line that apply to {@code technique}, as arguments for its
     * {@code bliss analyze} (in the same working directory).
     */
    public List<String> arguments(TechniqueCatalogue.Entry technique) {
        List<String> out = new ArrayList<>();
        for (OptionSpec o : given()) {
            if (APPLIES.getOrDefault(o.longestName(), e -> true).test(technique)) {
                if (o.arity().max() == 0) { // a flag: its value is its presence
                    out.add(o.longestName());
                    continue;
                }
                for (String v : o.originalStringValues()) {
                    out.add(o.longestName());
                    out.add(v);
                }
            }
        }
        return out;
    }

    /** Whether the option named was given on the command line. */
    public boolean given(String name) {
        return given().stream().anyMatch(o -> o.longestName().equals(name));
    }

    /** The options of this mixin given on the command line. */
    private List<OptionSpec> given() {
        ParseResult parsed = command.commandLine().getParseResult();
        List<OptionSpec> out = new ArrayList<>();
        for (OptionSpec o : self.options()) {
            OptionSpec matched = parsed == null ? null : parsed.matchedOption(o.longestName());
            if (matched != null) {
                out.add(matched);
            }
        }
        return out;
    }

    /** @throws UserError for an option given that none of {@code techniques} uses */
    private void checkApplies(Collection<TechniqueCatalogue.Entry> techniques) {
        for (OptionSpec o : given()) {
            Predicate<TechniqueCatalogue.Entry> applies = APPLIES.get(o.longestName());
            if (applies != null && techniques.stream().noneMatch(applies)) {
                throw new UserError(o.longestName() + " is for " + String.join(", ",
                        TechniqueCatalogue.names(applies)) + ", not " + String.join(", ", techniques.stream()
                        .map(TechniqueCatalogue.Entry::name).toList()) + ": drop it or pick one of those techniques");
            }
        }
        if (noCache && (redis != null || cacheFile != null)) {
            throw new UserError("--no-cache keeps no verdicts, so --redis and --cache mean nothing with it: drop "
                    + "one or the other");
        }
    }

    private TechniqueSettings settings(List<Path> sourcepath, Path base, PrintStream messages) {
        if (satCoreRounds < 0) {
            throw new UserError("--sat-core-rounds must be at least 0, got " + satCoreRounds);
        }
        SolverKind solver;
        try {
            solver = SolverKind.of(satSolver);
        } catch (IllegalArgumentException e) {
            throw new UserError("--sat-solver must be cdcl or sat4j, got '" + satSolver + "'");
        }
        Path record = resolve(base, recordSat);
        if (record != null && (Files.isDirectory(record) || !Files.isDirectory(record.toAbsolutePath().getParent()))) {
            throw new UserError("--record-sat needs a file in an existing folder, got " + record
                    + (Files.isDirectory(record) ? ", a folder" : ", whose folder does not exist"));
        }
        Assumptions which = switch (assumptions) {
            case "singletons" -> Assumptions.SINGLETONS;
            case "prefix" -> Assumptions.PREFIX;
            default -> throw new UserError("--assumptions must be singletons or prefix, got '" + assumptions + "'");
        };
        TechniqueSettings settings = TechniqueSettings.defaults()
                .withAssumptions(which)
                .withOracle(TechniqueSettings.defaults().oracle()
                        .withReuseAnswers(!noAnswerReuse)
                        .withSat(new SatOptions(satPreprocess, satCoreRounds, solver))
                        .withRecord(record))
                .withCache(redis, resolve(base, cacheFile), noCache)
                .withSourcepath(sourcepath)
                .withMessages(messages)
                .withExactSize(exactSize);
        return boundsDir == null ? settings : settings.withBoundsDirectory(resolve(base, boundsDir));
    }

    private static Path resolve(Path base, Path p) {
        return p == null ? null : base.resolve(p);
    }

    private PreconditionMode preconditionMode() {
        try {
            return PreconditionMode.valueOf(precondition.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UserError("--precondition must be auto, derived, handwritten or none, got '" + precondition
                    + "'");
        }
    }

    private PreconditionRunner preconditionRunner() {
        try {
            return PreconditionRunner.valueOf(preconditionRunner.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UserError("--precondition-runner must be auto, native or interpreted, got '"
                    + preconditionRunner + "'");
        }
    }

    private SearchOrder searchOrder() {
        try {
            return SearchOrder.valueOf(search.toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw new UserError("--search must be depth-first, depth-first-replay, breadth-first or random, got '"
                    + search + "'");
        }
    }

    /** The exploring threads: the given number, or every core of the machine when none is given. */
    private int threads() {
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new UserError("--threads must be at least 1, got " + n);
        }
        return n;
    }

    private Limits limits(long timeoutSeconds) {
        if (timeoutSeconds < 0) {
            throw new UserError("--timeout must not be negative (0: no limit), got " + timeoutSeconds);
        }
        return new Limits(maxDepth, stepLimit, Limits.DEFAULT.preconditionSteps(), timeoutSeconds * 1000, maxChoices,
                solverTimeoutSeconds * 1000);
    }
}
