package bliss.cli;

import bliss.UserError;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.subjects.Subjects;
import bliss.target.TargetClass;

import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The arguments the analysing commands ({@code analyze}, {@code testgen}) share, checked in one place: each mistake
 * is a {@link UserError} naming the option, the value and what it may be.
 */
final class AnalysisArguments {

    /** The driver an analysis runs: a static no-argument method that makes the inputs symbolic and calls. */
    record Driver(String className, String method) {
    }

    private AnalysisArguments() {
    }

    /** @throws UserError unless {@code scope >= 1} */
    static int scope(int scope) {
        if (scope < 1) {
            throw new UserError("--scope must be at least 1, got " + scope);
        }
        return scope;
    }

    /** @throws UserError unless the catalogue has the technique */
    static String technique(String technique) {
        if (TechniqueCatalogue.find(technique).isEmpty()) {
            throw new UserError("unknown technique '" + technique + "'; known: "
                    + String.join(", ", TechniqueCatalogue.names()));
        }
        return technique;
    }

    /** @return the precondition mode named (auto, derived, handwritten or none) */
    static PreconditionMode precondition(String name) {
        try {
            return PreconditionMode.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UserError("--precondition must be auto, derived, handwritten or none, got '" + name + "'");
        }
    }

    /** @return the exploring threads: the given number, or every core of the machine when none is given */
    static int threads(Integer threads) {
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (workers < 1) {
            throw new UserError("--threads must be at least 1, got " + workers);
        }
        return workers;
    }

    /**
     * The driver of {@code method}: {@code --driver pkg.Class.method} when given, else the bundled subject's driver
     * of the method.
     *
     * @return the driver, or null for a user's class without one (the method runs on a symbolic receiver and
     *         arguments)
     * @throws UserError for a malformed {@code --driver}, or a method the bundled subject does not have
     */
    static Driver driver(String driver, TargetClass target, String method) {
        if (driver != null) {
            int dot = driver.lastIndexOf('.');
            if (dot <= 0 || dot == driver.length() - 1) {
                throw new UserError("--driver must be pkg.Class.method, got '" + driver + "'");
            }
            return new Driver(driver.substring(0, dot), driver.substring(dot + 1));
        }
        if (target.subject().isPresent()) {
            Subjects.Subject s = target.subject().get();
            if (s.method(method).isEmpty()) {
                throw new UserError("unknown method '" + method + "' of " + s.name() + "; its methods: "
                        + s.methods().stream().map(Subjects.Method::name).collect(Collectors.joining(", ")));
            }
            return new Driver(s.driverClassName(), method);
        }
        return null;
    }
}
