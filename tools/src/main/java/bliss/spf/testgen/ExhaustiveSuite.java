package bliss.spf.testgen;

import bliss.korat.Enumerator;
import bliss.korat.SubjectFinitizations;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathEnd;
import bliss.target.TargetClass;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The bounded-exhaustive suite of a method at scope N: the oracle of "a mutant a test can kill" against which the
 * mutation score of {@code bliss testgen}'s tests is measured ({@link MutationTable}). One test per valid input of
 * at most N nodes per node class: every structure the Korat-style enumerator ({@code bliss.korat}) finds with the
 * class's real {@code repOK()} (its finitization: ints over 0..N or the subject's domain hint of
 * {@link SubjectFinitizations}, no ordered-field symmetry breaking), each field repOK did not read on it set to every
 * value of its domain in turn (Korat tries one candidate for all of them; the method may read them), times every
 * value of the driver's symbolic values (ints over -1..N+1, booleans both). Each input runs on the JVM when the suite
 * is written ({@link Execution}, without a path to follow), and its test is written by testgen's own
 * {@link JUnitWriter}: it asserts exactly what bliss's tests assert (repOK before and after, each call's result or
 * exception, the receiver's fields, the contents and the whole structure after the calls, the driver's own checks),
 * so that a mutant this suite does not kill is one no test of that kind can kill within the scope.
 *
 * <p>Unread reference fields keep the enumerator's null. The roots are those of bliss's tests of the method (the
 * template) and the driver's values those any of them gives (a value no path of bliss's reads is left to the driver's
 * plain default, 0 or false): a method with no bliss test, or with a root beside the receiver, gets no suite.
 */
final class ExhaustiveSuite {

    /** Tests per class at most (a class file's constant pool holds 65,535 entries). */
    static final int TESTS_PER_CLASS = 1_500;

    /**
     * A suite.
     *
     * @param files        its test classes' sources
     * @param testClasses  their Java names
     * @param structures   valid structures the enumerator found
     * @param tests        tests written
     * @param failing      tests whose input breaks the specification (repOK after the calls, the driver's checks):
     *                     written as failing tests, which PIT skips
     * @param unmeasured   why there is no suite (null when there is one)
     */
    record Suite(List<Path> files, List<String> testClasses, long structures, int tests, int failing,
                 String unmeasured) {

        static Suite none(String why) {
            return new Suite(List.of(), List.of(), 0, 0, 0, why);
        }
    }

    /** A valid structure as the enumerator left it: its objects' fields, those repOK did not read marked. */
    private record Skeleton(List<ConcreteInput.Obj> objects, List<Slot> free) {
    }

    /** A field repOK did not read: any value of its domain keeps the structure valid. */
    private record Slot(ConcreteInput.Obj object, FieldShape field, List<Object> domain) {
    }

    /** Stops the enumeration once the suite would exceed its inputs. */
    private static final class TooManyInputs extends RuntimeException {
        TooManyInputs() {
            super("over the suite's inputs", null, false, false);
        }
    }

    private ExhaustiveSuite() {
    }

