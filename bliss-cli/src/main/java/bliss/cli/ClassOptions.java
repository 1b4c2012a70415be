package bliss.cli;

import bliss.target.TargetClass;
import bliss.UserError;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The options that name the class to work on; shared by enumerate, bounds, analyze, sweep. */
public final class ClassOptions {

    @Option(names = "--class", required = true, paramLabel = "CLASS",
            description = "A bundled subject by simple name (${sys:bliss.subjects}) or any class on --classpath by "
                    + "full name.")
    public String className;

    @Option(names = {"--classpath", "--cp"}, split = ":", paramLabel = "PATH",
            description = "Directories and jars holding the user's compiled classes (':'-separated).")
    public List<Path> classpath = new ArrayList<>();

    @Option(names = "--sourcepath", split = ":", paramLabel = "PATH",
            description = "Directories holding the user's Java sources, where the JML invariant is read "
                    + "(':'-separated). Bundled subjects carry their sources.")
    public List<Path> sourcepath = new ArrayList<>();

    /** Resolves the options to a loaded class; an unknown class is a {@link UserError}. */
    public TargetClass resolve() {
        return TargetClass.resolve(className, classpath, sourcepath);
    }
}
