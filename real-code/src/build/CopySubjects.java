import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Writes the real-code subjects: copies of OpenJDK 17's and Commons Collections 4.4's classes with the package
 * changed, our repOK spliced in, and the named patches below applied, nothing else. Run by the build (the JDK's
 * source launcher, in generate-sources) as
 * {@code java CopySubjects.java JDK_SRC_ZIP JAVA_HOME COMMONS_SOURCES SPLICES OUT}.
 *
 * <p>The JDK's sources come from {@code JDK_SRC_ZIP} when given, else from the environment variable
 * {@code JDK_SRC_ZIP}, else from {@code $JAVA_HOME/lib/src.zip}, else from the running JDK's {@code lib/src.zip};
 * Commons' from the {@code -sources} jar unpacked into {@code COMMONS_SOURCES}. A copy's package changes from the
 * original's to ours, and the original package is imported on demand right after, so that what the class names from
 * its old package without an import still resolves (the copies in our package come first: they shadow it). The
 * splice {@code SPLICES/<group>/<Class>.java.part} (our repOK and helpers) goes before the closing brace of the
 * top-level class. A patch replaces one literal text that must occur exactly once; docs/subjects.md lists every
 * patch with its reason.
 */
public final class CopySubjects {

    /** One copied class: where its source is, its package, ours, and the group of our splices. */
    record Copy(String source, String fromPackage, String toPackage, String group, String name) {
        static Copy jdk(String name) {
            return new Copy("java.base/java/util/" + name + ".java", "java.util", "bliss.realcode.jdk", "jdk", name);
        }

        /** A class of OpenJDK's {@code java.util.concurrent}, in the same package as the others. */
        static Copy jdkConcurrent(String name) {
            return new Copy("java.base/java/util/concurrent/" + name + ".java", "java.util.concurrent",
                    "bliss.realcode.jdk", "jdk", name);
        }

        /** A class of Commons' {@code list} package. */
        static Copy commons(String name) {
            return commons("list", name);
        }

        /** A class of Commons' package {@code org.apache.commons.collections4.<pkg>}. */
        static Copy commons(String pkg, String name) {
            return new Copy("org/apache/commons/collections4/" + pkg + "/" + name + ".java",
                    "org.apache.commons.collections4." + pkg, "bliss.realcode.commons", "commons", name);
        }

        boolean fromJdk() {
            return group.equals("jdk");
        }
    }

    /** A named edit of one copy: {@code from} occurs exactly once and becomes {@code to}. */
    record Patch(String name, String copy, String from, String to) {
    }

    static final List<Copy> COPIES = List.of(
            Copy.jdk("LinkedList"),
            Copy.jdk("TreeMap"),
            Copy.jdk("TreeSet"),
            Copy.jdk("HashMap"),
            Copy.jdk("LinkedHashMap"),
            Copy.jdk("HashSet"),
            Copy.jdk("LinkedHashSet"),
            Copy.jdk("ArrayDeque"),
            Copy.jdk("PriorityQueue"),
            Copy.jdk("ArrayList"),
            Copy.jdk("Vector"),
            Copy.jdk("Stack"),
            Copy.jdk("BitSet"),
            Copy.jdk("EnumMap"),
            Copy.jdk("Hashtable"),
            Copy.jdkConcurrent("ConcurrentLinkedQueue"),
            Copy.jdkConcurrent("ArrayBlockingQueue"),
            Copy.jdkConcurrent("ConcurrentHashMap"),
            Copy.commons("AbstractLinkedList"),
            Copy.commons("NodeCachingLinkedList"),
            Copy.commons("TreeList"),
            Copy.commons("queue", "CircularFifoQueue"),
            Copy.commons("map", "AbstractHashedMap"),
            Copy.commons("map", "AbstractLinkedMap"),
            Copy.commons("map", "LRUMap"),
            Copy.commons("bidimap", "TreeBidiMap"));

