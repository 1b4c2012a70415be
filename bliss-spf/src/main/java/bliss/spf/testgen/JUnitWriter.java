package bliss.spf.testgen;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.spf.explore.Outcome;
import bliss.spf.explore.PathEnd;
import bliss.spf.testgen.ConcreteInput.Obj;
import bliss.spf.testgen.Observation.Arg;
import bliss.spf.testgen.Observation.ObservedCall;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Writes one JUnit 5 test class for one analysed method: a test per path, readable.
 *
 * <pre>
 * &#64;Test
 * void path3() throws Throwable {
 *     TreeSet X = input3();
 *     assertTrue(X.repOK(), "the input satisfies repOK");     // specification
 *     assertTrue(X.add(-1));                                  // pinned: what the call returned
 *     assertTrue(X.repOK(), "repOK holds after the calls");   // specification
 *     assertEquals(2, X.size, "X.size after the calls");     // pinned
 *     assertEquals(List.of(-1, 3), contents(X), "...");       // pinned
 *     Symbolic.given().object("X", input3()).integer("k", -1).run(TreeSetDrivers::add);  // the driver's checks
 * }
 * private static TreeSet input3() { one statement per field write, nodes named as in --dump }
 * </pre>
 *
 * The class needs JUnit 5 (junit-jupiter-api), the class under test and, when a driver runs, the driver and
 * {@code bliss.symbolic.Symbolic}; private parts are reached by small reflective helpers written into the class.
 */
final class JUnitWriter {

    private final String testClass;
    private final String targetDisplay;
    private final String method;
    private final String technique;
    private final int scope;
    private final ClassLayout layout;
    private final ClassLoader loader;
    private final TestAccess access;
    private final Contents contents;
    private final StructureText structure;
    private final String driverClass;
    private final String driverMethod;
    /** Whether each test runs the driver too (its checks are the specification); else the calls alone. */
    private final boolean runsDriver;
    private final Set<String> imports = new TreeSet<>();
    private final Set<String> helpers = new LinkedHashSet<>();
    private boolean usesList;
    private List<String> jvmOptions = List.of();
    /** The objects of the input of the test being written, by name. */
    private final Map<String, Obj> current = new HashMap<>();

    /**
     * @param loader      the classes as the test sees them (the generation-time world)
     * @param driverClass the driver's class (Java name), or null when the test calls the method directly
     */
    JUnitWriter(String testClass, String targetDisplay, String method, String technique, int scope,
                ClassLayout layout, ClassLoader loader, TestAccess access, Contents contents, StructureText structure,
                String driverClass, String driverMethod, boolean standalone) {
        this.testClass = testClass;
        this.targetDisplay = targetDisplay;
        this.method = method;
        this.technique = technique;
        this.scope = scope;
        this.layout = layout;
        this.loader = loader;
        this.access = access;
        this.contents = contents;
        this.structure = structure;
        this.driverClass = driverClass;
        this.driverMethod = driverMethod;
        this.runsDriver = driverClass != null && !standalone;
    }

    /** The options the JVM that runs the tests needs (the exports of {@link ModuleExports}), named in the header. */
    JUnitWriter exports(List<String> jvmOptions) {
        this.jvmOptions = List.copyOf(jvmOptions);
        return this;
    }

    /** The source of the test class. */
    String write(List<PathTest> tests) {
        StringBuilder body = new StringBuilder();
        for (PathTest t : tests) {
            test(t, body);
        }
        StringBuilder sb = new StringBuilder();
        if (!access.testPackage().isEmpty()) {
            sb.append("package ").append(access.testPackage()).append(";\n\n");
        }
        sb.append("import static org.junit.jupiter.api.Assertions.assertEquals;\n")
                .append("import static org.junit.jupiter.api.Assertions.assertFalse;\n")
                .append("import static org.junit.jupiter.api.Assertions.assertNull;\n")
                .append("import static org.junit.jupiter.api.Assertions.assertSame;\n")
                .append("import static org.junit.jupiter.api.Assertions.assertThrows;\n")
                .append("import static org.junit.jupiter.api.Assertions.assertTrue;\n\n");
        for (String i : imports) {
            sb.append("import ").append(i).append(";\n");
        }
        if (usesList) {
            sb.append("import java.util.List;\n");
        }
        sb.append("import org.junit.jupiter.api.Test;\n\n");
        sb.append("/**\n * Tests of ").append(targetDisplay).append('.').append(method)
                .append(" ").append(TestGeneration.WRITTEN_BY).append(" (technique ").append(technique).append(", scope ").append(scope)
                .append("):\n * one test per path of the analysis, on a valid input completed from the path's partial ")
                .append("structure and\n * checked with the real repOK() when the test was written. Specification ")
                .append("(fails when the code\n * breaks it): repOK() of the input and after the calls")
                .append(runsDriver ? ", the driver's own checks" : "")
                .append(". Pinned observations\n * (regression): what each call returned or threw, the fields of ")
                .append("the receiver and the contents\n * of the structure after the calls.\n");
        if (!jvmOptions.isEmpty()) {
            sb.append(" *\n * The code under test uses packages of the JDK that their module does not export: the JVM ")
                    .append("that runs\n * these tests needs ").append(String.join(" ", jvmOptions)).append('\n');
        }
        sb.append(" */\n");
        sb.append("@SuppressWarnings({\"unused\", \"rawtypes\", \"unchecked\"})\n");
        sb.append("class ").append(testClass).append(" {\n");
        sb.append(body);
        for (String h : helpers) {
            sb.append(helperSource(h));
        }
        sb.append("}\n");
        return sb.toString();
    }

    // ------------------------------------------------------------------------------------------------------------
    // One test

