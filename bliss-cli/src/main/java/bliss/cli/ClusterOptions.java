package bliss.cli;

import bliss.UserError;
import bliss.cluster.Addresses;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * {@code --cluster HOST:PORT[,HOST:PORT...]}: run a command's work on a cluster of {@code bliss worker}s instead of
 * in this process. The command finds the cluster's implementation of its seam with {@link #service} (the cluster
 * module brings them, as each module brings its subcommands); without the option nothing changes.
 */
public final class ClusterOptions {

    @Option(names = "--cluster", split = ",", paramLabel = "HOST:PORT",
            description = "Distribute the work over the bliss workers at these addresses (comma-separated; "
                    + "'bliss worker' starts one). The output is the same as a local run's.")
    public List<String> members = new ArrayList<>();

    /** Whether the command runs on a cluster. */
    public boolean enabled() {
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

    /**
     * The cluster's implementation of a seam ({@code META-INF/services}).
     *
     * @throws UserError when no module on the class path brings one
     */
    public static <T> T service(Class<T> seam) {
        return ServiceLoader.load(seam).findFirst().orElseThrow(() -> new UserError("--cluster needs the cluster "
                + "module on the class path (./bliss has it); no " + seam.getSimpleName() + " found"));
    }
}