    /** The edits beyond the package (docs/subjects.md says why each is needed). */
    static final List<Patch> PATCHES = List.of(
            // AbstractMap's caches of the views are package-private in java.util: the copies keep their own.
            new Patch("HashMap.views", "jdk/HashMap",
                    "    transient Set<Map.Entry<K,V>> entrySet;\n",
                    "    transient Set<Map.Entry<K,V>> entrySet;\n    transient Set<K> keySet;\n"
                            + "    transient Collection<V> values;\n"),
            new Patch("EnumMap.views", "jdk/EnumMap",
                    "    private transient Set<Map.Entry<K,V>> entrySet;\n",
                    "    private transient Set<Map.Entry<K,V>> entrySet;\n    transient Set<K> keySet;\n"
                            + "    transient Collection<V> values;\n"),
            new Patch("TreeMap.values", "jdk/TreeMap",
                    "    private transient NavigableMap<K,V> descendingMap;\n",
                    "    private transient NavigableMap<K,V> descendingMap;\n    transient Collection<V> values;\n"),
            // AbstractList's range check of subList is package-private in java.util: the copy declares the JDK's own.
            new Patch("ArrayList.subListRangeCheck", "jdk/ArrayList",
                    "    transient Object[] elementData; // non-private to simplify nested class access\n",
                    "    transient Object[] elementData; // non-private to simplify nested class access\n\n"
                            + "    static void subListRangeCheck(int fromIndex, int toIndex, int size) {\n"
                            + "        if (fromIndex < 0)\n"
                            + "            throw new IndexOutOfBoundsException(\"fromIndex = \" + fromIndex);\n"
                            + "        if (toIndex > size)\n"
                            + "            throw new IndexOutOfBoundsException(\"toIndex = \" + toIndex);\n"
                            + "        if (fromIndex > toIndex)\n"
                            + "            throw new IllegalArgumentException(\"fromIndex(\" + fromIndex +\n"
                            + "                                               \") > toIndex(\" + toIndex + \")\");\n"
                            + "    }\n"),
            // Collections.synchronizedList(list, mutex) is package-private in java.util: the sub-list view locks
            // itself, through the public synchronizedList(list), instead of the vector.
            new Patch("Vector.subListMutex", "jdk/Vector",
                    "        return Collections.synchronizedList(super.subList(fromIndex, toIndex),\n"
                            + "                                            this);\n",
                    "        return Collections.synchronizedList(super.subList(fromIndex, toIndex));\n"),
            // Collections.synchronizedSet(set, mutex) and synchronizedCollection(c, mutex) are package-private in
            // java.util: the views lock themselves, through the public one-argument forms, instead of the table.
            new Patch("Hashtable.keySetMutex", "jdk/Hashtable",
                    "            keySet = Collections.synchronizedSet(new KeySet(), this);\n",
                    "            keySet = Collections.synchronizedSet(new KeySet());\n"),
            new Patch("Hashtable.entrySetMutex", "jdk/Hashtable",
                    "            entrySet = Collections.synchronizedSet(new EntrySet(), this);\n",
                    "            entrySet = Collections.synchronizedSet(new EntrySet());\n"),
            new Patch("Hashtable.valuesMutex", "jdk/Hashtable",
                    "            values = Collections.synchronizedCollection(new ValueCollection(),\n"
                            + "                                                        this);\n",
                    "            values = Collections.synchronizedCollection(new ValueCollection());\n"),
            // Treeification at small sizes: a bin of 2 becomes a tree in a table of 8 or more (the JDK's 8 and 64 are
            // beyond the scopes the suite explores). The ratios the JDK's comments ask for still hold.
            new Patch("HashMap.smallTreeifyThresholds", "jdk/HashMap",
                    "    static final int TREEIFY_THRESHOLD = 8;\n",
                    "    static final int TREEIFY_THRESHOLD = 2;\n"),
            new Patch("HashMap.smallUntreeifyThreshold", "jdk/HashMap",
                    "    static final int UNTREEIFY_THRESHOLD = 6;\n",
                    "    static final int UNTREEIFY_THRESHOLD = 1;\n"),
            new Patch("HashMap.smallTreeifyCapacity", "jdk/HashMap",
                    "    static final int MIN_TREEIFY_CAPACITY = 64;\n",
                    "    static final int MIN_TREEIFY_CAPACITY = 8;\n"),
            // java.util.concurrent.Helpers, whose toString the queue's toString calls, is package-private there.
            new Patch("ArrayBlockingQueue.toString", "jdk/ArrayBlockingQueue",
                    "        return Helpers.collectionToString(this);\n",
                    "        return super.toString();\n"),
            new Patch("ConcurrentLinkedQueue.toString", "jdk/ConcurrentLinkedQueue",
                    "            return Helpers.toString(a, size, charLength);\n",
                    "            return java.util.Arrays.toString(java.util.Arrays.copyOf(a, size));\n"),
            // The static imports of the class's own nested enum name it by its old package, where the enum is
            // package-private (and another class): they name the copy's.
            new Patch("TreeBidiMap.staticImportKey", "commons/TreeBidiMap",
                    "import static org.apache.commons.collections4.bidimap.TreeBidiMap.DataElement.KEY;",
                    "import static bliss.realcode.commons.TreeBidiMap.DataElement.KEY;"),
            new Patch("TreeBidiMap.staticImportValue", "commons/TreeBidiMap",
                    "import static org.apache.commons.collections4.bidimap.TreeBidiMap.DataElement.VALUE;",
                    "import static bliss.realcode.commons.TreeBidiMap.DataElement.VALUE;"));

