package bliss.cluster;

import bliss.UserError;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The secret the members of one bliss cluster share ({@value #ENVIRONMENT} or {@code --secret-file FILE}). It never
 * leaves the process: the cluster's Hazelcast name is {@code bliss-} and 128 bits of the secret's SHA-256
 * ({@link #clusterName()}), and Hazelcast refuses at join time a member whose cluster name differs: one with another
 * secret, or none (whose name is plain {@value #PLAIN_NAME}). The name travels in clear text (Hazelcast's open-source
 * edition has no TLS), so whoever reads the traffic can join: {@code docs/cluster.md} states the trust model.
 */
public final class ClusterSecret {

    /** The environment variable that holds the secret. */
    public static final String ENVIRONMENT = "BLISS_CLUSTER_SECRET";
    /** The cluster name of members without a secret (on loopback only). */
    static final String PLAIN_NAME = "bliss";
    /** Hex digits of the digest in the cluster name (128 bits). */
    private static final int NAME_DIGITS = 32;

    /** No secret: only a cluster on this machine's loopback interface may do without. */
    public static final ClusterSecret NONE = new ClusterSecret(null);

    /** The SHA-256 of the secret, or null for none. */
    private final byte[] digest;

    private ClusterSecret(byte[] digest) {
        this.digest = digest;
    }

    /** The secret {@code text} (the same text on every member gives the same cluster). */
    public static ClusterSecret of(String text) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update("bliss cluster secret\0".getBytes(StandardCharsets.UTF_8));
            return new ClusterSecret(sha.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * The secret a command or worker uses: the content of {@code file} (its first line, without the line end) when
     * given, else {@value #ENVIRONMENT} from {@code environment} when set and not blank, else {@link #NONE}.
     *
     * @param warn told when {@code file} can be read by other users of the machine
     * @throws UserError when {@code file} cannot be read or holds no secret
     */
    public static ClusterSecret resolve(Path file, Map<String, String> environment, Consumer<String> warn) {
        if (file != null) {
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8).lines().findFirst().orElse("");
            } catch (IOException | RuntimeException e) {
                throw new UserError("cannot read the cluster secret from " + file + ": " + e.getMessage(), e);
            }
            if (text.isBlank()) {
                throw new UserError(file + " holds no cluster secret; write one line, the same on every member "
                        + "(e.g. 'head -c 24 /dev/urandom | base64 > " + file + "; chmod 600 " + file + "')");
            }
            if (readableByOthers(file)) {
                warn.accept(file + " can be read by other users of this machine; 'chmod 600 " + file + "'");
            }
            return of(text);
        }
        String text = environment.get(ENVIRONMENT);
        return text == null || text.isBlank() ? NONE : of(text);
    }

    /** The secret of {@value #ENVIRONMENT} in this process's environment, or {@link #NONE}. */
    public static ClusterSecret fromEnvironment() {
        return resolve(null, System.getenv(), w -> { });
    }

    /** {@link #resolve} with this process's environment, warnings to standard error. */
    public static ClusterSecret resolve(Path file) {
        return resolve(file, System.getenv(), w -> System.err.println("bliss: warning: " + w));
    }

    private static boolean readableByOthers(Path file) {
        try {
            Set<PosixFilePermission> p = Files.getPosixFilePermissions(file);
            return p.contains(PosixFilePermission.GROUP_READ) || p.contains(PosixFilePermission.OTHERS_READ);
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /**
     * A cluster seam's implementation (found by {@code ServiceLoader}) that joins with the secret it is given; without
     * one it joins with {@value #ENVIRONMENT}'s.
     */
    public interface Aware {
        /** @effects the cluster is joined with {@code secret} from now on */
        void useSecret(ClusterSecret secret);
    }

    /** Whether there is a secret. */
    public boolean present() {
        return digest != null;
    }

    /** The Hazelcast cluster name of members with this secret. */
    String clusterName() {
        return digest == null ? PLAIN_NAME
                : PLAIN_NAME + "-" + HexFormat.of().formatHex(digest).substring(0, NAME_DIGITS);
    }

    /** How a user gives one (the end of a message). */
    static String howToSet() {
        return "set " + ENVIRONMENT + " or give --secret-file FILE, the same on every worker and command";
    }

    @Override
    public String toString() {
        return digest == null ? "no secret" : "a secret";
    }
}
