package bliss.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README's commands are true: every {@code ./bliss} line of its code blocks parses (its command and options
 * exist, its values are valid), and each that runs in a test's time runs and exits 0, its output in a temporary folder;
 * the numbers the README gives for them are checked against the output. Parsed only: the sweep to scope 14 and the
 * experiment (minutes), the worker and the cluster lines (other machines), the example of a user's class (a
 * placeholder class path).
 */
class ReadmeCommandsTest {

    static List<List<String>> readmeCommands() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("..", "README.md"));
        List<List<String>> out = new ArrayList<>();
        boolean code = false;
        StringBuilder pending = null;
        for (String raw : lines) {
            if (raw.startsWith("```")) {
                code = !code;
                continue;
            }
            if (!code) {
                continue;
            }
            String line = raw.contains(" #") ? raw.substring(0, raw.indexOf(" #")) : raw;
            line = line.strip();
            if (pending != null) {
                pending.append(' ').append(line.replace("\\", ""));
                if (!line.endsWith("\\")) {
                    out.add(words(pending.toString()));
                    pending = null;
                }
            } else if (line.startsWith("./bliss")) {
                if (line.endsWith("\\")) {
                    pending = new StringBuilder(line.replace("\\", ""));
                } else {
                    out.add(words(line));
                }
            }
        }
        return out;
    }

    private static List<String> words(String line) {
        List<String> w = new ArrayList<>(Arrays.asList(line.strip().split(" +")));
        w.remove(0); // ./bliss
        return w;
    }

    private static boolean runnable(List<String> args) {
        String line = String.join(" ", args);
        return !(args.isEmpty() || args.get(0).equals("worker") || args.get(0).equals("experiment")
                || args.get(0).equals("sweep") || line.contains("--cluster") || line.contains("my.pkg"));
    }

    @Test
    void everyCommandParsesAndTheQuickOnesRun(@TempDir Path tmp) {
        List<List<String>> commands;
        try {
            commands = readmeCommands();
        } catch (IOException e) {
            throw new AssertionError("the README is read from the module's parent folder", e);
        }
        assertTrue(commands.size() >= 12, "the README's commands: " + commands);
        int ran = 0;
        for (List<String> original : commands) {
            List<String> args = original.stream().map(a -> a.startsWith("/tmp/") ? tmp.resolve(a.substring(5))
                    .toString() : a).toList();
            CommandLine cl = Main.commandLine();
            cl.parseArgs(args.toArray(String[]::new)); // throws for an unknown command or option, a bad value
            if (!runnable(args)) {
                continue;
            }
            AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss(args.toArray(String[]::new));
            assertEquals(0, r.status(), String.join(" ", original) + "\n" + r.err());
            assertFalse(r.err().contains("Exception"), r.err());
            String line = String.join(" ", original);
            if (line.equals("analyze --class AvlTree --method bfs --technique bliss --scope 12")) {
                assertTrue(r.out().contains("paths        426 ") && r.out().contains("structures   426\n"), r.out());
            }
            if (line.equals("enumerate --class TreeSet --scope 7")) {
                assertTrue(r.out().contains(" 55 ") || r.out().contains(" 55\n"), r.out());
            }
            if (line.startsWith("testgen")) {
                assertTrue(r.out().contains(" 0 failed"), r.out());
            }
            ran++;
        }
        assertTrue(ran >= 8, "ran " + ran);
    }
}
