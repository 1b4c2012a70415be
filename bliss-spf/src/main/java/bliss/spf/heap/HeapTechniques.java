package bliss.spf.heap;

import bliss.cli.UserError;
import bliss.layout.ClassLayout;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The heap techniques by name ({@code --technique li}); each later technique registers its factory here.
 */
public final class HeapTechniques {

    /**
     * What a technique may need to build itself.
     *
     * @param layout    the analysed class's layout
     * @param scope     the scope of the run
     * @param className the analysed class (Java name)
     * @param loader    the class loader of the analysed class (its bytecode, its source)
     * @param settings  where bounds and verdicts live, BLISS's assumptions
     */
    public record Context(ClassLayout layout, int scope, String className, ClassLoader loader,
                          TechniqueSettings settings) {
        public Context(ClassLayout layout, int scope, String className, ClassLoader loader) {
            this(layout, scope, className, loader, TechniqueSettings.defaults());
        }
    }

    private static final Map<String, Function<Context, HeapTechnique>> FACTORIES = new LinkedHashMap<>();

    static {
        register("li", c -> new LazyInitialization());
        BoundedTechniques.registerAll();
    }

    private HeapTechniques() {
    }

    /** Registers a technique under its name (later registrations replace earlier ones). */
    public static synchronized void register(String name, Function<Context, HeapTechnique> factory) {
        FACTORIES.put(name, factory);
    }

    public static synchronized Set<String> names() {
        return java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(FACTORIES.keySet()));
    }

    /**
     * A fresh technique.
     *
     * @throws UserError when no technique has this name
     */
    public static synchronized HeapTechnique create(String name, Context context) {
        Function<Context, HeapTechnique> f = FACTORIES.get(name);
        if (f == null) {
            throw new UserError("unknown technique '" + name + "'; known: " + String.join(", ", FACTORIES.keySet()));
        }
        return f.apply(context);
    }
}
