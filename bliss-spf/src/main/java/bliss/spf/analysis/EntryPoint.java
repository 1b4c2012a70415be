package bliss.spf.analysis;

import bliss.UserError;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.spf.explore.Exploration;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.vm.LazyArgument;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmMethod;
import org.objectweb.asm.Type;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Where every path of an analysis starts: its driver (a static no-argument method that makes the inputs symbolic and
 * calls the method), or, without one, the analysed method itself on a symbolic receiver with symbolic arguments.
 */
final class EntryPoint {

    private EntryPoint() {
    }

    /**
     * Sets the start of every path of {@code exploration}.
     *
     * @throws UserError for a driver that is missing or not a static no-argument method, or an analysed method
     *                   that is missing, overloaded or takes a parameter that cannot be made symbolic
     */
    static void prepare(AnalysisSpec spec, Exploration exploration, Vm vm, InputHeap heap, HeapTechnique tech,
                        ClassLayout layout, VmClass header) {
        if (spec.driver() != null) {
            exploration.prepare(driver(spec.driver(), vm));
        } else {
            VmMethod m = analysedMethod(spec.method(), header);
            Object[] args = symbolicArguments(vm, heap, tech, layout, m);
            exploration.entryIsAnalysedMethod();
            exploration.prepare(m, args);
        }
    }

    private static VmMethod driver(AnalysisSpec.Driver driver, Vm vm) {
        VmClass d;
        try {
            d = vm.classes.load(driver.className().replace('.', '/'));
        } catch (bliss.spf.vm.Unsupported e) {
            throw new UserError("no driver class " + driver.className() + " (" + e.what() + "); --driver names "
                    + "pkg.Class.method of a class on --classpath");
        }
        VmMethod m = d.declaredMethod(driver.method() + "()V");
        if (m != null && m.isStatic()) {
            return m;
        }
        List<String> named = new ArrayList<>();
        for (VmMethod x : d.declaredMethods()) {
            if (x.name.equals(driver.method())) {
                named.add((x.isStatic() ? "static " : "") + x.name + x.desc);
            }
        }
        throw new UserError("no driver: " + driver.className() + "." + driver.method() + " must be a static method "
                + "with no parameters returning void" + (named.isEmpty() ? ", and " + driver.className()
                + " declares no method " + driver.method() : "; found " + String.join(", ", named)));
    }

    /** The analysed method of the header class (its only overload, or the one its parameter types pick). */
    private static VmMethod analysedMethod(String method, VmClass header) {
        MethodSelector selector = MethodSelector.parse(method);
        List<VmMethod> found = new ArrayList<>();
        List<String> named = new ArrayList<>();
        TreeSet<String> all = new TreeSet<>();
        for (VmClass c = header; c != null && c.kind == VmClass.Kind.BYTECODE; c = c.superclass) {
            for (VmMethod m : c.declaredMethods()) {
                if (!m.name.startsWith("<") && !m.name.startsWith("lambda$") && (m.access & 0x1000) == 0) {
                    all.add(m.name);
                    if (m.name.equals(selector.name()) && !m.isAbstract()) {
                        named.add(MethodSelector.written(m.name, m.desc));
                    }
                    // a superclass's method of the same parameters is overridden (a covariant return included)
                    if (selector.matches(m.name, m.desc, m.signature()) && !m.isAbstract() && found.stream().noneMatch(
                            x -> MethodSelector.sameParameters(x.desc, m.desc))) {
                        found.add(m);
                    }
                }
            }
        }
        if (found.isEmpty() && !named.isEmpty()) {
            throw new UserError("no method " + method + " in " + header.javaName() + "; its methods named "
                    + selector.name() + ": " + String.join(", ", new TreeSet<>(named)));
        }
        if (found.isEmpty()) {
            throw new UserError("no method '" + method + "' in " + header.javaName() + "; its methods: "
                    + String.join(", ", all));
        }
        if (found.size() > 1) {
            // prefer the public overloads (a private static helper of the same name is not what was meant)
            List<VmMethod> open = found.stream().filter(m -> (m.access & 0x0001) != 0).toList();
            if (!open.isEmpty()) {
                found = open;
            }
        }
        if (found.size() > 1) {
            throw new UserError("method '" + method + "' of " + header.javaName() + " is overloaded: "
                    + String.join(", ", found.stream().map(m -> MethodSelector.written(m.name, m.desc)).toList())
                    + "; pick one by its parameter types, as --method '"
                    + MethodSelector.written(found.get(0).name, found.get(0).desc) + "', or write a driver and pass "
                    + "--driver");
        }
        return found.get(0);
    }

