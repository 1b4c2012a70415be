package bliss.cli;

import bliss.target.TargetClass;
import bliss.UserError;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisCluster;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.Solvers;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.OutputFolder;
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

    @Mixin
    MethodOptions methodOptions;

    @Mixin
    AnalysisOptions options;

    @Option(names = "--technique", defaultValue = "li", paramLabel = "NAME",
            description = "Heap technique (the list below). Default: ${DEFAULT-VALUE}.")
    String technique;

    @Option(names = "--scope", defaultValue = "5", paramLabel = "K",
            description = "At most K objects of each node class (default: ${DEFAULT-VALUE}).")
    int scope;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "0",
            description = "Stop after this many seconds and report partial results (0: no limit).")
    long timeoutSeconds;

    @Option(names = "--json", description = "Print one JSON object instead of the summary.")
    boolean json;

    @Option(names = "--dump", paramLabel = "DIR",
            description = "Write each collected structure (text with path conditions and each path's input completed "
                    + "to a valid concrete one, and DOT): completed from the JML invariant, or from repOK with SymSolve "
                    + "for a class without one.")
    Path dump;

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
        OutputFolder folder = dump == null ? null : StructureDump.claim(dump, System.err);
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
                    StructureDump.write(result, folder, inputs);
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
        dump = dump == null ? null : base.resolve(dump);
        target = classOptions.resolve();
        PrintStream err = System.err;
        AnalysisSpec spec = options.spec(target, methodOptions.method, methodOptions.driver(target), technique, scope,
                timeoutSeconds, base, err);
        return new Analysis(dump == null ? spec : spec.keepingPaths(), target.loader())
                .solvers(Solvers.standard())
                .warnings(w -> err.println("bliss: warning: " + w))
                .progress(p -> err.println("bliss: " + p));
    }
}
