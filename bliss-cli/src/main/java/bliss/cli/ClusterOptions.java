package bliss.cli;

import bliss.UserError;
import bliss.cluster.Addresses;
import bliss.cluster.ClusterSecret;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * {@code --cluster HOST:PORT[,HOST:PORT...]} and {@code --secret-file FILE}: run a command's work on a cluster of
 * {@code bliss worker}s instead of in this process, joining with the cluster's secret (the file's, else
 * {@code BLISS_CLUSTER_SECRET}'s). The command finds the cluster's implementation of its seam with {@link #service}
 * (the cluster module brings them, as each module brings its subcommands); without the option nothing changes.
 */
public final class ClusterOptions {

    @Option(names = "--cluster", split = ",", paramLabel = "HOST:PORT",
            description = "Distribute the work over the bliss workers at these addresses (comma-separated; "
                    + "'bliss worker' starts one). The output is the same as a local run's.")
    public List<String> members = new ArrayList<>();

    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "With --cluster: the cluster's secret, the first line of FILE (default: the environment's "
                    + "BLISS_CLUSTER_SECRET). Workers refuse a command whose secret differs from theirs.")
    public Path secretFile;

    /**
     * Whether the command runs on a cluster.
     *
     * @throws UserError for {@code --secret-file} without {@code --cluster}
     */
    public boolean enabled() {
        if (members.isEmpty() && secretFile != null) {
            throw new UserError("--secret-file goes with --cluster (the secret of the workers it names)");
        }
        return !members.isEmpty();
    }

    /**
     * The members' addresses, checked.
     *
     * @throws UserError for an address that is not HOST:PORT
     */
    public List<String> addresses() {
        return Addresses.parse(members);
    }

    /** These options as a child {@code bliss} command takes them (empty without {@code --cluster}). */
    public List<String> arguments() {
        List<String> out = new ArrayList<>();
        if (enabled()) {
            out.add("--cluster");
            out.add(String.join(",", addresses()));
            if (secretFile != null) {
                out.add("--secret-file");
                out.add(secretFile.toAbsolutePath().toString());
            }
        }
        return out;
    }

    /** {@code args} without these options (what the workers rebuild an analysis from). */
    public static List<String> without(List<String> args) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--cluster") || a.equals("--secret-file")) {
                i++;
            } else if (!a.startsWith("--cluster=") && !a.startsWith("--secret-file=")) {
                out.add(a);
            }
        }
        return out;
    }

    /**
     * The cluster's implementation of a seam ({@code META-INF/services}), joining with this command's secret.
     *
     * @throws UserError when no module on the class path brings one, or the secret file cannot be read
     */
    public <T> T service(Class<T> seam) {
        T s = ServiceLoader.load(seam).findFirst().orElseThrow(() -> new UserError("--cluster needs the cluster "
                + "module on the class path (./bliss has it); no " + seam.getSimpleName() + " found"));
        if (s instanceof ClusterSecret.Aware aware) {
            aware.useSecret(ClusterSecret.resolve(secretFile));
        }
        return s;
    }
}
