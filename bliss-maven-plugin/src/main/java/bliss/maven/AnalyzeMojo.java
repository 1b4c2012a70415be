package bliss.maven;

import bliss.spf.results.AnalysisResult;
import bliss.target.TargetClass;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code bliss:analyze}: the symbolic execution of a class's methods, printed as {@code bliss analyze} prints it,
 * and written as JSON to {@code target/bliss/<Class>.<method>.json}.
 */
@Mojo(name = "analyze", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
public final class AnalyzeMojo extends BlissMojo {

    /** Where the JSON of each analysis goes. */
    @Parameter(property = "bliss.reportDirectory", defaultValue = "${project.build.directory}/bliss")
    File reportDirectory;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        TargetClass target = target();
        for (String m : methods()) {
            bliss.spf.analysis.Analysis analysis = analysis(target, m);
            AnalysisResult result = run(analysis::run);
            print(result.summary());
            Path file = reportDirectory.toPath().resolve(target.type().getSimpleName() + "." + m + ".json");
            try {
                Files.createDirectories(file.getParent());
                Files.writeString(file, result.toJson() + "\n", StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new MojoExecutionException("bliss: cannot write " + file + ": " + e.getMessage(), e);
            }
            getLog().info("bliss: wrote " + file);
        }
    }
}
