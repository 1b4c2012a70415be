package bliss.spf.testgen;

import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.data.ExecutionDataStore;
import org.jacoco.core.data.SessionInfoStore;
import org.jacoco.core.instr.Instrumenter;
import org.jacoco.core.runtime.IRuntime;
import org.jacoco.core.runtime.LoggerRuntime;
import org.jacoco.core.runtime.RuntimeData;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Compiles generated test classes with the JDK's compiler (javax.tools, {@code --release 17}) against JUnit 5's API,
 * the class under test and the drivers, and runs them in this JVM with the JUnit Platform launcher, in a class
 * loader of their own (assertions enabled). With coverage, the classes under test are instrumented with JaCoCo as
 * they are loaded, and their line and branch coverage is reported.
 */
public final class TestRunner {

    /** A test that failed, with its message. */
    public record Failure(String test, String message) {
    }

    /** Covered and total lines and branches of some classes or methods. */
    public record Counts(int linesCovered, int lines, int branchesCovered, int branches) {

        public double lineRatio() {
            return lines == 0 ? 1.0 : (double) linesCovered / lines;
        }

        public double branchRatio() {
            return branches == 0 ? 1.0 : (double) branchesCovered / branches;
        }

        Counts plus(Counts o) {
            return new Counts(linesCovered + o.linesCovered, lines + o.lines, branchesCovered + o.branchesCovered,
                    branches + o.branches);
        }
    }

    /** What the tests did. {@code coverage} is null unless asked for. */
    public record Outcome(int passed, int failed, List<String> passedTests, List<Failure> failures,
                          Coverage coverage) {
    }

    private TestRunner() {
    }

