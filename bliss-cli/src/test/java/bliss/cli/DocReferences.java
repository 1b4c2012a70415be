package bliss.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Checks what a Markdown page names against the real thing: every {@code bliss.*} class (loaded, or its source file
 * for a class of test sources) and member after it, every package, every {@code --option} of a {@code bliss}
 * command (picocli's specs of {@link Main#commandLine()}), every {@code -Dbliss.*} property (a string the code
 * passes to {@code System.getProperty} and kin), every test or benchmark class named in backticks, and every
 * backticked path into the repository.
 *
 * <pre>
 * @specfield root: the repository
 * @specfield commands: the bliss command names -> their option names (and "" -> the top level's)
 * </pre>
 */
final class DocReferences {

    private static final Pattern BLISS_NAME = Pattern.compile("(?<![\\w/.$-])bliss(?:\\.[A-Za-z_$][\\w$]*)+");
    private static final Pattern PROPERTY = Pattern.compile("-D(bliss(?:\\.[\\w-]+)+)");
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--([a-z][a-z0-9-]*)");
    private static final Pattern CODE_SPAN = Pattern.compile("`([^`]+)`");
    private static final Pattern TEST_CLASS =
            Pattern.compile("^([A-Z][A-Za-z0-9]*(?:Test|Properties|Benchmark))(?:[#.]\\w*.*)?$");
    /** A bliss command line anywhere in a shell command: the launcher or {@code Main}, then the command's name. */
    private final Pattern launcher;
    /** A shell command whose program is a bare {@code bliss}. */
    private final Pattern bare;
    private static final Pattern PROGRAM = Pattern.compile("(\\./)?[a-z][\\w./-]*(\\.[A-Z]\\w*)?");
    private static final Pattern ENV_ASSIGNMENT = Pattern.compile("[A-Za-z_]\\w*=\\S*");

    private final Path root;
    private final ClassLoader loader;
    private final Map<String, Set<String>> commands = new HashMap<>();
    private final Set<String> everyOption = new HashSet<>();
    /** Every Java source of the repository: its path relative to a source root ("bliss/x/Y.java") -> its text. */
    private final Map<String, String> sources = new HashMap<>();
    private final Set<String> sourceSimpleNames = new HashSet<>();
    private final Set<String> packages = new HashSet<>();
    private final Set<String> topDirectories = new HashSet<>();

    DocReferences(Path root) {
        this.root = root;
        this.loader = DocReferences.class.getClassLoader();
        CommandLine cl = Main.commandLine();
        commands.put("", new HashSet<>(cl.getCommandSpec().optionsMap().keySet()));
        for (Map.Entry<String, CommandLine> e : cl.getSubcommands().entrySet()) {
            commands.put(e.getKey(), new HashSet<>(e.getValue().getCommandSpec().optionsMap().keySet()));
        }
        commands.values().forEach(everyOption::addAll);
        String names = "\\s+(?:(" + String.join("|", commands.keySet().stream().filter(s -> !s.isEmpty()).toList())
                + ")\\b|(?=--))";
        launcher = Pattern.compile("(?:\\./bliss|bliss\\.cli\\.Main)" + names);
        bare = Pattern.compile("^bliss" + names);
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(p -> p.toString().endsWith(".java") && !isBuildOutput(root.relativize(p)))
                    .forEach(this::readSource);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (Stream<Path> top = Files.list(root)) {
            top.filter(Files::isDirectory).forEach(d -> topDirectories.add(d.getFileName().toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether a file is under a module's (or the root's) {@code target/}. */
    private static boolean isBuildOutput(Path relative) {
        return relative.getName(0).toString().equals("target")
                || relative.getNameCount() > 1 && relative.getName(1).toString().equals("target");
    }

    private void readSource(Path p) {
        String s = p.toString().replace('\\', '/');
        int i = s.indexOf("/java/");
        if (i < 0 || !s.substring(0, i).matches(".*/src/[^/]+")) {
            return;
        }
        String rel = s.substring(i + "/java/".length());
        try {
            sources.put(rel, Files.readString(p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String simple = rel.substring(rel.lastIndexOf('/') + 1, rel.length() - ".java".length());
        sourceSimpleNames.add(simple);
        String dir = rel.contains("/") ? rel.substring(0, rel.lastIndexOf('/')) : "";
        for (String pkg = dir.replace('/', '.'); !pkg.isEmpty();
             pkg = pkg.contains(".") ? pkg.substring(0, pkg.lastIndexOf('.')) : "") {
            packages.add(pkg);
        }
    }

    /** The pages the check covers: README.md, docs/**.md except the dated logs of docs/results, modules' READMEs. */
    List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(root.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md") && !p.startsWith(root.resolve("docs/results")))
                    .sorted().forEach(pages::add);
        }
        for (String d : new TreeSet<>(topDirectories)) {
            Path readme = root.resolve(d).resolve("README.md");
            if (Files.exists(root.resolve(d).resolve("pom.xml")) && Files.exists(readme)) {
                pages.add(readme);
            }
        }
        return pages;
    }

    /** @return "line: problem" for every name of {@code text} (a page at {@code page}) that names nothing real */
    List<String> check(Path page, String text) {
        List<String> problems = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean fenced = false;
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            int first = n;
            if (fenced) { // a shell command continued with a backslash is one command
                StringBuilder joined = new StringBuilder(line);
                while (joined.toString().endsWith("\\") && n + 1 < lines.length) {
                    joined.setLength(joined.length() - 1);
                    joined.append(' ').append(lines[++n]);
                }
                line = joined.toString();
            }
            String where = (first + 1) + ": ";
            for (String p : classProblems(line)) {
                problems.add(where + p);
            }
            Matcher d = PROPERTY.matcher(line);
            while (d.find()) {
                String property = stripDot(d.group(1));
                if (!readInCode(property)) {
                    problems.add(where + "-D" + property + ": no code reads this property");
                }
            }
            for (String p : optionProblems(line, fenced)) {
                problems.add(where + p);
            }
            if (!fenced) {
                Matcher span = CODE_SPAN.matcher(line);
                while (span.find()) {
                    String p = spanProblem(page, span.group(1).strip());
                    if (p != null) {
                        problems.add(where + p);
                    }
                }
            }
        }
        return problems;
    }

    private static String stripDot(String s) {
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    // ---- bliss.* names ----

    private List<String> classProblems(String line) {
        List<String> problems = new ArrayList<>();
        Matcher m = BLISS_NAME.matcher(line);
        while (m.find()) {
            if (m.start() >= 2 && line.startsWith("-D", m.start() - 2)) {
                continue; // a property, checked as such
            }
            String name = m.group();
            String p = nameProblem(name);
            if (p != null) {
                problems.add(name + ": " + p);
            }
        }
        return problems;
    }

    /** @return why {@code name} (bliss.a.b.C.D.member...) names nothing, or null */
    String nameProblem(String name) {
        String[] parts = name.split("\\.");
        int cls = -1;
        for (int i = 0; i < parts.length; i++) {
            if (Character.isUpperCase(parts[i].charAt(0))) {
                cls = i;
                break;
            }
        }
        if (cls < 0) {
            return packages.contains(name) || readInCode(name) ? null
                    : "no such package, and no code reads a property of that name";
        }
        String outer = String.join(".", java.util.Arrays.copyOfRange(parts, 0, cls + 1));
        Class<?> c = load(outer);
        String source = sources.get(outer.replace('.', '/') + ".java");
        if (c == null && source == null) {
            return "no such class";
        }
        for (int i = cls + 1; i < parts.length; i++) {
            String part = parts[i];
            if (c != null) {
                Class<?> nested = load(c.getName() + "$" + part);
                if (nested != null) {
                    c = nested;
                    continue;
                }
                return hasMember(c, part) ? null : "no member " + part + " in " + c.getName();
            }
            // a class of test sources that is not on this class path: its source must declare the name
            return Pattern.compile("\\b" + Pattern.quote(part) + "\\b").matcher(source).find() ? null
                    : "no member " + part + " in the source of " + outer;
        }
        return null;
    }

    private Class<?> load(String name) {
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    private static boolean hasMember(Class<?> c, String name) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Method m : k.getDeclaredMethods()) {
                if (m.getName().equals(name)) {
                    return true;
                }
            }
            for (Field f : k.getDeclaredFields()) {
                if (f.getName().equals(name)) {
                    return true;
                }
            }
            if (k.isRecord()) {
                for (RecordComponent r : k.getRecordComponents()) {
                    if (r.getName().equals(name)) {
                        return true;
                    }
                }
            }
            for (Class<?> i : k.getInterfaces()) {
                if (hasMember(i, name)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether some Java source passes the string {@code property} to a system property reader, or declares it as a
     * Maven plugin parameter's user property ({@code @Parameter(property = "bliss.class")}).
     */
    boolean readInCode(String property) {
        String literal = "\"" + property + "\"";
        for (String s : sources.values()) {
            if (s.contains(literal) && (s.contains("getProperty(") || s.contains("getBoolean(")
                    || s.contains("getInteger(") || s.contains("getLong(") || s.contains("property = " + literal))) {
                return true;
            }
        }
        return false;
    }

    // ---- --options ----

    /**
     * Options on a line: in a code block the line is shell commands; in prose, each code span is, and options
     * outside spans belong to some command. An option after a bliss command must be that command's; one after
     * another program is that program's (not checked); one with neither must be some bliss command's.
     */
    private List<String> optionProblems(String line, boolean fenced) {
        List<String> problems = new ArrayList<>();
        List<String> segments = new ArrayList<>();
        if (fenced) {
            int hash = line.indexOf(" #");
            segments.add(hash >= 0 ? line.substring(0, hash) : line);
        } else {
            Matcher span = CODE_SPAN.matcher(line);
            StringBuilder prose = new StringBuilder();
            int last = 0;
            while (span.find()) {
                prose.append(line, last, span.start()).append(' ');
                segments.add(span.group(1));
                last = span.end();
            }
            prose.append(line.substring(last));
            segments.add(prose.toString()); // prose: no program, only bliss options
        }
        for (String segment : segments) {
            // a command substitution is a value of its command; then the commands of a pipeline or a list
            for (String command : segment.replaceAll("\\$\\([^)]*\\)", "VALUE").split("\\|\\||&&|[|;]")) {
                problems.addAll(commandProblems(command));
            }
        }
        return problems;
    }

    private List<String> commandProblems(String command) {
        List<String> problems = new ArrayList<>();
        String body = withoutWrappers(command);
        String text = command;
        Matcher bliss = launcher.matcher(command);
        boolean found = bliss.find();
        if (!found) { // a bare "bliss" counts only as the program of the command, not as a word in it
            text = body;
            bliss = bare.matcher(body);
            found = bliss.find();
        }
        if (found) {
            String name = bliss.group(1) == null ? "" : bliss.group(1);
            Set<String> known = commands.get(name);
            Matcher o = OPTION.matcher(text.substring(bliss.end()));
            while (o.find()) {
                if (!known.contains("--" + o.group(1))) {
                    problems.add("--" + o.group(1) + ": not an option of 'bliss" + (name.isEmpty() ? "" : " " + name)
                            + "'");
                }
            }
            return problems;
        }
        String first = body.split("\\s+")[0];
        if (PROGRAM.matcher(first).matches() && looksLikeProgram(first)) {
            return problems; // another program's options
        }
        Matcher o = OPTION.matcher(command);
        while (o.find()) {
            if (!everyOption.contains("--" + o.group(1))) {
                problems.add("--" + o.group(1) + ": not an option of any bliss command");
            }
        }
        return problems;
    }

    /** The command without leading environment assignments and wrappers such as nice, time, exec, sh -c. */
    private static String withoutWrappers(String command) {
        List<String> words = new ArrayList<>(List.of(command.strip().replaceAll("^[$'\"]\\s*", "").split("\\s+")));
        while (words.size() > 1 && (ENV_ASSIGNMENT.matcher(words.get(0)).matches()
                || Set.of("time", "exec", "sudo", "env", "sh", "bash", "-c", "nice", "-n").contains(words.get(0))
                || words.get(0).matches("-?\\d+|'|\""))) {
            words.remove(0);
        }
        return String.join(" ", words).replaceAll("^['\"]", "");
    }

    /** A word that starts a shell command: a path, a known tool, a Java launcher, a Java class with a main. */
    private static boolean looksLikeProgram(String word) {
        return word.contains("/") || word.matches("[a-z]\\w*(\\.[a-z]\\w*)*\\.[A-Z]\\w*")
                || Set.of("java", "mvn", "git", "docker", "redis-server", "redis-cli", "jfr",
                "jq", "python3", "cmp", "cp", "rm", "mkdir", "cat", "export", "for", "do", "done", "apt-get",
                "nproc", "uptime", "echo", "cd", "ls", "xargs", "javac", "curl").contains(word);
    }

    // ---- code spans: test classes, paths ----

    private String spanProblem(Path page, String span) {
        Matcher t = TEST_CLASS.matcher(span);
        if (t.matches() && !sourceSimpleNames.contains(t.group(1))) {
            return t.group(1) + ": no class of that name in the sources";
        }
        if (span.contains(" ") || span.contains("...") || span.contains("*") || span.contains("<")
                || span.contains("$") || span.contains("target/") || !span.contains("/") || span.contains("://")) {
            return null;
        }
        String path = span.endsWith(".") ? span.substring(0, span.length() - 1) : span;
        String top = path.substring(0, path.indexOf('/'));
        Path base;
        if (topDirectories.contains(top)) {
            base = root;
        } else if (top.equals("src") && !page.getParent().equals(root)) {
            base = page.getParent(); // a module's README names its own files
        } else {
            return null;
        }
        return Files.exists(base.resolve(path)) ? null : path + ": no such file or directory";
    }
}
