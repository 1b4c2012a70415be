package bliss.spf.testgen;

import bliss.UserError;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The packages of the JDK's modules that the code under test names and that their module does not export to code on
 * a class path: a copy of OpenJDK's {@code PriorityQueue} calls {@code jdk.internal.util.ArraysSupport} when it
 * grows. Such code compiles and runs only with javac's and java's {@code --add-exports MODULE/PACKAGE=ALL-UNNAMED};
 * without it the JVM throws {@code IllegalAccessError} at the first call. Every JVM that runs the code under test
 * needs the exports: the one that runs the inputs at generation time and {@code --run}'s tests (this one), PIT's,
 * and the user's own test runner; the generated test class names them in its header.
 */
public final class ModuleExports {

    /**
     * One package a module keeps to itself.
     *
     * @param module the module's name ({@code java.base})
     * @param pkg    the package ({@code jdk.internal.util})
     */
    public record Export(String module, String pkg) {

        /** The java and javac option that grants it: {@code --add-exports=java.base/jdk.internal.util=ALL-UNNAMED}. */
        public String option() {
            return "--add-exports=" + module + "/" + pkg + "=ALL-UNNAMED";
        }

        /** Whether this JVM exports it to code on a class path (its option was given, or the module exports it). */
        public boolean granted() {
            return ModuleLayer.boot().findModule(module)
                    .map(m -> m.isExported(pkg, ModuleExports.class.getClassLoader().getUnnamedModule()))
                    .orElse(false);
        }
    }

    /** A generation that needs exports this JVM lacks: a one-line user error that names the options. */
    public static final class Missing extends UserError {
        private final transient List<Export> exports;

        Missing(List<Export> exports) {
            super("the code under test uses " + String.join(", ", exports.stream()
                    .map(e -> e.pkg() + " (" + e.module() + ")").toList()) + ", not exported to classes on a class "
                    + "path; run bliss's JVM with " + String.join(" ", options(exports))
                    + " (bliss testgen on the command line starts such a JVM itself; in Maven: .mvn/jvm.config or "
                    + "MAVEN_OPTS)");
            this.exports = List.copyOf(exports);
        }

        /** The exports this JVM lacks. */
        public List<Export> exports() {
            return exports;
        }
    }

    private ModuleExports() {
    }

    /**
     * @param jdkClasses internal names of the JDK classes the code under test names ({@link CallGraph.Reach})
     * @return the packages among theirs that a module of the JDK does not export to every module, in order met
     */
    static List<Export> needed(Set<String> jdkClasses) {
        Map<String, Module> byPackage = new HashMap<>();
        for (Module m : ModuleLayer.boot().modules()) {
            for (String p : m.getPackages()) {
                byPackage.put(p, m);
            }
        }
        Set<Export> out = new LinkedHashSet<>();
        for (String c : jdkClasses) {
            int slash = c.lastIndexOf('/');
            String pkg = slash < 0 ? "" : c.substring(0, slash).replace('/', '.');
            Module m = byPackage.get(pkg);
            if (m != null && !m.isExported(pkg)) {
                out.add(new Export(m.getName(), pkg));
            }
        }
        return List.copyOf(out);
    }

    /**
     * @throws Missing when this JVM lacks one of the exports
     */
    static void require(List<Export> needed) {
        List<Export> missing = new ArrayList<>();
        for (Export e : needed) {
            if (!e.granted()) {
                missing.add(e);
            }
        }
        if (!missing.isEmpty()) {
            throw new Missing(missing);
        }
    }

    /** The java options of the exports, in order. */
    public static List<String> options(List<Export> exports) {
        return exports.stream().map(Export::option).toList();
    }
}
