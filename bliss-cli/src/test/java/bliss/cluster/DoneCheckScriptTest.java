package bliss.cluster;

import bliss.spf.testing.OrderDependentCounters;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code cluster/run-done-check.sh} (the cluster's check by hand, docs/cluster.md) against the build: it reads the
 * class path of a module whose launcher writes one, and it leaves out of its comparison exactly the counters the
 * tests treat as order-dependent (a counter missing from its list makes an exact cluster run look different from the
 * local one; an extra one hides a difference).
 */
class DoneCheckScriptTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent(); // the tests run in bliss-cli
    private static final Path SCRIPT = ROOT.resolve("cluster/run-done-check.sh");

    @Test
    void readsTheClassPathTheLauncherWrites() throws IOException {
        Matcher m = Pattern.compile("\\$root/([\\w-]+)/target/classpath\\.txt").matcher(Files.readString(SCRIPT));
        assertTrue(m.find(), "the script names no module's target/classpath.txt");
        do {
            Path launcher = ROOT.resolve(m.group(1)).resolve("src/launcher/classpath.txt");
            assertTrue(Files.isRegularFile(launcher), "the script reads " + m.group(0) + ", which no build writes: "
                    + launcher + " is missing");
        } while (m.find());
    }

    @Test
    void ignoresExactlyTheOrderDependentCounters() throws IOException {
        Matcher list = Pattern.compile("ORDER_DEPENDENT='\\[([^\\]]*)]'").matcher(Files.readString(SCRIPT));
        assertTrue(list.find(), "no ORDER_DEPENDENT list in " + SCRIPT);
        Set<String> names = new TreeSet<>();
        Matcher name = Pattern.compile("\"(\\w+)\"").matcher(list.group(1));
        while (name.find()) {
            names.add(name.group(1));
        }
        assertEquals(new TreeSet<>(OrderDependentCounters.NAMES), names);
    }
}
