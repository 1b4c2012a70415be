package bliss.maven;

import bliss.UserError;
import bliss.bounds.ClassSpec;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.Solvers;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Limits;
import bliss.spf.testgen.Completions;
import bliss.spf.vm.Unsupported;
import bliss.target.TargetClass;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the goals share: the class, its methods, the scope, the technique and the driver, as parameters and as the
 * {@code bliss.*} user properties; the project's compiled classes (main and test: a driver may live in either), its
 * dependencies and its sources; and the analysis built from them through the engine's API.
 */
abstract class BlissMojo extends AbstractMojo {

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /** The class to analyse: a bundled subject by simple name, or a class of the project by full name. */
    @Parameter(property = "bliss.class", alias = "class", required = true)
    String className;

    /** The method (or several, separated by commas). */
    @Parameter(property = "bliss.method", required = true)
    String method;

    /** At most this many objects of each node class. */
    @Parameter(property = "bliss.scope", defaultValue = "4")
    int scope;

    /**
     * The heap technique; default: bliss for a class with a JML invariant and one node class, else pli (repOK).
     */
    @Parameter(property = "bliss.technique")
    String technique;

    /**
     * A driver, {@code pkg.Class.method}: a static no-argument method that makes the inputs symbolic and calls the
     * method. Without one the method is called on a symbolic receiver with symbolic arguments.
     */
    @Parameter(property = "bliss.driver")
    String driver;

    /** Stop each analysis after this many seconds (0: no limit). */
    @Parameter(property = "bliss.timeout", defaultValue = "0")
    long timeout;

    /** The methods asked for. */
    List<String> methods() throws MojoFailureException {
        List<String> out = new ArrayList<>();
        for (String m : method.split(",")) {
            if (!m.isBlank()) {
                out.add(m.strip());
            }
        }
        if (out.isEmpty()) {
            throw new MojoFailureException("bliss: no method given (bliss.method)");
        }
        if (out.size() > 1 && driver != null) {
            throw new MojoFailureException("bliss: one driver (bliss.driver) for several methods; run one at a time");
        }
        return out;
    }

    /** The class, loaded from the project's classes and dependencies, its sources beside it. */
    TargetClass target() throws MojoExecutionException, MojoFailureException {
        List<Path> classpath = new ArrayList<>();
        try {
            for (String e : project.getTestClasspathElements()) {
                Path p = Path.of(e);
                if (Files.exists(p)) {
                    classpath.add(p);
                }
            }
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("bliss: the project's dependencies are not resolved: " + e.getMessage(),
                    e);
        }
        List<Path> sourcepath = new ArrayList<>();
        for (String root : project.getCompileSourceRoots()) {
            if (Files.isDirectory(Path.of(root))) {
                sourcepath.add(Path.of(root));
            }
        }
        return run(() -> TargetClass.resolve(className, classpath, sourcepath));
    }

    /** The driver of a method: the one given, else a bundled subject's, else none (null). */
    AnalysisSpec.Driver driverOf(TargetClass target, String m) throws MojoFailureException {
        if (driver != null) {
            return run(() -> AnalysisSpec.Driver.parse(driver));
        }
        return target.subject().map(s -> new AnalysisSpec.Driver(s.driverClassName(), m)).orElse(null);
    }

    /**
     * The analysis of one method, as the engine's API builds it: the technique asked for, or the default for the
     * class (bliss with a JML invariant, pli with repOK only), every core exploring.
     */
    Analysis analysis(TargetClass target, String m) throws MojoFailureException {
        String techniqueName = technique != null ? technique
                : run(() -> Completions.defaultTechnique(ClassSpec.of(target)));
        AnalysisSpec.Driver d = driverOf(target, m);
        AnalysisSpec spec = run(() -> AnalysisSpec.of(target.name(), m)
                .withDisplayName(target.displayName())
                .withDriver(d)
                .withTechnique(techniqueName)
                .withScope(scope)
                .withSettings(TechniqueSettings.defaults().withSourcepath(target.sourcepath())
                        .withMessages(System.err))
                .withThreads(Runtime.getRuntime().availableProcessors())
                .withLimits(Limits.DEFAULT.withTimeoutMillis(timeout * 1000)));
        return new Analysis(spec, target.loader())
                .solvers(Solvers.standard())
                .warnings(w -> getLog().warn("bliss: " + w))
                .progress(p -> getLog().info("bliss: " + p));
    }

    /** Prints a text line by line into the build's log. */
    void print(String text) {
        for (String line : text.split("\n")) {
            getLog().info(line);
        }
    }

    /** Something of bliss's that may fail with a user's mistake. */
    interface Step<T> {
        T get();
    }

    /** Runs a step: a user's mistake (or a construct the engine does not run) fails the build in one line. */
    static <T> T run(Step<T> step) throws MojoFailureException {
        try {
            return step.get();
        } catch (UserError | Unsupported e) {
            throw new MojoFailureException("bliss: " + e.getMessage(), e);
        }
    }
}
