package bliss.target;

import bliss.UserError;

import bliss.subjects.Subjects;
import bliss.subjects.Subjects.Subject;

import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The class a command works on: a bundled subject named by its simple name, or a user's class by its full name on
 * the user's class path; with the loader that reads its bytecode and, when one is found, its Java source (where
 * the JML invariant lives).
 */
public record TargetClass(Class<?> type, ClassLoader loader, Optional<Subject> subject, List<Path> sourcepath) {

    /** The Java source of the class: from {@code --sourcepath}, or bundled beside its class file. */
    public record SourceFile(String displayName, String text) {
    }

    public static TargetClass resolve(String name, List<Path> classpath, List<Path> sourcepath) {
        for (Path p : classpath) {
            if (!Files.exists(p)) {
                throw new UserError("--classpath entry does not exist: " + p);
            }
            if (!Files.isDirectory(p) && !isJar(p)) {
                throw new UserError("--classpath entry " + p + " is neither a folder of class files nor a jar");
            }
        }
        for (Path p : sourcepath) {
            if (!Files.isDirectory(p)) {
                throw new UserError("--sourcepath entry is not a directory: " + p);
            }
        }
        ClassLoader parent = TargetClass.class.getClassLoader();
        ClassLoader loader = classpath.isEmpty() ? parent : new URLClassLoader(urls(classpath), parent);
        Optional<Subject> subject = Subjects.byName(name);
        String className = subject.map(Subject::className).orElse(name);
        try {
            return new TargetClass(Class.forName(className, false, loader), loader, subject, List.copyOf(sourcepath));
        } catch (NoClassDefFoundError e) {
            if (loader.getResource(className.replace('.', '/') + ".class") != null) {
                // the class is there; a class it names (a superclass, an interface) is not
                throw new UserError("class '" + name + "' is on --classpath, but " + (e.getMessage() == null
                        ? "a class it names" : "the class " + e.getMessage().replace('/', '.') + " it names")
                        + " is not: add the folder or jar that holds it to --classpath");
            }
            throw unknown(name, classpath);
        } catch (ClassNotFoundException e) {
            throw unknown(name, classpath);
        }
    }

    private static UserError unknown(String name, List<Path> classpath) {
        String bundled = Subjects.ALL.stream().map(Subject::name).collect(Collectors.joining(", "));
        return new UserError("unknown class '" + name + "': not a bundled subject (" + bundled + ")"
                + (classpath.isEmpty() ? " and no --classpath was given"
                : " and not found on --classpath " + classpath));
    }

    /** Whether {@code p} is a readable zip archive (a jar starts with the zip signature "PK"). */
    private static boolean isJar(Path p) {
        try (InputStream in = Files.newInputStream(p)) {
            byte[] head = in.readNBytes(2);
            return head.length == 2 && head[0] == 'P' && head[1] == 'K';
        } catch (IOException e) {
            return false;
        }
    }

    private static URL[] urls(List<Path> classpath) {
        List<URL> urls = new ArrayList<>();
        for (Path p : classpath) {
            try {
                urls.add(p.toAbsolutePath().toUri().toURL());
            } catch (MalformedURLException e) {
                throw new UserError("bad --classpath entry " + p + ": " + e.getMessage());
            }
        }
        return urls.toArray(URL[]::new);
    }

    /** The full Java name. */
    public String name() {
        return type.getName();
    }

    /** The name users see: the subject's simple name for a bundled subject, else the full name. */
    public String displayName() {
        return subject.map(Subject::name).orElse(type.getName());
    }

    /**
     * The source file of the class (of its outermost class, for a nested class).
     *
     * @throws UserError when no source can be found
     */
    public SourceFile source() {
        String outer = type.getName();
        int dollar = outer.indexOf('$');
        if (dollar >= 0) {
            outer = outer.substring(0, dollar);
        }
        String relative = outer.replace('.', '/') + ".java";
        for (Path dir : sourcepath) {
            Path file = dir.resolve(relative);
            if (Files.isRegularFile(file)) {
                try {
                    return new SourceFile(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new UserError("cannot read " + file + ": " + e.getMessage());
                }
            }
        }
        try (InputStream in = loader.getResourceAsStream(relative)) {
            if (in != null) {
                return new SourceFile(relative, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UserError("cannot read " + relative + ": " + e.getMessage());
        }
        throw new UserError("no source for " + type.getName() + ": looked for " + relative
                + (sourcepath.isEmpty() ? " on the class path; give --sourcepath" : " in --sourcepath " + sourcepath));
    }
}
