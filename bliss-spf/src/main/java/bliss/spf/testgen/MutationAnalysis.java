package bliss.spf.testgen;

import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The mutation analysis of generated tests: PIT (pitest, with its JUnit 5 plugin) mutates the classes under test with
 * its default mutators and runs the tests against each mutant, in a JVM of its own (PIT's own launcher, which starts
 * its minion JVMs from there); its XML report is read back. A mutant a test fails on is killed; one all tests pass on
 * survived; one no test runs has no coverage.
 *
 * <p>PIT and JUnit come from this JVM's class path (bliss-spf depends on them), so the analysis runs where that
 * class path is the JVM's own: the command line, and tests under Maven Surefire.
 */
public final class MutationAnalysis {

    /** PIT's statuses that count as killed (a test failed, timed out or ran out of memory on the mutant). */
    private static final Set<String> KILLED = Set.of("KILLED", "TIMED_OUT", "MEMORY_ERROR");

    /**
     * One mutant, as PIT's report has it.
     *
     * @param className    the mutated class (Java name)
     * @param method       the mutated method's name
     * @param status       PIT's status: KILLED, SURVIVED, NO_COVERAGE, TIMED_OUT, MEMORY_ERROR, RUN_ERROR, NON_VIABLE
     * @param killingTests  the tests that failed on it ({@code Class.method}), with the full matrix: all of them
     * @param coveringTests the tests that ran its code
     * @param id            the mutant's identity across runs of PIT on the same classes (class, method and its
     *                      descriptor, line, mutator, instruction indexes)
     */
    public record Mutant(String className, String method, int line, String mutator, String description,
                         String status, List<String> killingTests, List<String> coveringTests, String id) {

        /** Whether a test failed on it. */
        public boolean killed() {
            return KILLED.contains(status);
        }

        /**
         * Whether a test of the named test class ({@code Class_methodTest}) failed on it (for a timeout or a memory
         * error, which name no test: ran its code).
         */
        public boolean killedBy(String testClass) {
            List<String> tests = status.equals("KILLED") ? killingTests : killed() ? coveringTests : List.of();
            return tests.stream().anyMatch(t -> t.startsWith(testClass + "."));
        }

        /** A mutant PIT could not run counts nowhere (not a mutant of the program). */
        public boolean viable() {
            return !status.equals("NON_VIABLE") && !status.equals("RUN_ERROR");
        }

        /** {@code SimpleBinaryName.method}, as {@link TestGeneration.Report#methodsUnderTest} names methods. */
        public String methodName() {
            return className.substring(className.lastIndexOf('.') + 1) + "." + method;
        }

        /** {@code TreeSet.add:123 negated conditional}. */
        public String describe() {
            return methodName() + ":" + line + " " + description;
        }
    }

    /** The mutants of a run. */
    public record Result(List<Mutant> mutants) {

        /** The viable mutants of the methods named ({@code SimpleBinaryName.method}). */
        public List<Mutant> of(Set<String> methods) {
            return mutants.stream().filter(m -> m.viable() && methods.contains(m.methodName())).toList();
        }

        /** Killed mutants among those. */
        public static long killed(List<Mutant> mutants) {
            return mutants.stream().filter(Mutant::killed).count();
        }

        /** Killed of all, 0..1 (1 when there is none). */
        public static double score(List<Mutant> mutants) {
            return mutants.isEmpty() ? 1.0 : (double) killed(mutants) / mutants.size();
        }
    }

    private MutationAnalysis() {
    }

