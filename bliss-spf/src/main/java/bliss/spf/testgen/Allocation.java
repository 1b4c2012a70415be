package bliss.spf.testgen;

import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * Objects of classes without a no-argument constructor, allocated without running any constructor
 * ({@code sun.misc.Unsafe.allocateInstance}, in the JDK's {@code jdk.unsupported} module), as the generated test's
 * helper allocates them.
 */
final class Allocation {

    private Allocation() {
    }

    static Object allocate(Class<?> c) throws ReflectiveOperationException {
        Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
        Field f = unsafeClass.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        Method allocate = unsafeClass.getMethod("allocateInstance", Class.class);
        return allocate.invoke(f.get(null), c);
    }
}