    /**
     * Writes the suite of {@code template}'s method under {@code out}, at most {@code maxTests} tests (else none:
     * {@link Suite#unmeasured}).
     *
     * @param hints    the finitization's int domains ({@link SubjectFinitizations#forSubject} for a bundled subject)
     * @param template bliss's report of the same method at the same scope
     */
    static Suite write(TargetClass target, SubjectFinitizations.Hints hints, TestGeneration.Report template,
                       String driverClass, String driverMethod, int scope, int maxTests, Path out) {
        if (template.tests().isEmpty()) {
            return Suite.none("bliss wrote no test (no template for the driver's values)");
        }
        ConcreteInput example = template.tests().get(0).input();
        if (example.roots().size() != 1) {
            return Suite.none("the driver makes " + example.roots().size() + " objects");
        }
        ClassLayout layout = bliss.bounds.ClassSpec.of(target).layout();
        boolean arrays = layout.classes().stream().flatMap(c -> c.fields().stream())
                .anyMatch(f -> f.kind() == FieldKind.ARRAY);
        if (arrays) {
            return Suite.none("a field holds an array (the suite builds structures of fields only)");
        }
        String unfilled = unfilledValue(layout, template);
        if (unfilled != null) {
            return Suite.none(unfilled);
        }
        // the driver's values: every one some test of bliss's gives (a path that never reads one leaves it out)
        Map<String, ConcreteInput.Variable> variables = new LinkedHashMap<>();
        template.tests().forEach(t -> t.input().variables().forEach(v -> variables.putIfAbsent(v.name(), v)));
        long combinations = 1;
        for (ConcreteInput.Variable v : variables.values()) {
            combinations *= v.type() == 'Z' ? 2 : scope + 3;
            if (combinations > maxTests) {
                return Suite.none("over " + maxTests + " inputs (the driver's " + variables.size()
                        + " values alone)");
            }
        }
        List<List<ConcreteInput.Variable>> values = variableValues(List.copyOf(variables.values()), scope);
        Enumerator e = new Enumerator(target.type(), scope).withThreads(1);
        hints.domains().forEach(d -> e.withIntDomain(d.field(), d.min(), d.max()));
        String rootName = example.roots().get(0).name();
        List<Skeleton> skeletons = new ArrayList<>();
        long[] total = {0};
        e.withCandidates(new bliss.korat.CandidateListener() {
            @Override
            public void candidate(Object header, boolean valid) {
                throw new IllegalStateException("the enumerator tells of read fields");
            }

            @Override
            public void candidate(Object header, boolean valid,
                                  java.util.function.BiPredicate<Object, String> read) {
                if (valid) {
                    Skeleton s = skeleton(layout, header, rootName, read, hints, scope);
                    skeletons.add(s);
                    long n = values.size();
                    for (Slot f : s.free()) {
                        n *= f.domain().size();
                    }
                    total[0] += n;
                    if (total[0] > maxTests) {
                        throw new TooManyInputs(); // the enumeration stops: it could fill the heap first
                    }
                }
            }
        });
        try {
            e.run();
        } catch (TooManyInputs over) {
            return Suite.none("over " + maxTests + " inputs (" + skeletons.size() + " structures enumerated when "
                    + "they passed it)");
        }
        String pkg = template.testClass().contains(".")
                ? template.testClass().substring(0, template.testClass().lastIndexOf('.')) : "";
        String base = JUnitWriter.identifier(layout.header().simpleName() + "_" + template.method()
                + "ExhaustiveTest");
        List<PathTest> tests = new ArrayList<>();
        int failing = 0;
        List<Path> files = new ArrayList<>();
        List<String> names = new ArrayList<>();
        AnalysedMethod analysed = driverClass == null
                ? AnalysedMethod.find(target.loader(), target.name(), template.method()) : null;
        try (Execution execution = new Execution(target.loader(), layout, driverClass, driverMethod, analysed)) {
            int number = 0;
            for (Skeleton s : skeletons) {
                for (ConcreteInput input : inputs(s, values)) {
                    Execution.Result r = execution.run(input);
                    if (r.repOKFailure() != null || r.divergence() != null) {
                        throw new IllegalStateException("input " + (number + 1) + " of the exhaustive suite: "
                                + (r.repOKFailure() != null ? r.repOKFailure() : r.divergence()) + "\n"
                                + input.describe("    "));
                    }
                    PathTest t = new PathTest(++number, end(r.observation()), input, r.builder().writes(),
                            r.observation());
                    failing += t.failsSpecification() ? 1 : 0;
                    tests.add(t);
                }
            }
            for (int from = 0, part = 1; from < tests.size(); from += TESTS_PER_CLASS, part++) {
                String testClass = base + (tests.size() > TESTS_PER_CLASS ? Integer.toString(part) : "");
                JUnitWriter writer = new JUnitWriter(testClass, target.displayName(), template.method(),
                        "bounded-exhaustive", scope, layout, execution.world(), new TestAccess(pkg),
                        execution.contents(), execution.structure(), driverClass, driverMethod, false);
                String source = writer.write(tests.subList(from, Math.min(tests.size(), from + TESTS_PER_CLASS)));
                Path dir = pkg.isEmpty() ? out : out.resolve(pkg.replace('.', '/'));
                Path file = dir.resolve(testClass + ".java");
                try {
                    Files.createDirectories(dir);
                    Files.writeString(file, source, StandardCharsets.UTF_8);
                } catch (IOException x) {
                    throw new UncheckedIOException(x);
                }
                files.add(file);
                names.add(pkg.isEmpty() ? testClass : pkg + "." + testClass);
            }
        }
        return new Suite(files, names, skeletons.size(), tests.size(), failing, null);
    }