    /** Where a class was loaded from: its jar or class directory. */
    public static Path locationOf(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("cannot locate the classes of " + c.getName(), e);
        }
    }

    /** JUnit 5's API, as the generated tests need it to compile: the Jupiter API, opentest4j, apiguardian. */
    public static List<Path> junitApi() {
        List<Path> out = new ArrayList<>();
        out.add(locationOf(org.junit.jupiter.api.Test.class));
        out.add(locationOf(org.opentest4j.AssertionFailedError.class));
        out.add(locationOf(org.apiguardian.api.API.class));
        return out;
    }

    /**
     * Compiles test sources into {@code classes}.
     *
     * @param classpath the class under test, its drivers and the symbolic-inputs API; JUnit's API is added
     * @throws IllegalStateException when they do not compile (a bug in the writer), with javac's messages
     */
    public static void compile(List<Path> sources, List<Path> classpath, Path classes) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no Java compiler in this runtime: bliss testgen --run needs a JDK");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            Files.createDirectories(classes);
            List<Path> cp = new ArrayList<>(classpath);
            cp.addAll(junitApi());
            List<String> options = List.of("--release", "17", "-proc:none", "-nowarn", "-classpath",
                    join(cp), "-d", classes.toString());
            StringWriter out = new StringWriter();
            boolean ok = javac.getTask(out, files, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
            if (!ok) {
                StringBuilder sb = new StringBuilder("the generated tests do not compile:\n");
                for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                    if (d.getKind() == Diagnostic.Kind.ERROR) {
                        sb.append(d.getSource() == null ? "" : d.getSource().getName()).append(':')
                                .append(d.getLineNumber()).append(": ").append(d.getMessage(Locale.ROOT)).append('\n');
                    }
                }
                throw new IllegalStateException(sb.toString() + out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String join(Collection<Path> paths) {
        List<String> s = new ArrayList<>();
        for (Path p : paths) {
            s.add(p.toString());
        }
        return String.join(File.pathSeparator, s);
    }

    /**
     * Runs compiled test classes.
     *
     * @param classes     the compiled tests
     * @param classpath   the class under test, its drivers, the symbolic-inputs API (loaded afresh, child first)
     * @param testClasses the test classes' Java names
     * @param covered     the classes whose coverage is measured (their Java names), or null for no coverage
     */
    public static Outcome run(Path classes, List<Path> classpath, List<String> testClasses,
                              Predicate<String> covered) {
        List<URL> urls = new ArrayList<>();
        try {
            urls.add(classes.toUri().toURL());
            for (Path p : classpath) {
                urls.add(p.toUri().toURL());
            }
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
        IRuntime runtime = covered == null ? null : new LoggerRuntime();
        RuntimeData data = new RuntimeData();
        Instrumenter instrumenter = runtime == null ? null : new Instrumenter(runtime);
        Set<String> loadedCovered = new LinkedHashSet<>();
        List<byte[]> originals = new ArrayList<>();
        List<String> listener = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        try {
            if (runtime != null) {
                runtime.startup(data);
            }
            try (TestLoader loader = new TestLoader(urls.toArray(URL[]::new), name -> {
                if (covered == null || !covered.test(name)) {
                    return null;
                }
                return (bytes) -> {
                    try {
                        byte[] out = instrumenter.instrument(bytes, name);
                        synchronized (originals) {
                            loadedCovered.add(name);
                            originals.add(bytes);
                        }
                        return out;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                };
            })) {
                loader.setDefaultAssertionStatus(true);
                List<Class<?>> tests = new ArrayList<>();
                for (String t : testClasses) {
                    tests.add(Class.forName(t, true, loader));
                }
                LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                        .selectors(tests.stream().map(DiscoverySelectors::selectClass).toList())
                        .filters(EngineFilter.includeEngines("junit-jupiter"))
                        .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "false")
                        .build();
                Thread thread = Thread.currentThread();
                ClassLoader before = thread.getContextClassLoader();
                thread.setContextClassLoader(loader);
                try {
                    Launcher launcher = LauncherFactory.create();
                    launcher.execute(request, new TestExecutionListener() {
                        @Override
                        public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                            if (!id.isTest()) {
                                return;
                            }
                            String name = id.getLegacyReportingName();
                            String cls = id.getUniqueId().replaceAll(".*\\[class:([^\\]]*)\\].*", "$1");
                            String test = cls.substring(cls.lastIndexOf('.') + 1) + "." + name.replace("()", "");
                            if (result.getStatus() == TestExecutionResult.Status.SUCCESSFUL) {
                                listener.add(test);
                            } else {
                                failures.add(new Failure(test, result.getThrowable().map(Throwable::toString)
                                        .orElse(result.getStatus().toString())));
                            }
                        }
                    });
                } finally {
                    thread.setContextClassLoader(before);
                }
            }
        } catch (ClassNotFoundException | IOException e) {
            throw new IllegalStateException("cannot run the tests: " + e, e);
        } catch (Exception e) {
            throw new IllegalStateException("cannot run the tests: " + e, e);
        } finally {
            if (runtime != null) {
                runtime.shutdown();
            }
        }
        Coverage coverage = null;
        if (runtime != null) {
            ExecutionDataStore store = new ExecutionDataStore();
            data.collect(store, new SessionInfoStore(), false);
            CoverageBuilder builder = new CoverageBuilder();
            Analyzer analyzer = new Analyzer(store, builder);
            List<String> names = new ArrayList<>(loadedCovered);
            for (int i = 0; i < names.size(); i++) {
                try {
                    analyzer.analyzeClass(originals.get(i), names.get(i));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            coverage = new Coverage(new ArrayList<IClassCoverage>(builder.getClasses()));
        }
        return new Outcome(listener.size(), failures.size(), listener, failures, coverage);
    }

    /**
     * The tests' class loader: the JDK and JUnit are shared with bliss (the launcher must see the same annotations);
     * everything else is loaded from the given class path first, the covered classes instrumented.
     */
    private static final class TestLoader extends URLClassLoader {

        interface Transform {
            byte[] apply(byte[] bytes);
        }

        private final java.util.function.Function<String, Transform> transforms;

        TestLoader(URL[] urls, java.util.function.Function<String, Transform> transforms) {
            super("bliss-testgen-tests", urls, TestRunner.class.getClassLoader());
            this.transforms = transforms;
        }

        private static boolean shared(String name) {
            return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
                    || name.startsWith("sun.") || name.startsWith("org.junit.") || name.startsWith("org.opentest4j.")
                    || name.startsWith("org.apiguardian.");
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    if (shared(name)) {
                        return super.loadClass(name, resolve);
                    }
                    URL url = findResource(name.replace('.', '/') + ".class");
                    if (url == null) {
                        return super.loadClass(name, resolve);
                    }
                    byte[] bytes;
                    try (InputStream in = url.openStream()) {
                        bytes = in.readAllBytes();
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                    Transform t = transforms.apply(name);
                    if (t != null) {
                        bytes = t.apply(bytes);
                    }
                    c = defineClass(name, bytes, 0, bytes.length);
                }
                if (resolve) {
                    resolveClass(c);
                }
                return c;
            }
        }
    }
}
