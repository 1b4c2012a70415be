package bliss.korat;

import bliss.korat.Finitization.IntRange;
import bliss.layout.ClassLayout;
import bliss.layout.FieldKind;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.Collection;
import java.util.Map;

/**
 * The class's own {@code repOK()} over the objects of a finitization, in a fresh instrumented copy of the classes
 * whose field reads a {@link ReadMonitor} sees: what Korat's search ({@link SearchWorker}) runs on each candidate. One
 * per search thread: copies never share objects or monitors.
 */
final class InstrumentedRepOk {

    final Finitization fin;
    final ReadMonitor monitor;
    /** repOK as {@code boolean (Object header)}. */
    final MethodHandle repOk;
    /** Per slot, whether it is an int field of which only the order of values matters; null when there is none. */
    final boolean[] orderedSlots;
    /** The number of values of the ordered field's domain (0 when there is none). */
    final int orderedDomain;

    /**
     * @param domains   int fields' domains by field name
     * @param ordered   int fields whose values matter only by their order (the first one's domain is used)
     * @throws IllegalStateException when the instrumented class cannot be prepared
     */
    InstrumentedRepOk(Class<?> headerClass, ClassLayout layout, MonitoredFields fields, int scope,
                      Map<String, IntRange> domains, Collection<String> ordered, long readBudget) {
        ClassLoader source = headerClass.getClassLoader() != null ? headerClass.getClassLoader()
                : ClassLoader.getSystemClassLoader();
        MonitoringClassLoader loader = new MonitoringClassLoader(source, fields);
        this.fin = new Finitization(layout, fields, scope, domains);
        this.monitor = new ReadMonitor(fin.slotOf, fields.count(), fin.slotCount, readBudget);
        try {
            loader.hookClass().getField("monitor").set(null, monitor);
            fin.instantiate(loader);
            Method m = Enumerator.repOk(Class.forName(headerClass.getName(), true, loader));
            m.setAccessible(true);
            this.repOk = MethodHandles.lookup().unreflect(m)
                    .asType(MethodType.methodType(boolean.class, Object.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot prepare the instrumented " + headerClass.getName(), e);
        }
        if (ordered.isEmpty()) {
            this.orderedSlots = null;
            this.orderedDomain = 0;
        } else {
            this.orderedSlots = new boolean[fin.slotCount];
            for (int s = 0; s < fin.slotCount; s++) {
                orderedSlots[s] = fin.slotField[s].kind() == FieldKind.INT
                        && ordered.contains(fin.slotField[s].name());
            }
            this.orderedDomain = (int) domains.getOrDefault(ordered.iterator().next(),
                    new IntRange(0, scope)).size();
        }
    }
}