    /**
     * Runs PIT on compiled generated tests.
     *
     * @param classesUnderTest the classes to mutate (Java names)
     * @param testClasses      the generated test classes (Java names)
     * @param classpath        the classes under test, their drivers, the symbolic-inputs API (dirs or jars)
     * @param compiledTests    where the tests were compiled
     * @param sourcepath       the sources of the classes under test (for PIT's report), possibly empty
     * @param work             a directory for PIT's report and log
     * @param threads          PIT's threads
     * @throws IllegalStateException when PIT fails (its log's end in the message)
     */
    public static Result run(Set<String> classesUnderTest, List<String> testClasses, List<Path> classpath,
                             Path compiledTests, List<Path> sourcepath, Path work, int threads) {
        return run(classesUnderTest, testClasses, classpath, compiledTests, sourcepath, work, threads, true,
                Set.of(), List.of());
    }

    /**
     * Runs PIT on compiled tests, as {@link #run(Set, List, List, Path, List, Path, int)} does, with the full mutation
     * matrix or not (without it, PIT stops at the first test that fails on a mutant, which is all that is known of
     * its killers) and without mutating the methods named.
     *
     * @param excludedMethods names of methods (any overload) not to mutate
     * @param jvmOptions      options of the JVMs that run the tests on the mutants (the exports the code under test
     *                        needs: {@link TestGeneration.Report#jvmOptions}); PIT's own JVM gets them too
     */
    public static Result run(Set<String> classesUnderTest, List<String> testClasses, List<Path> classpath,
                             Path compiledTests, List<Path> sourcepath, Path work, int threads, boolean fullMatrix,
                             Set<String> excludedMethods, List<String> jvmOptions) {
        Path reports = work.resolve("pit-reports");
        Path log = work.resolve("pit.log");
        List<String> extra = new ArrayList<>();
        extra.add(compiledTests.toString());
        Set<String> mutable = new LinkedHashSet<>();
        for (Path p : classpath) {
            // absolute: PIT finds no class to mutate under a relative mutable code path
            extra.add(p.toAbsolutePath().toString());
            mutable.add(p.toAbsolutePath().toString());
        }
        List<String> sources = new ArrayList<>();
        sourcepath.forEach(p -> sources.add(p.toAbsolutePath().toString()));
        if (sources.isEmpty()) {
            sources.add(work.toString());
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of(
                "-cp", jupiterOnly(System.getProperty("java.class.path")),
                "org.pitest.mutationtest.commandline.MutationCoverageReport",
                "--reportDir", reports.toString(),
                "--targetClasses", String.join(",", classesUnderTest),
                "--targetTests", String.join(",", testClasses),
                "--sourceDirs", String.join(",", sources),
                "--classPath", String.join(",", extra),
                "--mutableCodePaths", String.join(",", mutable),
                "--outputFormats", "XML",
                "--timestampedReports=false",
                "--fullMutationMatrix=" + fullMatrix,
                "--skipFailingTests=true",
                "--mutators", "DEFAULTS",
                "--threads", Integer.toString(threads)));
        if (!jvmOptions.isEmpty()) {
            command.add("--jvmArgs");
            command.add(String.join(",", jvmOptions));
        }
        if (!excludedMethods.isEmpty()) {
            command.add("--excludedMethods");
            command.add(String.join(",", excludedMethods));
        }
        try {
            Files.createDirectories(work);
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            int status = p.waitFor();
            Path xml = reports.resolve("mutations.xml");
            if (status != 0 || !Files.exists(xml)) {
                throw new IllegalStateException("PIT failed (exit status " + status + "); the end of " + log + ":\n"
                        + tail(log));
            }
            return new Result(read(xml, c -> true));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run PIT: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /**
     * A class path without the JUnit Platform engines other than Jupiter's (jqwik, on bliss's test class path):
     * PIT's JUnit 5 plugin runs the tests with every engine it finds, and another engine's verdict on a generated test
     * class (jqwik reports one) would count as a test that failed on the mutant.
     */
    static String jupiterOnly(String classpath) {
        List<String> out = new ArrayList<>();
        for (String e : expanded(classpath)) {
            String name = Path.of(e).getFileName() == null ? e : Path.of(e).getFileName().toString();
            if (!name.startsWith("jqwik")) {
                out.add(e);
            }
        }
        return String.join(java.io.File.pathSeparator, out);
    }

    /**
     * The entries of a class path, a manifest-only jar's (Maven Surefire's booter: its manifest's {@code Class-Path}
     * lists the test class path) replaced by what its manifest lists.
     */
    private static List<String> expanded(String classpath) {
        List<String> out = new ArrayList<>();
        for (String e : classpath.split(java.io.File.pathSeparator)) {
            String listed = null;
            if (e.endsWith(".jar") && Files.isRegularFile(Path.of(e))) {
                try (java.util.jar.JarFile jar = new java.util.jar.JarFile(e)) {
                    java.util.jar.Manifest m = jar.getManifest();
                    listed = m == null ? null : m.getMainAttributes().getValue("Class-Path");
                    if (listed != null && jar.stream().anyMatch(x -> x.getName().endsWith(".class"))) {
                        listed = null; // a real jar that also names others: kept as it is
                    }
                } catch (IOException x) {
                    listed = null;
                }
            }
            if (listed == null) {
                out.add(e);
                continue;
            }
            for (String url : listed.trim().split("\\s+")) {
                try {
                    out.add(Path.of(Path.of(e).toAbsolutePath().getParent().toUri().resolve(url)).toString());
                } catch (IllegalArgumentException x) {
                    out.add(url);
                }
            }
        }
        return out;
    }

    /** The mutants of a PIT XML report whose class passes the filter. */
    static List<Mutant> read(Path xml, Predicate<String> classes) {
        List<Mutant> out = new ArrayList<>();
        try {
            Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile())
                    .getDocumentElement();
            NodeList list = root.getElementsByTagName("mutation");
            for (int i = 0; i < list.getLength(); i++) {
                Element m = (Element) list.item(i);
                String cls = text(m, "mutatedClass");
                if (!classes.test(cls)) {
                    continue;
                }
                List<String> killers = tests(m, "killingTests");
                if (killers.isEmpty()) {
                    killers = tests(m, "killingTest");
                }
                out.add(new Mutant(cls, text(m, "mutatedMethod"), Integer.parseInt(text(m, "lineNumber")),
                        text(m, "mutator"), text(m, "description"), m.getAttribute("status"), killers,
                        tests(m, "coveringTests"), cls + "." + text(m, "mutatedMethod") + text(m, "methodDescription")
                        + ":" + text(m, "lineNumber") + ":" + text(m, "mutator") + ":" + text(m, "indexes")));
            }
        } catch (Exception e) {
            throw new IllegalStateException("cannot read PIT's report " + xml + ": " + e, e);
        }
        return out;
    }

    /** The tests an element lists, {@code |}-separated, as {@code Class.method}. */
    private static List<String> tests(Element m, String tag) {
        List<String> out = new ArrayList<>();
        String s = text(m, tag);
        if (s != null && !s.isBlank()) {
            for (String t : s.split("\\|")) {
                out.add(testName(t));
            }
        }
        return out;
    }

    private static String text(Element e, String tag) {
        NodeList l = e.getElementsByTagName(tag);
        if (l.getLength() == 0) {
            return null;
        }
        Node n = l.item(0);
        return n.getTextContent();
    }

    /**
     * {@code Class.method} of a PIT test name: JUnit 5's unique ids
     * ({@code pkg.T.[engine:junit-jupiter]/[class:pkg.T]/[method:path3()]}) or {@code pkg.T.path3(pkg.T)}.
     */
    static String testName(String pit) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[class:([^\\]]+)\\]/\\[method:([^(\\]]+)")
                .matcher(pit);
        if (m.find()) {
            String cls = m.group(1);
            return cls.substring(cls.lastIndexOf('.') + 1) + "." + m.group(2);
        }
        String s = pit.contains("(") ? pit.substring(0, pit.indexOf('(')) : pit;
        String[] parts = s.split("\\.");
        return parts.length >= 2 ? parts[parts.length - 2] + "." + parts[parts.length - 1] : s;
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }
}