    private void test(PathTest t, StringBuilder sb) {
        current.clear();
        for (Obj o : t.input().objects()) {
            current.put(o.name(), o);
        }
        PathEnd end = t.end();
        Observation obs = t.observation();
        List<Obj> roots = t.input().roots();
        sb.append("\n    /**\n     * Path ").append(t.number()).append(" (choices ").append(choices(end)).append("): ")
                .append(outcome(end)).append(".\n");
        sb.append("     * Path condition: ").append(javadoc(condition(end))).append('\n');
        if (t.failsSpecification()) {
            sb.append("     * The specification fails on this input: ").append(javadoc(obs.violation()))
                    .append(".\n");
        }
        // a method under test may declare checked exceptions (LinkedStack.pop's Underflow)
        sb.append("     */\n    @Test\n    void path").append(t.number()).append("() throws Throwable {\n");
        String in = inputMethod(t.number());
        boolean single = roots.size() == 1;
        if (single) {
            Obj r = roots.get(0);
            sb.append("        ").append(declared(r)).append(' ').append(id(r)).append(" = ").append(in)
                    .append("();\n");
        } else {
            sb.append("        Object[] in = ").append(in).append("();\n");
            for (int i = 0; i < roots.size(); i++) {
                Obj r = roots.get(i);
                sb.append("        ").append(declared(r)).append(' ').append(id(r)).append(" = ")
                        .append(cast(r, "in[" + i + "]")).append(";\n");
            }
        }
        for (Obj r : roots) {
            if (r.shape().equals(layout.header())) {
                sb.append("        assertTrue(").append(repOK(r)).append(", \"the input satisfies repOK\");\n");
            }
        }
        if (t.failsSpecification()) {
            if (runsDriver) {
                sb.append("        // the driver on this input; nothing is pinned: its run broke the specification ")
                        .append("when this test was written\n");
                sb.append("        ").append(given(t, roots, true)).append(";\n");
            } else {
                sb.append("        // nothing is pinned: the call broke the specification when this test was ")
                        .append("written\n");
                for (ObservedCall c : obs.calls()) {
                    sb.append("        ").append(call(c)).append(";\n");
                }
            }
            for (Obj r : roots) {
                if (r.shape().equals(layout.header())) {
                    sb.append("        assertTrue(").append(repOK(r)).append(", \"repOK holds after the calls\");\n");
                }
            }
            sb.append("    }\n");
            inputBuilder(t, sb);
            return;
        }
        // the calls, pinned
        Map<String, String> locals = localsFor(t);
        for (Map.Entry<String, String> l : locals.entrySet()) {
            sb.append("        ").append(l.getValue()).append(";\n");
        }
        if (driverClass != null) {
            sb.append("        // the calls the driver made, with what they did when this test was written\n");
        }
        for (ObservedCall c : obs.calls()) {
            pinnedCall(c, sb);
        }
        for (Obj r : roots) {
            if (!r.shape().equals(layout.header())) {
                continue;
            }
            sb.append("        assertTrue(").append(repOK(r)).append(", \"repOK holds after the calls\");\n");
            Map<FieldShape, Object> header = obs.headerAfter().get(r.name());
            for (Map.Entry<FieldShape, Object> e : header.entrySet()) {
                Field f = InputBuilder.field(classOf(r.shape()), e.getKey().name());
                sb.append("        assertEquals(").append(literal(f.getType(), e.getValue())).append(", ")
                        .append(read(id(r), r.shape(), e.getKey(), f)).append(", \"").append(r.name()).append('.')
                        .append(e.getKey().name()).append(" after the calls\");\n");
            }
            List<Object> after = obs.contentsAfter().get(r.name());
            if (after != null) {
                usesList = true;
                helpers.add("contents");
                helpers.add("field");
                helpers.add("plain");
                // Arrays.asList(null) would take the null for its array: one null element is a singleton list
                sb.append("        assertEquals(")
                        .append(after.size() == 1 && after.get(0) == null ? "java.util.Collections.singletonList("
                                : after.contains(null) ? "java.util.Arrays.asList(" : "List.of(")
                        .append(listElements(after)).append("), contents(")
                        .append(id(r)).append("), \"contents after the calls\");\n");
            }
            helpers.add("structure");
            helpers.add("field");
            helpers.add("plain");
            usesList = true;
            sb.append("        assertEquals(").append(Literals.string(obs.structureAfter().get(r.name())))
                    .append(",\n                structure(").append(id(r))
                    .append("), \"the structure after the calls\");\n");
        }
        if (runsDriver) {
            sb.append("        // the driver on the same input: its own checks are the specification\n");
            String run = given(t, roots, false);
            if (obs.driverThrew() != null && obs.methodThrew()) {
                sb.append("        assertThrows(").append(exceptionClass(obs.driverThrew())).append(", () -> ")
                        .append(run).append(");\n");
            } else {
                sb.append("        ").append(run).append(";\n");
            }
        }
        sb.append("    }\n");
        inputBuilder(t, sb);
    }

    private static String choices(PathEnd end) {
        StringBuilder sb = new StringBuilder();
        for (int c : end.choices()) {
            sb.append(sb.length() == 0 ? "" : " ").append(c);
        }
        return sb.length() == 0 ? "none" : sb.toString();
    }

    private String outcome(PathEnd end) {
        StringBuilder sb = new StringBuilder();
        if (end.outcome() == Outcome.EXCEPTION) {
            sb.append(end.exceptionType()).append(" escaped the driver");
        } else if (end.exceptionType() != null) {
            sb.append(method).append(" threw ").append(end.exceptionType());
        } else {
            sb.append("normal end");
        }
        if (!end.raised().isEmpty()) {
            sb.append("; raised inside: ").append(String.join(", ", new LinkedHashSet<>(end.raised())));
        }
        return sb.toString();
    }

    static String condition(PathEnd end) {
        if (end.pathCondition().isEmpty()) {
            return "true";
        }
        List<String> parts = new ArrayList<>();
        for (bliss.spf.symbolic.Expr e : end.pathCondition()) {
            parts.add(e.toString());
        }
        return String.join(" && ", parts);
    }

