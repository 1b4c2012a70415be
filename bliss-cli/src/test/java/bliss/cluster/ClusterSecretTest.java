package bliss.cluster;

import bliss.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where a node's secret comes from, what cluster name it gives, and where a worker may listen without one. No socket
 * is opened: the refusal of a worker beyond loopback without a secret comes before any (an address of no machine here
 * is refused for the secret, not for the address).
 */
class ClusterSecretTest {

    @TempDir
    Path dir;

    @Test
    void theSameSecretNamesTheSameClusterAndAnotherOrNoneAnother() {
        assertEquals(ClusterSecret.of("a").clusterName(), ClusterSecret.of("a").clusterName());
        assertNotEquals(ClusterSecret.of("a").clusterName(), ClusterSecret.of("b").clusterName());
        assertNotEquals(ClusterSecret.of("a").clusterName(), ClusterSecret.NONE.clusterName());
        assertFalse(ClusterSecret.of("hunter2").clusterName().contains("hunter2"), "the name does not hold the secret");
    }

    @Test
    void theFileWinsOverTheEnvironmentAndItsFirstLineIsTheSecret() throws Exception {
        Path file = Files.writeString(dir.resolve("secret"), "a\nignored\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        List<String> warnings = new ArrayList<>();
        ClusterSecret s = ClusterSecret.resolve(file, Map.of(ClusterSecret.ENVIRONMENT, "b"), warnings::add);
        assertEquals(ClusterSecret.of("a").clusterName(), s.clusterName());
        assertEquals(List.of(), warnings);
        assertEquals(ClusterSecret.of("b").clusterName(),
                ClusterSecret.resolve(null, Map.of(ClusterSecret.ENVIRONMENT, "b"), warnings::add).clusterName());
        assertFalse(ClusterSecret.resolve(null, Map.of(), warnings::add).present());
        assertFalse(ClusterSecret.resolve(null, Map.of(ClusterSecret.ENVIRONMENT, " "), warnings::add).present());
    }

    @Test
    void anEmptyUnreadableOrOpenFileIsSaid() throws Exception {
        Path empty = Files.writeString(dir.resolve("empty"), "\n");
        UserError e = assertThrows(UserError.class, () -> ClusterSecret.resolve(empty, Map.of(), w -> { }));
        assertTrue(e.getMessage().contains("holds no cluster secret"), e.getMessage());
        assertThrows(UserError.class, () -> ClusterSecret.resolve(dir.resolve("missing"), Map.of(), w -> { }));
        Path open = Files.writeString(dir.resolve("open"), "a\n");
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rw-r--r--"));
        List<String> warnings = new ArrayList<>();
        ClusterSecret.resolve(open, Map.of(), warnings::add);
        assertEquals(1, warnings.size());
        assertTrue(warnings.get(0).contains("chmod 600"), warnings.get(0));
    }

    @Test
    void aWorkerBeyondLoopbackWithoutASecretIsRefusedBeforeAnySocket() {
        // 203.0.113.7 (TEST-NET-3) is no address of this machine: were it checked first, the message would say so
        UserError e = assertThrows(UserError.class, () -> ClusterNode.workerAddress("203.0.113.7", 5701,
                List.of("203.0.113.7:5701"), ClusterSecret.NONE));
        assertTrue(e.getMessage().contains("needs a cluster secret") && e.getMessage().contains("BLISS_CLUSTER_SECRET")
                && e.getMessage().contains("--secret-file"), e.getMessage());
        e = assertThrows(UserError.class, () -> ClusterNode.workerAddress(null, 5701,
                List.of("127.0.0.1:5701", "203.0.113.7:5701"), ClusterSecret.NONE));
        assertTrue(e.getMessage().contains("needs a cluster secret"), e.getMessage());
        // with a secret, the address is the next question
        e = assertThrows(UserError.class, () -> ClusterNode.workerAddress("203.0.113.7", 5701,
                List.of("203.0.113.7:5701"), ClusterSecret.of("a")));
        assertTrue(e.getMessage().contains("not an address of this machine"), e.getMessage());
        // a host that does not resolve (.invalid never does) is said as such, whatever the secret
        e = assertThrows(UserError.class, () -> ClusterNode.workerAddress(null, 5701,
                List.of("127.0.0.1:5701", "worker.invalid:5701"), ClusterSecret.NONE));
        assertTrue(e.getMessage().contains("worker.invalid:5701 in --cluster is unknown"), e.getMessage());
        // on loopback none is needed
        assertTrue(ClusterNode.workerAddress(null, 5701, List.of("127.0.0.1:5701", "localhost:5702"),
                ClusterSecret.NONE).isLoopbackAddress());
    }

    @Test
    void hazelcastAddressesAreWrittenAsUsersWriteThem() {
        assertEquals("127.0.0.1:5701", HazelcastLog.address("[127.0.0.1]:5701"));
        assertEquals("[::1]:5701", HazelcastLog.address("[::1]:5701"));
    }
}
