package bliss.spf.values;

import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The classes of {@code src/test/resources/java17/values}, compiled once per test JVM by the running JDK's javac
 * with default flags (and {@code -g}) into a temporary directory, and loaded as a user's classes are: a class loader
 * of their own over the directory, the engine's classes (and {@code bliss.symbolic}) from the parent.
 */
final class ValueClasses {

    private static Path sources;
    private static Path classes;
    private static URLClassLoader loader;

    private ValueClasses() {
    }

    /** The directory of the sources ({@code --sourcepath}). */
    static synchronized Path sources() {
        compile();
        return sources;
    }

    /** The directory of the compiled classes ({@code --classpath}). */
    static synchronized Path classes() {
        compile();
        return classes;
    }

    /** A loader of the compiled classes. */
    static synchronized URLClassLoader loader() {
        compile();
        return loader;
    }

    /** A fresh loader of the compiled classes: classes loaded anew, their static state too (a JVM run). */
    static URLClassLoader fresh() {
        try {
            return new URLClassLoader(new URL[]{classes().toUri().toURL()}, ValueClasses.class.getClassLoader());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void compile() {
        if (loader != null) {
            return;
        }
        try {
            sources = Path.of(ValueClasses.class.getClassLoader().getResource("java17").toURI());
            classes = Files.createTempDirectory("bliss-values-");
            classes.toFile().deleteOnExit();
            // values.unsafe names jdk.internal.misc.Unsafe (the test JVM exports it too: bliss-spf's pom)
            List<String> args = new ArrayList<>(List.of("-g", "-d", classes.toString(), "-cp",
                    System.getProperty("java.class.path"), "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED"));
            try (Stream<Path> files = Files.walk(sources.resolve("values"))) {
                files.filter(p -> p.toString().endsWith(".java")).forEach(p -> args.add(p.toString()));
            }
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = ToolProvider.getSystemJavaCompiler().run(null, null, err, args.toArray(String[]::new));
            if (status != 0) {
                throw new IllegalStateException("javac failed: " + err);
            }
            loader = new URLClassLoader(new URL[]{classes.toUri().toURL()}, ValueClasses.class.getClassLoader());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