    private static String javadoc(String s) {
        return s.replace("*/", "*\\/").replace("\n", " ");
    }

    private String inputMethod(int number) {
        return "input" + number;
    }

    /**
     * {@code Symbolic.given().object("X", ...)...run(Driver::m)}, on the test's own input objects or on a fresh copy
     * of the input.
     */
    private String given(PathTest t, List<Obj> roots, boolean onTheInput) {
        StringBuilder sb = new StringBuilder(importName("bliss.symbolic.Symbolic")).append(".given()");
        boolean single = roots.size() == 1;
        for (int i = 0; i < roots.size(); i++) {
            String value = onTheInput ? id(roots.get(i))
                    : single ? inputMethod(t.number()) + "()" : inputMethod(t.number()) + "()[" + i + "]";
            sb.append(".object(").append(Literals.string(roots.get(i).name())).append(", ").append(value)
                    .append(')');
        }
        for (ConcreteInput.Variable v : t.input().variables()) {
            String maker = switch (v.type()) {
                case 'Z' -> "bool";
                case 'J' -> "longInteger";
                default -> "integer";
            };
            sb.append('.').append(maker).append('(').append(Literals.string(v.name())).append(", ")
                    .append(v.literal()).append(')');
        }
        return sb.append(".run(").append(driverRunnable()).append(')').toString();
    }

    /** The driver as a {@code Runnable}: a method reference, or a reflective call where the test cannot name it. */
    private String driverRunnable() {
        Method m = driver();
        if (access.canCall(m) && access.canName(m.getDeclaringClass())) {
            return importName(m.getDeclaringClass().getName()) + "::" + m.getName();
        }
        helpers.add("callStatic");
        return "() -> callStatic(" + Literals.string(driverClass) + ", " + Literals.string(driverMethod) + ")";
    }

    /**
     * The receiver whose fields the driver kept ({@code Symbolic.keep}): the driver's own seed, as its constructor
     * left it ({@code Symbolic.seed}); the input's writes follow.
     */
    private String seed(Obj o) {
        return cast(o, importName("bliss.symbolic.Symbolic") + ".seed(" + Literals.string(o.name()) + ", "
                + driverRunnable() + ")");
    }

    private Method driver() {
        try {
            return Execution.findMethod(Class.forName(driverClass, false, loader), driverMethod);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no driver " + driverClass + "." + driverMethod, e);
        }
    }

