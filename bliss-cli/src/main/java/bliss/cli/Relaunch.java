package bliss.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * This command line once more, in a new JVM with more options: the exports of the JDK's packages the code under test
 * needs ({@code bliss.spf.testgen.ModuleExports}), which a running JVM cannot grant itself. The new JVM has this one's
 * options, class path and arguments, and shares its standard streams; its exit status is the command's.
 */
final class Relaunch {

    /** The system property that marks the new JVM, so that a JVM that still lacks the options fails, once. */
    static final String MARK = "bliss.relaunched";

    private Relaunch() {
    }

    /**
     * @param jvmOptions the options the new JVM gets beyond this one's
     * @param args       the command line's arguments, as given
     * @return the new JVM's exit status
     * @throws IllegalStateException in a JVM this class started (the options did not give what they should)
     */
    static int withOptions(List<String> jvmOptions, List<String> args) {
        if (Boolean.getBoolean(MARK)) {
            throw new IllegalStateException("started again with " + jvmOptions + ", and still without them");
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(jvmOptions);
        command.add("-D" + MARK + "=true");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(args);
        try {
            return new ProcessBuilder(command).inheritIO().start().waitFor();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a JVM: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
