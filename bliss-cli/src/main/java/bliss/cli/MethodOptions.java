package bliss.cli;

import bliss.UserError;
import bliss.spf.analysis.AnalysisSpec;
import bliss.subjects.Subjects;
import bliss.target.TargetClass;
import picocli.CommandLine.Option;

import java.util.stream.Collectors;

/** The method a command analyses and its driver; shared by analyze, testgen and sweep. */
public final class MethodOptions {

    @Option(names = "--method", required = true, paramLabel = "NAME",
            description = "The method to analyse; an overload by its parameter types, as 'remove(int)' or "
                    + "'put(Object, Object)' (or 'put(K, V)', as Javadoc writes a generic one).")
    public String method;

    @Option(names = "--driver", paramLabel = "pkg.Class.method",
            description = "A static no-argument method that makes the inputs symbolic and calls the method (default: "
                    + "a bundled subject's own driver; for another class, the method on a symbolic receiver and "
                    + "symbolic arguments).")
    public String driver;

    /**
     * The driver of the method: {@code --driver} when given, else the bundled subject's driver of the method.
     *
     * @return the driver, or null for a user's class without one (the method runs on a symbolic receiver and
     *         arguments)
     * @throws UserError for a malformed {@code --driver}, or a method the bundled subject does not have
     */
    public AnalysisSpec.Driver driver(TargetClass target) {
        if (driver != null) {
            return AnalysisSpec.Driver.parse(driver);
        }
        checkBundled(target);
        return target.subject().map(s -> new AnalysisSpec.Driver(s.driverClassName(), method)).orElse(null);
    }

    /** @throws UserError when the class is a bundled subject that has no such method */
    public void checkBundled(TargetClass target) {
        target.subject().ifPresent(s -> {
            if (s.method(method).isEmpty()) {
                throw new UserError("unknown method '" + method + "' of " + s.name() + "; its methods: "
                        + s.methods().stream().map(Subjects.Method::name).collect(Collectors.joining(", ")));
            }
        });
    }
}