    /**
     * PIT on the suite, compiled into {@code compiled}: the mutants of the classes under test but those of methods
     * outside {@code methodsUnderTest} (as the run of bliss's tests has them, {@code mutants}), each stopped at the
     * first test that fails on it; by {@link MutationAnalysis.Mutant#id}. {@code jvmOptions}: the exports the code
     * under test needs ({@link TestGeneration.Report#jvmOptions}).
     */
    static Map<String, MutationAnalysis.Mutant> mutate(Suite suite, Set<String> classesUnderTest,
                                                       Set<String> methodsUnderTest,
                                                       List<MutationAnalysis.Mutant> mutants, List<Path> classpath,
                                                       Path compiled, Path work, List<String> jvmOptions) {
        Set<String> kept = new java.util.HashSet<>();
        methodsUnderTest.forEach(m -> kept.add(m.substring(m.lastIndexOf('.') + 1)));
        Set<String> excluded = new java.util.TreeSet<>();
        mutants.stream().map(MutationAnalysis.Mutant::method).filter(m -> !kept.contains(m)).forEach(excluded::add);
        MutationAnalysis.Result r = MutationAnalysis.run(classesUnderTest, suite.testClasses(), classpath, compiled,
                List.of(), work, Math.max(1, Runtime.getRuntime().availableProcessors()), false, excluded,
                jvmOptions);
        Map<String, MutationAnalysis.Mutant> out = new LinkedHashMap<>();
        r.mutants().forEach(m -> out.put(m.id(), m));
        return out;
    }

    /**
     * A field of a value kind (a {@code String}, a box, a JDK enum, an {@code Object} or interface) that one of the
     * template's inputs sets: the enumerator fills nodes, ints, longs and booleans only, and leaves such a field null,
     * so a suite without its values would not be exhaustive. A field no input of bliss's sets (null on every path,
     * as the driver builds the receiver) keeps its null, when bliss wrote a test for every path (a path it could not
     * complete or run may be one with such a value). Null when there is none.
     */
    private static String unfilledValue(ClassLayout layout, TestGeneration.Report template) {
        int unwritten = template.uncompletable().size() + template.divergent().size()
                + template.repOKFailures().size();
        if (unwritten > 0) {
            for (bliss.layout.ClassShape c : layout.classes()) {
                for (FieldShape f : c.fields()) {
                    if (f.kind().isValue() && f.kind() != FieldKind.ARRAY) {
                        return "the enumerator cannot fill " + c.simpleName() + "." + f.name() + " ("
                                + f.kind().name().toLowerCase(java.util.Locale.ROOT) + " values), and bliss left "
                                + unwritten + " paths without a test, which may be those with such values";
                    }
                }
            }
        }
        for (PathTest t : template.tests()) {
            for (ConcreteInput.Obj o : t.input().objects()) {
                for (Map.Entry<FieldShape, ConcreteInput.Value> f : o.fields().entrySet()) {
                    if (f.getKey().kind().isValue() && f.getKey().kind() != FieldKind.ARRAY
                            && f.getValue().value() != null) {
                        return "the enumerator cannot fill " + o.shape().simpleName() + "." + f.getKey().name()
                                + " (" + f.getKey().kind().name().toLowerCase(java.util.Locale.ROOT)
                                + " values), which bliss's inputs set";
                    }
                }
            }
        }
        return null;
    }

    /** The enumerator's candidate, read reflectively (it changes after the call), its unread fields marked. */
    private static Skeleton skeleton(ClassLayout layout, Object header, String rootName,
                                     java.util.function.BiPredicate<Object, String> read,
                                     SubjectFinitizations.Hints hints, int scope) {
        Map<Object, ConcreteInput.Obj> objs = new IdentityHashMap<>();
        List<Object> order = new ArrayList<>();
        ArrayDeque<Object> queue = new ArrayDeque<>(List.of(header));
        objs.put(header, new ConcreteInput.Obj(rootName, shapeOf(layout, header), true, true));
        order.add(header);
        while (!queue.isEmpty()) {
            Object o = queue.poll();
            for (FieldShape f : objs.get(o).shape().fields()) {
                if (!f.isReference()) {
                    continue;
                }
                Object t = get(o, f);
                if (t != null && !objs.containsKey(t)) {
                    objs.put(t, new ConcreteInput.Obj("N" + order.size(), shapeOf(layout, t), false, true));
                    order.add(t);
                    queue.add(t);
                }
            }
        }
        List<Slot> free = new ArrayList<>();
        List<ConcreteInput.Obj> objects = new ArrayList<>();
        for (Object o : order) {
            ConcreteInput.Obj obj = objs.get(o);
            objects.add(obj);
            for (FieldShape f : obj.shape().fields()) {
                Object v = get(o, f);
                Object value = switch (f.kind()) {
                    case REFERENCE -> v == null ? null : objs.get(v);
                    case INT -> v instanceof Enum<?> c ? (Object) c.ordinal() : v == null ? null
                            : (Object) ((Number) v).intValue();
                    case LONG -> ((Number) v).longValue();
                    case BOOLEAN -> v;
                    default -> null;
                };
                if (f.kind() != FieldKind.REFERENCE && f.kind() != FieldKind.INT && f.kind() != FieldKind.LONG
                        && f.kind() != FieldKind.BOOLEAN) {
                    continue;
                }
                obj.put(f, new ConcreteInput.Value(value, ConcreteInput.Origin.REP_OK));
                if (!f.isReference() && !read.test(o, f.name())) {
                    free.add(new Slot(obj, f, domain(f, o, hints, scope)));
                }
            }
        }
        return new Skeleton(objects, free);
    }