    public static void main(String[] args) throws IOException {
        if (args.length != 5) {
            throw new IllegalArgumentException("usage: CopySubjects JDK_SRC_ZIP JAVA_HOME COMMONS_SOURCES SPLICES OUT");
        }
        Path srcZip = jdkSources(args[0], args[1]);
        Path commons = Path.of(args[2]);
        Path splices = Path.of(args[3]);
        Path out = Path.of(args[4]);
        List<String> applied = new ArrayList<>();
        try (ZipFile zip = new ZipFile(srcZip.toFile())) {
            for (Copy c : COPIES) {
                String text = c.fromJdk() ? read(zip, c.source(), srcZip) : Files.readString(commons.resolve(c.source()));
                text = repackage(c, text);
                for (Patch p : PATCHES) {
                    if (p.copy().equals(c.group() + "/" + c.name())) {
                        text = patch(p, text);
                        applied.add(p.name());
                    }
                }
                Path splice = splices.resolve(c.group()).resolve(c.name() + ".java.part");
                if (Files.exists(splice)) {
                    text = splice(text, Files.readString(splice), c);
                }
                Path file = out.resolve(c.toPackage().replace('.', '/')).resolve(c.name() + ".java");
                Files.createDirectories(file.getParent());
                Files.writeString(file, text);
            }
        }
        for (Patch p : PATCHES) {
            if (!applied.contains(p.name())) {
                throw new IllegalStateException("patch " + p.name() + " names no copied class: " + p.copy());
            }
        }
        System.out.println("CopySubjects: " + COPIES.size() + " classes from " + srcZip + " and " + commons
                + ", " + applied.size() + " patches, into " + out);
    }

    /** The JDK's src.zip, or a message that says how to get one. */
    static Path jdkSources(String given, String javaHome) {
        List<String> tried = new ArrayList<>();
        List<Path> candidates = new ArrayList<>();
        if (!given.isBlank()) {
            candidates.add(Path.of(given));
        }
        String env = System.getenv("JDK_SRC_ZIP");
        if (env != null && !env.isBlank()) {
            candidates.add(Path.of(env));
        }
        String home = System.getenv("JAVA_HOME");
        if (home != null && !home.isBlank()) {
            candidates.add(Path.of(home, "lib", "src.zip"));
        }
        candidates.add(Path.of(javaHome, "lib", "src.zip"));
        for (Path p : candidates) {
            if (Files.isRegularFile(p)) {
                return p;
            }
            tried.add(p.toString());
        }
        throw new IllegalStateException("the JDK's sources (src.zip) are not installed; tried " + tried
                + ". Install them (Debian: apt-get install openjdk-17-source) or name a JDK 17 src.zip with "
                + "-Djdk.src.zip=PATH or the environment variable JDK_SRC_ZIP");
    }

    static String read(ZipFile zip, String entry, Path from) throws IOException {
        ZipEntry e = zip.getEntry(entry);
        if (e == null) {
            throw new IllegalStateException(from + " has no " + entry + ": is it a JDK 17 src.zip?");
        }
        try (InputStream in = zip.getInputStream(e)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The package declaration becomes ours, followed by an on-demand import of the original package. */
    static String repackage(Copy c, String text) {
        String declaration = "package " + c.fromPackage() + ";";
        int at = text.indexOf(declaration);
        if (at < 0 || text.indexOf(declaration, at + 1) >= 0) {
            throw new IllegalStateException(c.source() + " does not declare package " + c.fromPackage() + " once");
        }
        String header = "// Copied from " + c.source() + " by real-code/src/build/CopySubjects.java: package "
                + c.fromPackage() + " -> " + c.toPackage() + ", our repOK spliced in at the end.\n";
        return header + text.substring(0, at) + "package " + c.toPackage() + ";\n\nimport " + c.fromPackage()
                + ".*;" + text.substring(at + declaration.length());
    }

    static String patch(Patch p, String text) {
        int at = text.indexOf(p.from());
        if (at < 0 || text.indexOf(p.from(), at + 1) >= 0) {
            throw new IllegalStateException("patch " + p.name() + ": its text does not occur exactly once in "
                    + p.copy());
        }
        return text.substring(0, at) + p.to() + text.substring(at + p.from().length());
    }

    /** Inserts the splice before the top-level class's closing brace (the file's last '}'). */
    static String splice(String text, String splice, Copy c) {
        int end = text.lastIndexOf('}');
        if (end < 0) {
            throw new IllegalStateException(c.source() + " has no closing brace");
        }
        return text.substring(0, end) + "\n    // ---- spliced from real-code/src/main/splices/" + c.group() + "/"
                + c.name() + ".java.part ----\n\n" + splice + "}\n";
    }
}
