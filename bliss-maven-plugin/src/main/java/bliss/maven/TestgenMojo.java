package bliss.maven;

import bliss.spf.testgen.TestGeneration;
import bliss.spf.testgen.TestgenSummary;
import bliss.target.TargetClass;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

import java.io.File;

/**
 * {@code bliss:testgen}: JUnit 5 tests of a class's methods, one per path of the method's symbolic execution, on
 * valid inputs, written into {@code target/generated-test-sources/bliss}, which becomes a test source root: in
 * {@code mvn compile bliss:testgen test} the same build compiles the tests and Surefire runs them. A test of a class
 * analysed without a driver needs nothing but JUnit 5 and the class; with a driver, also the driver and
 * {@code bliss.symbolic} (module bliss-symbolic).
 */
@Mojo(name = "testgen", defaultPhase = LifecyclePhase.GENERATE_TEST_SOURCES,
        requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
public final class TestgenMojo extends BlissMojo {

    /** Where the tests go, under their package's directories. */
    @Parameter(property = "bliss.outputDirectory",
            defaultValue = "${project.build.directory}/generated-test-sources/bliss")
    File outputDirectory;

    /** The tests' package; default: the class's, so that its package-private parts are visible. */
    @Parameter(property = "bliss.package")
    String testPackage;

    /**
     * Tests that need nothing but JUnit 5 and the class: with a driver, each test makes the calls the driver made
     * (pinned) without running the driver.
     */
    @Parameter(property = "bliss.standalone", defaultValue = "false")
    boolean standalone;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        TargetClass target = target();
        for (String m : methods()) {
            TestGeneration generation = new TestGeneration(target, analysis(target, m));
            generation.standalone(standalone);
            if (testPackage != null) {
                generation.testPackage(testPackage);
            }
            TestGeneration.Report report = run(() -> generation.run(outputDirectory.toPath()));
            print(TestgenSummary.text(report, null));
            surefireOptions(report.jvmOptions());
            int bugs = report.repOKFailures().size() + report.divergent().size();
            if (bugs > 0) {
                getLog().warn("bliss: " + bugs + " paths got no test (see above): a bug in bliss");
            }
        }
        project.addTestCompileSourceRoot(outputDirectory.getPath());
    }

    /**
     * Adds the options the tests' JVM needs (the exports of JDK packages the code under test uses) to the project's
     * {@code argLine} property, which Surefire's forked JVM takes (as JaCoCo's agent is passed): unless the POM sets
     * Surefire's {@code argLine} itself, when it should name {@code @{argLine}}.
     */
    private void surefireOptions(java.util.List<String> options) {
        String line = project.getProperties().getProperty("argLine", "");
        for (String o : options) {
            if (!line.contains(o)) {
                line = (line.isBlank() ? "" : line + " ") + o;
            }
        }
        if (!line.isEmpty()) {
            project.getProperties().setProperty("argLine", line);
        }
    }
}