    /** The values of a field's finitization domain (as {@code ConcreteInput} holds them). */
    private static List<Object> domain(FieldShape f, Object owner, SubjectFinitizations.Hints hints, int scope) {
        List<Object> out = new ArrayList<>();
        if (f.kind() == FieldKind.BOOLEAN) {
            return List.of(false, true);
        }
        long min = 0;
        long max = scope;
        if (f.isEnum()) {
            max = InputBuilder.field(owner.getClass(), f.name()).getType().getEnumConstants().length - 1;
        }
        for (SubjectFinitizations.Domain d : hints.domains()) {
            if (d.field().equals(f.name())) {
                min = d.min();
                max = d.max();
            }
        }
        for (long v = min; v <= max; v++) {
            out.add(f.kind() == FieldKind.LONG ? (Object) v : (Object) (int) v);
        }
        return out;
    }

    /** Every assignment of the driver's values: ints over -1..scope+1, booleans both. */
    private static List<List<ConcreteInput.Variable>> variableValues(List<ConcreteInput.Variable> template,
                                                                     int scope) {
        List<List<ConcreteInput.Variable>> out = new ArrayList<>(List.of(List.of()));
        for (ConcreteInput.Variable v : template) {
            List<List<ConcreteInput.Variable>> next = new ArrayList<>();
            for (List<ConcreteInput.Variable> prefix : out) {
                long lo = v.type() == 'Z' ? 0 : -1;
                long hi = v.type() == 'Z' ? 1 : scope + 1;
                for (long x = lo; x <= hi; x++) {
                    List<ConcreteInput.Variable> l = new ArrayList<>(prefix);
                    l.add(new ConcreteInput.Variable(v.name(), v.type(), x, ConcreteInput.Origin.ANY));
                    next.add(l);
                }
            }
            out = next;
        }
        return out;
    }

    /** The inputs of a skeleton: every value of its unread fields, times every assignment of the driver's values. */
    private static List<ConcreteInput> inputs(Skeleton s, List<List<ConcreteInput.Variable>> values) {
        List<ConcreteInput> out = new ArrayList<>();
        int[] choice = new int[s.free().size()];
        while (true) {
            // fresh objects per input: ConcreteInput's objects are its own
            Map<ConcreteInput.Obj, ConcreteInput.Obj> copy = new LinkedHashMap<>();
            for (ConcreteInput.Obj o : s.objects()) {
                copy.put(o, new ConcreteInput.Obj(o.name(), o.shape(), o.root(), true));
            }
            for (ConcreteInput.Obj o : s.objects()) {
                for (Map.Entry<FieldShape, ConcreteInput.Value> f : o.fields().entrySet()) {
                    Object v = f.getValue().value();
                    copy.get(o).put(f.getKey(), new ConcreteInput.Value(v instanceof ConcreteInput.Obj t
                            ? copy.get(t) : v, f.getValue().origin()));
                }
            }
            for (int i = 0; i < choice.length; i++) {
                Slot slot = s.free().get(i);
                copy.get(slot.object()).put(slot.field(), new ConcreteInput.Value(slot.domain().get(choice[i]),
                        ConcreteInput.Origin.ANY));
            }
            for (List<ConcreteInput.Variable> vs : values) {
                out.add(new ConcreteInput(new ArrayList<>(copy.values()), vs));
            }
            int i = choice.length - 1;
            while (i >= 0 && ++choice[i] == s.free().get(i).domain().size()) {
                choice[i--] = 0;
            }
            if (i < 0) {
                return out;
            }
        }
    }

    /** A path end for the writer's comment: how the run ended. */
    private static PathEnd end(Observation o) {
        boolean escaped = o.driverThrew() != null;
        return new PathEnd(escaped ? Outcome.EXCEPTION : Outcome.NORMAL,
                escaped ? o.driverThrew().getName() : null, null, List.of(), null, List.of(), null, new int[0],
                null, null);
    }

    private static ClassShape shapeOf(ClassLayout layout, Object o) {
        String name = o.getClass().getName();
        return layout.classes().stream().filter(c -> c.javaName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("not a class of the layout: " + name));
    }

    private static Object get(Object o, FieldShape f) {
        try {
            return InputBuilder.field(o.getClass(), f.name()).get(o);
        } catch (IllegalAccessException x) {
            throw new IllegalStateException(x);
        }
    }
}
