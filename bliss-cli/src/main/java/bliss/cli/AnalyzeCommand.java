package bliss.cli;

import bliss.cli.BlissSubcommand;
import bliss.cli.ClassOptions;
import bliss.cli.ClusterOptions;
import bliss.target.TargetClass;
import bliss.UserError;
import bliss.bounds.SatOptions;
import bliss.sat.SolverKind;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisCluster;
import bliss.spf.analysis.Solvers;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.spf.explore.SearchOrder;
import bliss.spf.heap.Assumptions;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.StructureDump;
import bliss.spf.testgen.DumpInputs;
import bliss.spf.vm.Unsupported;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code bliss analyze}: symbolic execution of one method with a heap technique at a scope. */
@Command(name = "analyze",
        mixinStandardHelpOptions = true,
        description = {"Symbolically executes a method over every input structure up to a scope, with lazy "
                + "initialization (li) or a technique built on it, and reports paths, collected structures and "
                + "costs.",
                "",
                "Bundled subjects run their drivers (bliss.subjects.drivers.<Class>Drivers.<method>); other "
                        + "classes run the method on a symbolic receiver with symbolic arguments, or --driver."})
public final class AnalyzeCommand implements Callable<Integer>, BlissSubcommand {

    @Mixin
    ClassOptions classOptions;

    @Mixin
    ClusterOptions cluster;

    @Spec
    CommandSpec spec;

    @Option(names = "--method", required = true, paramLabel = "NAME", description = "The method to analyse.")
    String method;

    @Option(names = "--technique", defaultValue = "li", paramLabel = "NAME",
            description = "Heap technique (the list below). Default: ${DEFAULT-VALUE}.")
    String technique;

    @Option(names = "--search", defaultValue = "depth-first", paramLabel = "ORDER",
            description = "Search order: depth-first (backtracking in place; the default), depth-first-replay, "
                    + "breadth-first or random (each path replayed from the root). The paths, structures and "
                    + "counts are the same; the order and the cost differ.")
    String search;