    /** Declarations of the objects of the input a call names that are not roots, read from the roots before it. */
    private Map<String, String> localsFor(PathTest t) {
        Set<String> named = new LinkedHashSet<>();
        for (ObservedCall c : t.observation().calls()) {
            if (c.receiver() != null) {
                named.add(c.receiver());
            }
            for (Arg a : c.args()) {
                if (a.source() != null) {
                    named.add(a.source());
                }
            }
            if (c.resultName() != null) {
                named.add(c.resultName());
            }
            if (c.returned() != null) {
                c.returned().stream().filter(f -> f.object() != null).forEach(f -> named.add(f.object()));
            }
        }
        Map<String, Obj> byName = new HashMap<>();
        for (Obj o : t.input().objects()) {
            byName.put(o.name(), o);
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (String n : named) {
            Obj o = byName.get(n);
            if (o == null || o.root()) {
                continue;
            }
            out.put(n, declared(o) + " " + id(o) + " = " + pathTo(t.input(), o));
        }
        return out;
    }

    /**
     * An expression reading o from a root along the input's fields (breadth-first: a shortest one), of o's class when
     * the test can name it, else of type Object.
     */
    private String pathTo(ConcreteInput input, Obj target) {
        Map<Obj, String> expr = new LinkedHashMap<>();
        ArrayDeque<Obj> queue = new ArrayDeque<>();
        for (Obj r : input.roots()) {
            expr.put(r, id(r));
            queue.add(r);
        }
        while (!queue.isEmpty()) {
            Obj o = queue.poll();
            if (o == target) {
                return expr.get(o);
            }
            for (Map.Entry<FieldShape, ConcreteInput.Value> e : o.fields().entrySet()) {
                if (e.getValue().value() instanceof Obj next && !expr.containsKey(next)) {
                    Field f = InputBuilder.field(classOf(o.shape()), e.getKey().name());
                    expr.put(next, typed(next, read(expr.get(o), o.shape(), e.getKey(), f), f.getType()));
                    queue.add(next);
                }
            }
        }
        throw new IllegalStateException(target + " is not reachable from the roots");
    }

    /** A call, its outcome pinned. */
    private void pinnedCall(ObservedCall c, StringBuilder sb) {
        if (!c.replayable()) {
            sb.append("        // not repeated here: ").append(c.method().getName()).append(" got ")
                    .append(c.args().stream().filter(a -> a.source() == null).findFirst().orElseThrow().why())
                    .append('\n');
            return;
        }
        String call = call(c);
        Class<?> ret = c.method().getReturnType();
        if (c.thrown() != null) {
            sb.append("        assertThrows(").append(exceptionClass(c.thrown())).append(", () -> ").append(call)
                    .append(");\n");
        } else if (ret == void.class) {
            sb.append("        ").append(call).append(";\n");
        } else if (ret == boolean.class) {
            sb.append("        ").append(Boolean.TRUE.equals(c.result()) ? "assertTrue(" : "assertFalse(")
                    .append(call).append(");\n");
        } else if (ret.isPrimitive()) {
            sb.append("        assertEquals(").append(Literals.of(ret, c.result())).append(", ").append(call)
                    .append(");\n");
        } else if (c.result() == null) {
            sb.append("        assertNull(").append(call).append(");\n");
        } else if (c.resultName() != null) {
            sb.append("        assertSame(").append(c.resultName()).append(", ").append(call).append(");\n");
        } else {
            String lit = literal(c.result().getClass(), c.result());
            if (lit != null) {
                sb.append("        assertEquals(").append(lit).append(", ").append(call).append(");\n");
            } else if (c.returned() != null) {
                returnedObject(c, call, sb);
            } else {
                sb.append("        ").append(call).append("; // returned a new ")
                        .append(c.result().getClass().getName()).append('\n');
            }
        }
    }

    /**
     * A call that returned a new object of the analysed code (an iterator over the structure): its class and each of
     * its fields pinned, read reflectively: the same object of the input, null, the value, or an object of the
     * same class.
     */
    private void returnedObject(ObservedCall c, String call, StringBuilder sb) {
        helpers.add("get");
        helpers.add("field");
        String what = c.method().getName() + " returned";
        sb.append("        {\n            Object returned = ").append(call).append(";\n");
        sb.append("            assertEquals(").append(Literals.string(c.result().getClass().getName()))
                .append(", returned.getClass().getName(), ").append(Literals.string("the class of what " + what))
                .append(");\n");
        for (Observation.ReturnedField f : c.returned()) {
            String read = "get(returned, " + Literals.string(f.name()) + ")";
            String message = Literals.string(f.name() + " of what " + what);
            String lit = f.value() == null ? null : literal(f.value().getClass(), f.value());
            if (f.object() != null) {
                sb.append("            assertSame(").append(identifier(f.object())).append(", ").append(read);
            } else if (f.value() == null) {
                sb.append("            assertNull(").append(read);
            } else if (lit != null) {
                sb.append("            assertEquals(").append(lit).append(", ").append(read);
            } else {
                sb.append("            assertEquals(").append(Literals.string(f.value().getClass().getName()))
                        .append(", ").append(read).append(".getClass().getName()");
            }
            sb.append(", ").append(message).append(");\n");
        }
        sb.append("        }\n");
    }

    /** The call as an expression. */
    private String call(ObservedCall c) {
        Method m = c.method();
        List<String> args = new ArrayList<>();
        for (int i = 0; i < c.args().size(); i++) {
            Arg a = c.args().get(i);
            args.add(a.built() != null ? argument(m.getParameterTypes()[i], a.built()) : a.source());
        }
        String joined = String.join(", ", args);
        boolean isStatic = Modifier.isStatic(m.getModifiers());
        if (access.canCall(m) && (isStatic || typedObject(c.receiver())) && argumentsFit(c, m)) {
            String target = isStatic ? importName(m.getDeclaringClass().getName()) : c.receiver();
            return target + "." + m.getName() + "(" + joined + ")";
        }
        helpers.add("call");
        StringBuilder types = new StringBuilder();
        for (Class<?> p : m.getParameterTypes()) {
            types.append(", ").append(classLiteral(p));
        }
        String call = "call(" + (isStatic ? "null" : c.receiver()) + ", "
                + Literals.string(m.getDeclaringClass().getName()) + ", " + Literals.string(m.getName())
                + ", new Class<?>[] {" + (types.length() == 0 ? "" : types.substring(2)) + "}"
                + (joined.isEmpty() ? "" : ", " + joined) + ")";
        Class<?> ret = m.getReturnType();
        if (ret.isPrimitive() && ret != void.class) {
            return "(" + ret.getName() + ") " + call;
        }
        return call;
    }

    /**
     * An argument the test builds (an array, a value object, an enum constant) as an expression of the parameter's
     * type: as an input field's value is written, cast to the type where a helper makes it as an Object.
     */
    private String argument(Class<?> type, Object built) {
        String lit = literal(type, built);
        boolean typed = lit.startsWith("new ") // new int[] {..}, new Sized(), or a constant by its enum's name
                || built instanceof bliss.spf.explore.PartialStructure.Constant && !lit.startsWith("enumConstant(");
        if (typed || type == Object.class || !access.canName(type)) {
            return lit;
        }
        return "(" + importName(type.getName()) + ") " + lit;
    }

    /** Whether an object of the input, by name, is declared in the test with its own class (not as Object). */
    private boolean typedObject(String name) {
        Obj o = current.get(name);
        return o != null && access.canName(classOf(o.shape()));
    }

    /** Whether every object argument of a call is declared in the test with a type its parameter accepts. */
    private boolean argumentsFit(ObservedCall c, Method m) {
        Class<?>[] types = m.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            Arg a = c.args().get(i);
            if (a.built() != null && !types[i].isPrimitive() && types[i] != Object.class && !access.canName(types[i])) {
                return false; // built by a helper as an Object, and the type has no name here to cast it to
            }
            Obj o = current.get(a.source());
            if (o != null && !typedObject(o.name()) && types[i] != Object.class) {
                return false;
            }
        }
        return true;
    }

    private String classLiteral(Class<?> c) {
        if (access.canName(c)) {
            return sourceName(c) + ".class";
        }
        helpers.add("type");
        return "type(" + Literals.string(c.getName()) + ")";
    }

    /** @requires access.canName(c) @return c's name in Java source: {@code int}, {@code String[]}, {@code Map.Entry} */
    private String sourceName(Class<?> c) {
        if (c.isPrimitive()) {
            return c.getName();
        }
        return c.isArray() ? sourceName(c.getComponentType()) + "[]" : importName(c.getName());
    }

    private String exceptionClass(Class<?> c) {
        if (access.canName(c)) {
            return importName(c.getName()) + ".class";
        }
        return "Throwable.class";
    }

    private String listElements(List<Object> values) {
        List<String> out = new ArrayList<>();
        for (Object v : values) {
            out.add(v == null ? "null" : v instanceof String s ? Literals.string(s) : element(v));
        }
        return String.join(", ", out);
    }

    private static String element(Object v) {
        if (v instanceof Long l) {
            return l + "L";
        }
        if (v instanceof Character c) {
            return "(char) " + (int) c;
        }
        if (v instanceof Byte b) {
            return "(byte) " + b;
        }
        if (v instanceof Short s) {
            return "(short) " + s;
        }
        return v.toString();
    }

