package bliss.cli;

import bliss.UserError;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.List;

/** The {@code bliss} command line; {@code ./bliss} at the repository root runs it. */
@Command(name = "bliss",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
                "Symbolic execution of heap-manipulating Java programs with bounded lazy initialization and SAT "
                        + "support (BLISS).",
                "",
                "Pipeline: a class with a JML invariant and repOK -> tight field bounds (Kodkod) -> symbolic "
                        + "execution of a method over every valid input structure up to a scope."},
        footer = {"", "Run 'bliss <command> --help' for the options of a command."},
        synopsisSubcommandLabel = "<command>")
public final class Main implements Runnable {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status (0 ok, 1 analysis found a failure, 2 usage error). */
    public static int run(String... args) {
        return commandLine(args.length == 0 ? null : args[0]).execute(args);
    }

    /** The commands, in pipeline order (as {@code bliss --help} lists them). */
    private static List<BlissSubcommand> commands() {
        return List.of(new EnumerateCommand(), new BoundsCommand(), new AnalyzeCommand(), new TestgenCommand(),
                new SweepCommand(), new ExperimentCommand(), new WorkerCommand());
    }

    /** The command line with every command. */
    public static CommandLine commandLine() {
        return commandLine(null);
    }

    /**
     * The command line for arguments that start with {@code first}: when it names a command, with that command alone
     * (picocli reads each command's options by reflection, most of the time a short run like a sweep's scope takes
     * before it analyses), else with every command (the help, or the suggestions for a mistyped name).
     */
    static CommandLine commandLine(String first) {
        // the bundled subjects, for the help of --class
        System.setProperty("bliss.subjects", String.join(", ", bliss.subjects.Subjects.ALL.stream()
                .map(bliss.subjects.Subjects.Subject::name).toList()));
        CommandLine cl = new CommandLine(new Main());
        List<BlissSubcommand> all = commands();
        List<BlissSubcommand> named = all.stream()
                .filter(s -> s.getClass().getAnnotation(Command.class).name().equals(first)).toList();
        for (BlissSubcommand s : named.isEmpty() ? all : named) {
            cl.addSubcommand(s);
        }
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (sub.getCommand() instanceof BlissSubcommand s) {
                s.describe(sub.getCommandSpec());
            }
        }
        cl.setExecutionExceptionHandler(Main::handleException);
        cl.setParameterExceptionHandler((ex, args) -> {
            ex.getCommandLine().getErr().println("bliss: " + usageError(ex));
            return 2;
        });
        return cl;
    }

    /**
     * A mistake on the command line as one line: what is wrong, and where the fix is (a close command or option
     * name, or the command's help).
     */
    static String usageError(CommandLine.ParameterException ex) {
        CommandLine cl = ex.getCommandLine();
        String help = "'" + cl.getCommandSpec().qualifiedName() + " --help' lists them";
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String first = u.getUnmatched().get(0);
            List<String> close = u.getSuggestions();
            boolean command = cl.getCommandSpec().parent() == null && !first.startsWith("-");
            String what = command ? "unknown command '" + first + "'" : first.startsWith("-")
                    ? "unknown option '" + first + "'" : "unexpected argument '" + first + "'";
            return what + (close.isEmpty() ? "" : "; did you mean " + String.join(" or ", close.stream().limit(3)
                    .toList()) + "?") + " (" + help + ")";
        }
        String message = ex.getMessage().replace('\n', ' ').strip();
        return message + " (" + help + ")";
    }

    private static int handleException(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
        PrintWriter err = cl.getErr();
        if (ex instanceof UserError) {
            err.println("bliss: " + ex.getMessage());
            return 2;
        }
        // Anything else is a bug in bliss, not a user mistake: keep the whole trace.
        err.println("bliss: internal error: " + ex);
        ex.printStackTrace(err);
        return 3;
    }

    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }

    /** The version from the jar manifest when packaged. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[]{"bliss " + (v == null ? "(development build)" : v)};
        }
    }
}