    /**
     * A symbolic receiver (unless static) and symbolic arguments, in slot layout: a primitive argument a fresh
     * variable; a reference argument a {@link LazyArgument}, decided at its first load as a field is at its first read
     * (of a layout class: null, an alias of a type-compatible input object, or a fresh object named after the
     * parameter; of another type: the values of a field of that type), but a static method's first argument of the
     * header class, which is the receiver.
     *
     * @throws UserError for a reference argument under a technique that does not initialize arguments
     */
    private static Object[] symbolicArguments(Vm vm, InputHeap heap, HeapTechnique tech, ClassLayout layout,
                                              VmMethod m) {
        List<Object> args = new ArrayList<>();
        if (!m.isStatic()) {
            InputObject receiver = heap.create(layout.header(), "X");
            heap.setReceiver(receiver);
            tech.start(heap);
            args.add(receiver);
        }
        Type[] types = Type.getArgumentTypes(m.desc);
        List<String> names = m.parameterNames();
        for (int i = 0; i < types.length; i++) {
            Type t = types[i];
            String name = names.get(i);
            switch (t.getSort()) {
                case Type.INT, Type.BOOLEAN, Type.BYTE, Type.SHORT, Type.CHAR ->
                        args.add(vm.newVar(name, t.getDescriptor().charAt(0)));
                case Type.FLOAT -> args.add(vm.newVar(name, 'F'));
                case Type.LONG, Type.DOUBLE -> {
                    args.add(vm.newVar(name, t.getDescriptor().charAt(0)));
                    args.add(null);
                }
                case Type.ARRAY -> args.add(valueArgument(heap, tech, m, name, t, vm));
                case Type.OBJECT -> {
                    ClassShape c = layout.shape(t.getInternalName()).orElse(null);
                    if (c == null) {
                        args.add(valueArgument(heap, tech, m, name, t, vm));
                        continue;
                    }
                    if (heap.receiver() == null && c == layout.header()) {
                        // a static method's first argument of the header class is the receiver: the root of the
                        // structures, which the techniques start from, non-null
                        InputObject o = heap.create(c, name);
                        heap.setReceiver(o);
                        tech.start(heap);
                        args.add(o);
                    } else {
                        if (!TechniqueCatalogue.initializesArguments(tech.name())) {
                            throw new UserError("parameter " + name + " of " + m.name + " (" + t.getClassName()
                                    + ") is a symbolic reference (null, an alias of an input object, or fresh), which "
                                    + "only " + String.join(", ", TechniqueCatalogue.names(e -> TechniqueCatalogue
                                    .initializesArguments(e.name()))) + " initializes: " + tech.name()
                                    + " decides the receiver's structure alone; use --technique li, or write a "
                                    + "driver and pass --driver");
                        }
                        args.add(heap.argument(c, name, t.getDescriptor()));
                    }
                }
                default -> throw new UserError("parameter " + name + " of " + m.name + " has type "
                        + t.getClassName() + ", which cannot be made symbolic; write a driver and pass --driver");
            }
        }
        return args.toArray();
    }

    /**
     * A reference argument whose type is outside the layout: decided at its first load as a field of its type is at
     * its first read (null, a symbolic string or box, an enum constant, an alias of a type-compatible input object, a
     * fresh object whose class is decided lazily among the analysed classes of its type, an input array).
     *
     * @throws UserError under a technique that guards references (its choices speak of the layout's classes only)
     */
    private static LazyArgument valueArgument(InputHeap heap, HeapTechnique tech, VmMethod m, String name, Type t,
                                              Vm vm) {
        if (TechniqueCatalogue.guardsReferences(tech.name())) {
            throw new UserError("parameter " + name + " of " + m.name + " has type " + t.getClassName() + ", outside "
                    + "the layout: " + tech.name() + " decides reference arguments of the layout's classes only; use "
                    + "another technique, or write a driver and pass --driver");
        }
        FieldKind kind = ClassLayout.valueKind(t.getDescriptor(), null, vm.classes.userLoader());
        return heap.valueArgument(kind, name, t.getDescriptor(), null);
    }
}