    // ------------------------------------------------------------------------------------------------------------
    // The input

    private void inputBuilder(PathTest t, StringBuilder sb) {
        List<Obj> roots = t.input().roots();
        boolean single = roots.size() == 1;
        sb.append("\n    /** The input of path ").append(t.number()).append(": after each field, where its value comes ")
                .append("from. */\n");
        sb.append("    private static ").append(single ? declared(roots.get(0)) : "Object[]").append(' ')
                .append(inputMethod(t.number())).append("() {\n");
        for (Obj o : t.input().objects()) {
            String made = InputBuilder.fromSeed(t.input(), o) ? seed(o) : create(o);
            sb.append("        ").append(declared(o)).append(' ').append(id(o)).append(" = ").append(made)
                    .append(";\n");
        }
        for (InputBuilder.Write w : t.writes()) {
            Field f = InputBuilder.field(classOf(w.object().shape()), w.field().name());
            String value = w.value() instanceof Obj o ? id(o) : literal(f.getType(), w.value());
            boolean typedValue = !(w.value() instanceof Obj o) || typedObject(o.name()) || f.getType() == Object.class;
            if (w.value() instanceof ConcreteInput.Arr || w.value() instanceof ConcreteInput.Val) {
                // an expression of the value's own type (new T[] {...}, new C()) or an Object from a helper
                typedValue = value.startsWith("new ") || value.startsWith("withFields(new ")
                        || f.getType() == Object.class;
            }
            String statement;
            if (access.canWrite(f) && access.canName(classOf(w.object().shape())) && access.canName(f.getType())
                    && typedValue) {
                statement = id(w.object()) + "." + f.getName() + " = " + value + ";";
            } else {
                helpers.add("set");
                helpers.add("field");
                statement = "set(" + id(w.object()) + ", " + Literals.string(f.getName()) + ", " + value + ");";
            }
            sb.append("        ").append(String.format("%-40s", statement)).append(" // ")
                    .append(w.origin().text).append('\n');
        }
        if (single) {
            sb.append("        return ").append(id(roots.get(0))).append(";\n");
        } else {
            StringBuilder all = new StringBuilder();
            for (Obj r : roots) {
                all.append(all.length() == 0 ? "" : ", ").append(id(r));
            }
            sb.append("        return new Object[] {").append(all).append("};\n");
        }
        sb.append("    }\n");
    }

    private String create(Obj o) {
        Class<?> c = classOf(o.shape());
        if (access.canConstruct(c) && access.canName(c)) {
            return "new " + importName(c.getName()) + "()";
        }
        String name = Literals.string(c.getName());
        if (TestAccess.noArgConstructor(c) != null) {
            helpers.add("construct");
            return cast(o, "construct(" + name + ")");
        }
        helpers.add("allocate");
        return cast(o, "allocate(" + name + ")");
    }

    // ------------------------------------------------------------------------------------------------------------
    // Names