    @Option(names = "--threads", paramLabel = "N",
            description = "Exploring threads (default: every core of the machine). They split the search and "
                    + "give the same paths, structures and counts as one thread.")
    Integer threads;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N",
            description = "The seed of --search random (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--bounds-dir", paramLabel = "DIR",
            description = "The bounds database (default: ~/.cache/bliss/bounds); a missing or stale entry is "
                    + "computed on the spot.")
    Path boundsDir;

    @Option(names = "--assumptions", defaultValue = "singletons", paramLabel = "WHICH",
            description = "Edges BLISS assumes: singletons (every edge between objects with a singleton label) or "
                    + "prefix (the paper's: the breadth-first concrete prefix). Default: ${DEFAULT-VALUE}.")
    String assumptions;

    @Option(names = "--no-answer-reuse",
            description = "bliss, blissdb: ask SAT4J every question, as the paper does, instead of deciding questions "
                    + "from the models and unsatisfiable cores of earlier answers in the run.")
    boolean noAnswerReuse;

    @Option(names = "--sat-preprocess", defaultValue = "true", paramLabel = "BOOL", arity = "1",
            description = "bliss, blissdb: load the CNF preprocessed with the pvars frozen (true, the default) or the "
                    + "original one (false); the answers are the same.")
    boolean satPreprocess;

    @Option(names = "--sat-core-rounds", defaultValue = "1", paramLabel = "N",
            description = "bliss, blissdb: extra SAT questions that make an unsatisfiable core smaller, for answer "
                    + "reuse (default: ${DEFAULT-VALUE}).")
    int satCoreRounds;

    @Option(names = "--sat-solver", defaultValue = "cdcl", paramLabel = "NAME",
            description = "bliss, blissdb: the SAT solver, cdcl (bliss's incremental solver) or sat4j (default: "
                    + "${DEFAULT-VALUE}).")
    String satSolver;

    @Option(names = "--record-sat", paramLabel = "FILE",
            description = "bliss, blissdb: append every SAT question that reaches SAT4J, with its answer, to FILE "
                    + "(for replays; see docs/bounds.md).")
    Path recordSat;

    @Option(names = "--redis", paramLabel = "URL",
            description = "blissdb: keep verdicts in this Redis (redis://host:port; default: $BLISS_REDIS_URL), "
                    + "backed by the embedded file.")
    String redis;

    @Option(names = "--cache", paramLabel = "FILE",
            description = "blissdb: the embedded verdict store (default: ~/.cache/bliss/verdicts.mv.db).")
    Path cacheFile;

    @Option(names = "--no-cache", description = "blissdb: no verdict store at all.")
    boolean noCache;

    @Option(names = "--scope", defaultValue = "5", paramLabel = "K",
            description = "At most K objects of each node class (default: ${DEFAULT-VALUE}).")
    int scope;

    @Option(names = "--precondition", defaultValue = "auto", paramLabel = "MODE",
            description = "auto (handwritten repOKHybrid() if declared, else derived from repOK(), else none), "
                    + "derived, handwritten or none (default: ${DEFAULT-VALUE}).")
    String precondition;

    @Option(names = "--precondition-runner", defaultValue = "native", paramLabel = "RUNNER",
            description = "native (on the host JVM, instrumented; the default) or interpreted (in the symbolic JVM).")
    String preconditionRunner;

    @Option(names = "--driver", paramLabel = "pkg.Class.method",
            description = "A static no-argument method that makes the inputs symbolic and calls the method.")
    String driver;

    @Option(names = "--json", description = "Print one JSON object instead of the summary.")
    boolean json;

    @Option(names = "--dump", paramLabel = "DIR",
            description = "Write each collected structure (text with path conditions and each path's input completed "
                    + "to a valid concrete one, and DOT): completed from the JML invariant, or from repOK with SymSolve "
                    + "for a class without one.")
    Path dump;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "0",
            description = "Stop after this many seconds and report partial results (0: no limit).")
    long timeoutSeconds;

    @Option(names = "--max-depth", paramLabel = "FRAMES", defaultValue = "1024",
            description = "Call depth at which a path is cut (default: ${DEFAULT-VALUE}).")
    int maxDepth;

    @Option(names = "--step-limit", paramLabel = "N", defaultValue = "1000000",
            description = "Steps (calls and backward jumps) since the last choice point at which a path is cut (default: "
                    + "${DEFAULT-VALUE}).")
    long stepLimit;


    @Override
    public void describe(CommandSpec spec) {
        StringBuilder techniques = new StringBuilder("%nTechniques (--technique):%n");
        for (TechniqueCatalogue.Entry e : TechniqueCatalogue.entries()) {
            techniques.append(String.format("  %-9s", e.name()));
            int column = 11;
            for (String word : e.summary().split(" ")) {
                if (column + 1 + word.length() > FOOTER_WIDTH && column > 11) {
                    techniques.append("%n").append(" ".repeat(11));
                    column = 11;
                } else if (column > 11) {
                    techniques.append(' ');
                    column++;
                }
                techniques.append(word.replace("%", "%%"));
                column += word.length();
            }
            techniques.append("%n");
        }
        spec.usageMessage().footer(techniques.toString());
    }

    /** Columns of the technique list under the help (picocli's usage width), each summary wrapped under itself. */
    private static final int FOOTER_WIDTH = 79;

    @Override
    public Integer call() {
        Analysis analysis = build(Path.of("").toAbsolutePath());
        if (cluster.enabled() && dump != null) {
            throw new UserError("--dump needs each path's end to complete its input, which stays on the worker: run "
                    + "it without --cluster");
        }
        DumpInputs inputs = dump == null ? null : dumpInputs();
        try {
            AnalysisResult result;
            try {
                if (cluster.enabled()) {
                    result = cluster.service(AnalysisCluster.class).run(analysis,
                            ClusterOptions.without(ownArgs(spec)), Path.of("").toAbsolutePath(), cluster.addresses());
                } else {
                    result = analysis.run();
                }
            } catch (Unsupported u) {
                throw new UserError(u.getMessage(), u);
            }
            System.out.print(json ? result.toJson() + "\n" : result.summary());
            if (dump != null) {
                try {
                    StructureDump.write(result, dump, inputs);
                } catch (UncheckedIOException e) {
                    throw new UserError(e.getMessage(), e);
                }
                System.err.println("bliss: wrote " + result.structures() + " structures to " + dump);
            }
        } finally {
            if (inputs != null) {
                inputs.close();
            }
        }
        return 0;
    }

    /**
     * The analysis a {@code bliss analyze} command line asks for, built as the command builds it (a cluster member
     * rebuilds the coordinator's analysis from its arguments).
     *
     * @param args             the arguments after {@code analyze}
     * @param workingDirectory where relative paths among them are resolved
     * @throws UserError for a mistake in the arguments
     */
    public static Analysis analysis(List<String> args, Path workingDirectory) {
        AnalyzeCommand command = new AnalyzeCommand();
        try {
            new CommandLine(command).parseArgs(args.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new UserError(e.getMessage(), e);
        }
        return command.build(workingDirectory);
    }

    /** The arguments given to this subcommand (the command line's original ones after the subcommand's name). */
    static List<String> ownArgs(CommandSpec spec) {
        List<String> all = spec.commandLine().getParseResult().originalArgs();
        int at = all.indexOf(spec.name());
        return spec.parent() == null || at < 0 ? all : all.subList(at + 1, all.size());
    }


    /**
     * What completes {@code --dump}'s inputs, made before the analysis runs; null (each path's model is written, the
     * input not completed) when the class's invariant cannot be read, or it has none and SymSolve cannot search it,
     * which a warning says.
     */
    private DumpInputs dumpInputs() {
        try {
            return DumpInputs.completing(target, scope);
        } catch (UserError e) {
            System.err.println("bliss: warning: --dump writes each path's model without completing its input to a "
                    + "valid one: " + e.getMessage());
            return null;
        }
    }

    /** The class under analysis, once {@link #build} has resolved it. */
    private TargetClass target;

    /** Builds the analysis these options ask for; relative paths are resolved against {@code base}. */
    private Analysis build(Path base) {
        classOptions.classpath = classOptions.classpath.stream().map(base::resolve).toList();
        classOptions.sourcepath = classOptions.sourcepath.stream().map(base::resolve).toList();
        boundsDir = boundsDir == null ? null : base.resolve(boundsDir);
        cacheFile = cacheFile == null ? null : base.resolve(cacheFile);
        recordSat = recordSat == null ? null : base.resolve(recordSat);
        dump = dump == null ? null : base.resolve(dump);
        target = classOptions.resolve();
        AnalysisArguments.scope(scope);
        AnalysisArguments.technique(technique);
        SearchOrder order;
        try {
            order = SearchOrder.valueOf(search.toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw new UserError("--search must be depth-first, depth-first-replay, breadth-first or random, got '"
                    + search + "'");
        }
        int workers = AnalysisArguments.threads(threads);
        if (satCoreRounds < 0) {
            throw new UserError("--sat-core-rounds must be at least 0, got " + satCoreRounds);
        }
        SolverKind solver;
        try {
            solver = SolverKind.of(satSolver);
        } catch (IllegalArgumentException e) {
            throw new UserError("--sat-solver must be cdcl or sat4j, got '" + satSolver + "'");
        }
        PreconditionMode mode = AnalysisArguments.precondition(precondition);
        if (!preconditionRunner.equals("native") && !preconditionRunner.equals("interpreted")) {
            throw new UserError("--precondition-runner must be native or interpreted, got '" + preconditionRunner
                    + "'");
        }
        Assumptions which = switch (assumptions) {
            case "singletons" -> Assumptions.SINGLETONS;
            case "prefix" -> Assumptions.PREFIX;
            default -> throw new UserError("--assumptions must be singletons or prefix, got '" + assumptions + "'");
        };
        PrintStream err = System.err;
        TechniqueSettings settings = TechniqueSettings.defaults()
                .withAssumptions(which)
                .withOracle(TechniqueSettings.defaults().oracle()
                        .withReuseAnswers(!noAnswerReuse)
                        .withSat(new SatOptions(satPreprocess, satCoreRounds, solver))
                        .withRecord(recordSat))
                .withCache(redis, cacheFile, noCache)
                .withSourcepath(classOptions.sourcepath)
                .withMessages(err);
        if (boundsDir != null) {
            settings = settings.withBoundsDirectory(boundsDir);
        }
        Analysis analysis = new Analysis(target.loader(), target.name(), method)
                .displayName(target.displayName())
                .scope(scope)
                .technique(technique)
                .search(order, seed)
                .threads(workers)
                .settings(settings)
                .precondition(mode)
                .limits(new Limits(maxDepth, stepLimit, Limits.DEFAULT.preconditionSteps(), timeoutSeconds * 1000))
                .nativePreconditions(preconditionRunner.equals("native"))
                .keepPaths(dump != null)
                .solvers(Solvers.standard())
                .warnings(w -> err.println("bliss: warning: " + w))
                .progress(p -> err.println("bliss: " + p));
        AnalysisArguments.Driver d = AnalysisArguments.driver(driver, target, method);
        if (d != null) {
            analysis.driver(d.className(), d.method());
        }
        return analysis;
    }
}