    private Class<?> classOf(ClassShape s) {
        try {
            return Class.forName(s.javaName(), false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot load " + s.javaName(), e);
        }
    }

    /** The type an object is declared with: its class, or Object when the test cannot name it. */
    private String declared(Obj o) {
        Class<?> c = classOf(o.shape());
        return access.canName(c) ? importName(c.getName()) : "Object";
    }

    /** An expression of static type {@code type} for o, cast to o's own class when the test can name it. */
    private String typed(Obj o, String expr, Class<?> type) {
        String own = declared(o);
        return own.equals("Object") || classOf(o.shape()) == type ? expr : "((" + own + ") " + expr + ")";
    }

    /**
     * A value of a field or a call as Java source: a literal ({@link Literals}), an enum constant (by its name, or
     * through a helper when the test cannot name its class), or null when it has none.
     *
     * @param v a completion's value (an enum field's is its ordinal) or the real value
     */
    private String literal(Class<?> type, Object v) {
        if (v instanceof Obj o) { // an element of an array of nodes
            return declared(o).equals("Object") && access.canName(type) ? "(" + importName(type.getName()) + ") "
                    + id(o) : id(o);
        }
        if (v instanceof ConcreteInput.Arr a) {
            return arrayLiteral(type, a);
        }
        if (v instanceof ConcreteInput.Val o) {
            return newValue(o);
        }
        if (v instanceof bliss.spf.explore.PartialStructure.Held h) {
            helpers.add("staticField");
            return "staticField(" + Literals.string(h.owner()) + ", " + Literals.string(h.field()) + ")";
        }
        Object value = InputBuilder.javaValue(type, v, loader);
        if (value instanceof Class<?> k) { // a class object a driver named (Symbolic.fieldValues)
            return classLiteral(k);
        }
        if (value instanceof Enum<?> e) {
            Class<?> k = e.getDeclaringClass();
            if (access.canName(k)) {
                return importName(k.getName()) + "." + e.name();
            }
            helpers.add("enumConstant");
            return "enumConstant(" + Literals.string(k.getName()) + ", " + Literals.string(e.name()) + ")";
        }
        return Literals.of(type, value);
    }

    /** An input array: {@code new Object[] {Integer.valueOf(3), null}}, through a helper when its type is hidden. */
    private String arrayLiteral(Class<?> type, ConcreteInput.Arr a) {
        Class<?> component;
        try {
            component = type.isArray() ? type.getComponentType() : Class.forName(a.componentType(), false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot load " + a.componentType(), e);
        }
        StringBuilder elements = new StringBuilder();
        for (Object e : a.elements()) {
            elements.append(elements.length() == 0 ? "" : ", ").append(literal(component, e));
        }
        if (component.isPrimitive() || access.canName(component)) {
            String name = component.isPrimitive() ? component.getName() : importName(component.getName());
            return "new " + name + "[] {" + elements + "}";
        }
        helpers.add("array");
        return "array(" + Literals.string(component.getName()) + (elements.length() == 0 ? "" : ", " + elements)
                + ")";
    }

    /**
     * A new object of a value class, as {@link #create} makes an input object, with the fields the path read set
     * through a helper: {@code withFields(new Shifted(), "bias", 3)}.
     */
    private String newValue(ConcreteInput.Val o) {
        if (o.fields().isEmpty()) {
            return newObject(o);
        }
        Class<?> c = load(o.className());
        StringBuilder sb = new StringBuilder("withFields(").append(newObject(o));
        for (Map.Entry<String, Object> f : o.fields().entrySet()) {
            Field field = InputBuilder.field(c, f.getKey());
            sb.append(", ").append(Literals.string(f.getKey())).append(", ").append(literal(field.getType(),
                    f.getValue()));
        }
        helpers.add("withFields");
        helpers.add("field");
        return sb.append(')').toString();
    }

    private Class<?> load(String className) {
        try {
            return Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot load " + className, e);
        }
    }

    /** A new object of a value class, its fields as its constructor leaves them. */
    private String newObject(ConcreteInput.Val o) {
        Class<?> c = load(o.className());
        if (access.canConstruct(c) && access.canName(c)) {
            return "new " + importName(c.getName()) + "()";
        }
        String name = Literals.string(c.getName());
        helpers.add(TestAccess.noArgConstructor(c) != null ? "construct" : "allocate");
        return (TestAccess.noArgConstructor(c) != null ? "construct(" : "allocate(") + name + ")";
    }

    private String cast(Obj o, String expr) {
        String type = declared(o);
        return type.equals("Object") ? expr : "(" + type + ") " + expr;
    }

    private String repOK(Obj r) {
        Class<?> c = classOf(r.shape());
        try {
            Method m = Execution.findMethod(c, "repOK");
            if (access.canCall(m) && access.canName(c)) {
                return id(r) + ".repOK()";
            }
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(c.getName() + " has no repOK()", e);
        }
        helpers.add("call");
        return "(boolean) call(" + id(r) + ", " + Literals.string(c.getName()) + ", \"repOK\", new Class<?>[] {})";
    }

    /** A read of a field, directly or through the helper. */
    private String read(String target, ClassShape owner, FieldShape f, Field field) {
        if (access.canRead(field) && access.canName(classOf(owner)) && access.canName(field.getType())) {
            return target + "." + field.getName();
        }
        helpers.add("get");
        helpers.add("field");
        String get = "get(" + target + ", " + Literals.string(field.getName()) + ")";
        Class<?> t = field.getType();
        if (t.isPrimitive()) {
            return "(" + t.getName() + ") " + get;
        }
        return access.canName(t) ? "(" + importName(t.getName()) + ") " + get : get;
    }

    /** A Java identifier for an object's name. */
    static String id(Obj o) {
        return identifier(o.name());
    }

    static String identifier(String name) {
        StringBuilder sb = new StringBuilder();
        for (char ch : name.toCharArray()) {
            sb.append(sb.length() == 0 ? (Character.isJavaIdentifierStart(ch) ? ch : '_')
                    : Character.isJavaIdentifierPart(ch) ? ch : '_');
        }
        String s = sb.length() == 0 ? "_o" : sb.toString();
        return javax.lang.model.SourceVersion.isKeyword(s) || s.equals("in") ? s + "_" : s;
    }

    /**
     * The name the source uses for a class: its simple (nested) name, imported, when that does not clash; else its
     * full name.
     */
    private String importName(String binaryName) {
        String outer = binaryName.contains("$") ? binaryName.substring(0, binaryName.indexOf('$')) : binaryName;
        String pkg = outer.contains(".") ? outer.substring(0, outer.lastIndexOf('.')) : "";
        String simpleOuter = outer.substring(outer.lastIndexOf('.') + 1);
        String nested = binaryName.substring(outer.length()).replace('$', '.');
        if (pkg.equals("java.lang") && nested.isEmpty()) {
            return simpleOuter;
        }
        if (pkg.equals(access.testPackage())) {
            return simpleOuter + nested;
        }
        for (String i : imports) {
            if (i.endsWith("." + simpleOuter) && !i.equals(outer)) {
                return outer.replace('$', '.') + nested;
            }
        }
        if (simpleOuter.equals(testClass) || simpleOuter.equals("Test") || simpleOuter.equals("List")) {
            return outer + nested;
        }
        imports.add(outer);
        return simpleOuter + nested;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Helpers written into the class when needed

    private String helperSource(String name) {
        return switch (name) {
            case "contents" -> contentsHelper();
            case "structure" -> structureHelper();
            case "set" -> """

                        /** Writes a field the test cannot name (private, final, or of a class it cannot see). */
                        private static void set(Object o, String field, Object value) {
                            try {
                                field(o.getClass(), field).set(o, value);
                            } catch (ReflectiveOperationException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            case "get" -> """

                        /** Reads a field the test cannot name. */
                        private static Object get(Object o, String field) {
                            try {
                                return field(o.getClass(), field).get(o);
                            } catch (ReflectiveOperationException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            case "field" -> FIELD_HELPER;
            case "withFields" -> """

                        /** The object with these fields set (a name, then its value, in turn): a value object of the input. */
                        private static <T> T withFields(T o, Object... namesAndValues) {
                            try {
                                for (int i = 0; i < namesAndValues.length; i += 2) {
                                    field(o.getClass(), (String) namesAndValues[i]).set(o, namesAndValues[i + 1]);
                                }
                                return o;
                            } catch (ReflectiveOperationException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            case "array" -> """

                        /** A new array of a class the test cannot name, with these elements. */
                        private static Object array(String className, Object... elements) {
                            try {
                                Object a = java.lang.reflect.Array.newInstance(Class.forName(className),
                                        elements.length);
                                for (int i = 0; i < elements.length; i++) {
                                    java.lang.reflect.Array.set(a, i, elements[i]);
                                }
                                return a;
                            } catch (ReflectiveOperationException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            case "plain" -> """

                        /** A number, boolean, char, string or null as it is; another object by its class alone. */
                        private static Object plain(Object v) {
                            if (v == null || v instanceof Number || v instanceof Boolean || v instanceof Character
                                    || v instanceof String || v instanceof Enum<?>) {
                                return v;
                            }
                            String c = v.getClass().getName();
                            return "a " + c.substring(Math.max(c.lastIndexOf('.'), c.lastIndexOf('$')) + 1);
                        }
                    """;
            case "construct" -> """

                        /** A new object of a class whose no-argument constructor the test cannot call directly. */
                        private static Object construct(String className) {
                            try {
                                java.lang.reflect.Constructor<?> k = Class.forName(className).getDeclaredConstructor();
                                k.setAccessible(true);
                                return k.newInstance();
                            } catch (ReflectiveOperationException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            case "allocate" -> """

                        /** A new object of a class without a no-argument constructor, no constructor run. */
                        private static Object allocate(String className) {
                            try {
                                Class<?> unsafe = Class.forName("sun.misc.Unsafe");
                                java.lang.reflect.Field f = unsafe.getDeclaredField("theUnsafe");
                                f.setAccessible(true);
                                return unsafe.getMethod("allocateInstance", Class.class)
                                        .invoke(f.get(null), Class.forName(className));
                            } catch (ReflectiveOperationException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            case "call" -> """

                        /** Calls a method the test cannot name; what it throws is thrown. */
                        private static Object call(Object receiver, String owner, String name, Class<?>[] types,
                                                   Object... args) {
                            try {
                                java.lang.reflect.Method m = Class.forName(owner).getDeclaredMethod(name, types);
                                m.setAccessible(true);
                                return m.invoke(receiver, args);
                            } catch (java.lang.reflect.InvocationTargetException e) {
                                if (e.getCause() instanceof RuntimeException r) {
                                    throw r;
                                }
                                if (e.getCause() instanceof Error r) {
                                    throw r;
                                }
                                throw new AssertionError(e.getCause());
                            } catch (ReflectiveOperationException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            case "callStatic" -> """

                        /** Runs a driver the test cannot name. */
                        private static void callStatic(String owner, String name) {
                            call(null, owner, name, new Class<?>[] {});
                        }
                    """ + (helpers.contains("call") ? "" : helperSource("call"));
            case "enumConstant" -> """

                        /** A constant of an enum the test cannot name. */
                        @SuppressWarnings({"unchecked", "rawtypes"})
                        private static Object enumConstant(String className, String name) {
                            try {
                                return Enum.valueOf((Class) Class.forName(className), name);
                            } catch (ClassNotFoundException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            case "staticField" -> """

                        /** The object a static final field holds, which the input's field holds too. */
                        @SuppressWarnings("unchecked")
                        private static <T> T staticField(String className, String name) {
                            try {
                                java.lang.reflect.Field f = Class.forName(className).getDeclaredField(name);
                                f.setAccessible(true);
                                return (T) f.get(null);
                            } catch (ReflectiveOperationException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            case "type" -> """

                        /** A class the test cannot name. */
                        private static Class<?> type(String className) {
                            try {
                                return Class.forName(className);
                            } catch (ClassNotFoundException e) {
                                throw new AssertionError(e);
                            }
                        }
                    """;
            default -> throw new IllegalStateException(name);
        };
    }

    private static final String FIELD_HELPER = """

                private static java.lang.reflect.Field field(Class<?> c, String name) throws NoSuchFieldException {
                    for (Class<?> k = c; k != null; k = k.getSuperclass()) {
                        try {
                            java.lang.reflect.Field f = k.getDeclaredField(name);
                            f.setAccessible(true);
                            return f;
                        } catch (NoSuchFieldException e) {
                            // inherited
                        }
                    }
                    throw new NoSuchFieldException(name);
                }
            """;

    /** The contents walk of {@link Contents}, as Java source. */
    private String contentsHelper() {
        StringBuilder layoutNames = new StringBuilder();
        for (String n : contents.layoutNames()) {
            layoutNames.append(layoutNames.length() == 0 ? "" : ", ").append(Literals.string(n));
        }
        StringBuilder fields = new StringBuilder();
        for (Map.Entry<String, List<String>> e : contents.fields().entrySet()) {
            StringBuilder names = new StringBuilder();
            for (String n : e.getValue()) {
                names.append(names.length() == 0 ? "" : ", ").append(Literals.string(n));
            }
            fields.append(fields.length() == 0 ? "" : ", ").append("java.util.Map.entry(")
                    .append(Literals.string(e.getKey())).append(", List.of(").append(names).append("))");
        }
        return """

                    /** Classes of the structure, and the fields that hold its contents per node class. */
                    private static final java.util.Set<String> STRUCTURE = java.util.Set.of(%s);
                    private static final java.util.Map<String, List<String>> CONTENT = java.util.Map.ofEntries(%s);

                    /**
                     * The contents of the structure: per node reachable from the root, its %s (a value, or
                     * "a=b" for several), sorted by value.
                     */
                    private static List<Object> contents(Object root) {
                        List<List<Object>> rows = new java.util.ArrayList<>();
                        java.util.Map<Object, Boolean> seen = new java.util.IdentityHashMap<>();
                        java.util.ArrayDeque<Object> queue = new java.util.ArrayDeque<>(List.of(root));
                        seen.put(root, true);
                        try {
                            while (!queue.isEmpty()) {
                                Object o = queue.poll();
                                List<String> names = CONTENT.get(o.getClass().getName());
                                if (names != null) {
                                    List<Object> row = new java.util.ArrayList<>();
                                    for (String n : names) {
                                        row.add(plain(field(o.getClass(), n).get(o)));
                                    }
                                    rows.add(row);
                                }
                                for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
                                    for (java.lang.reflect.Field f : k.getDeclaredFields()) {
                                        if (java.lang.reflect.Modifier.isStatic(f.getModifiers())
                                                || f.getType().isPrimitive() || !f.trySetAccessible()) {
                                            continue; // a JDK superclass's field: java.base does not open it
                                        }
                                        Object v = f.get(o);
                                        if (v != null && STRUCTURE.contains(v.getClass().getName())
                                                && seen.put(v, true) == null) {
                                            queue.add(v);
                                        }
                                    }
                                }
                            }
                        } catch (ReflectiveOperationException e) {
                            throw new AssertionError(e);
                        }
                        rows.sort((a, b) -> {
                            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                                int c = compareValues(a.get(i), b.get(i));
                                if (c != 0) {
                                    return c;
                                }
                            }
                            return Integer.compare(a.size(), b.size());
                        });
                        List<Object> out = new java.util.ArrayList<>();
                        for (List<Object> row : rows) {
                            if (row.size() == 1) {
                                out.add(row.get(0));
                            } else {
                                StringBuilder sb = new StringBuilder();
                                for (Object v : row) {
                                    sb.append(sb.length() == 0 ? "" : "=").append(v);
                                }
                                out.add(sb.toString());
                            }
                        }
                        return out;
                    }

                    private static int compareValues(Object x, Object y) {
                        if (x == null || y == null) {
                            return x == null ? (y == null ? 0 : -1) : 1;
                        }
                        if (x instanceof Boolean p && y instanceof Boolean q) {
                            return Boolean.compare(p, q);
                        }
                        if ((x instanceof Number || x instanceof Character)
                                && (y instanceof Number || y instanceof Character)) {
                            return Long.compare(((Number) (x instanceof Character c ? (int) c : x)).longValue(),
                                    ((Number) (y instanceof Character d ? (int) d : y)).longValue());
                        }
                        return String.valueOf(x).compareTo(String.valueOf(y));
                    }
                """.formatted(layoutNames, fields, contentFieldWords());
    }

    /** The walk of {@link StructureText}, as Java source. */
    private String structureHelper() {
        StringBuilder fields = new StringBuilder();
        for (Map.Entry<String, List<String>> e : structure.fields().entrySet()) {
            StringBuilder names = new StringBuilder();
            for (String n : e.getValue()) {
                names.append(names.length() == 0 ? "" : ", ").append(Literals.string(n));
            }
            fields.append(fields.length() == 0 ? "" : ",\n                    ").append("java.util.Map.entry(")
                    .append(Literals.string(e.getKey())).append(", List.of(").append(names).append("))");
        }
        return """

                    /** Per class of the structure, its fields in order: what structure() shows. */
                    private static final java.util.Map<String, List<String>> FIELDS = java.util.Map.ofEntries(
                            %s);

                    /**
                     * The structure reachable from the root, breadth first along the fields of FIELDS: each object
                     * numbered in the order met (#0 the root), with its fields, a reference as a number, an array
                     * with its length and elements.
                     */
                    private static String structure(Object root) {
                        java.util.Map<Object, Integer> number = new java.util.IdentityHashMap<>();
                        List<Object> order = new java.util.ArrayList<>(List.of(root));
                        number.put(root, 0);
                        StringBuilder sb = new StringBuilder();
                        try {
                            for (int i = 0; i < order.size(); i++) {
                                Object o = order.get(i);
                                String cls = o.getClass().getName();
                                sb.append(i == 0 ? "" : " ").append('#').append(i).append(':')
                                        .append(cls.substring(Math.max(cls.lastIndexOf('.'), cls.lastIndexOf('$')) + 1))
                                        .append('{');
                                List<String> names = FIELDS.get(cls);
                                for (int k = 0; k < names.size(); k++) {
                                    sb.append(k == 0 ? "" : ", ").append(names.get(k)).append('=');
                                    element(field(o.getClass(), names.get(k)).get(o), number, order,
                                            java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()), sb);
                                }
                                sb.append('}');
                            }
                        } catch (ReflectiveOperationException e) {
                            throw new AssertionError(e);
                        }
                        return sb.toString();
                    }

                    /**
                     * A field's value or an array's element in structure(): an object of FIELDS as its number, an
                     * array as its component type, length and elements ("cycle" within itself), a value as it is.
                     */
                    private static void element(Object v, java.util.Map<Object, Integer> number, List<Object> order,
                                                java.util.Set<Object> open, StringBuilder sb) {
                        if (v != null && FIELDS.containsKey(v.getClass().getName())) {
                            Integer n = number.get(v);
                            if (n == null) {
                                n = order.size();
                                number.put(v, n);
                                order.add(v);
                            }
                            sb.append('#').append(n);
                        } else if (v != null && v.getClass().isArray()) {
                            if (!open.add(v)) {
                                sb.append("cycle");
                                return;
                            }
                            int length = java.lang.reflect.Array.getLength(v);
                            sb.append(v.getClass().getComponentType().getSimpleName()).append('[').append(length)
                                    .append("]{");
                            for (int i = 0; i < length; i++) {
                                sb.append(i == 0 ? "" : ", ");
                                element(java.lang.reflect.Array.get(v, i), number, order, open, sb);
                            }
                            sb.append('}');
                            open.remove(v);
                        } else if (v instanceof Enum<?> e) {
                            sb.append(e.name());
                        } else if (v instanceof Character ch) {
                            sb.append((int) ch);
                        } else {
                            sb.append(plain(v));
                        }
                    }
                """.formatted(fields);
    }

    private String contentFieldWords() {
        Set<String> all = new LinkedHashSet<>();
        contents.fields().values().forEach(all::addAll);
        return String.join(", ", all);
    }
}
