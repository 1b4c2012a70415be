package bliss.spf.testgen;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * What a generated test, compiled into one package, may name in plain Java; everything else it reaches through its
 * small reflective helpers. Both the writer and the generation-time run ask here, so that the objects the test
 * builds are the ones checked when it was written.
 */
final class TestAccess {

    private final String testPackage;

    TestAccess(String testPackage) {
        this.testPackage = testPackage;
    }

    String testPackage() {
        return testPackage;
    }

    /** Whether the test can name the class (public, or package-private in the test's package, nesting included). */
    boolean canName(Class<?> c) {
        if (c.isPrimitive()) {
            return true;
        }
        if (c.isArray()) {
            return canName(c.getComponentType());
        }
        if (c.isAnonymousClass() || c.isLocalClass() || c.isHidden()) {
            return false;
        }
        for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
            int m = k.getModifiers();
            if (Modifier.isPrivate(m) || !Modifier.isPublic(m) && !samePackage(k)) {
                return false;
            }
            if (k.getDeclaringClass() != null && !Modifier.isStatic(m)) {
                return false; // an inner class needs an enclosing instance
            }
        }
        return true;
    }

    private boolean samePackage(Class<?> c) {
        return c.getPackageName().equals(testPackage);
    }

    private boolean canUse(Member m) {
        int mod = m.getModifiers();
        if (!canName(m.getDeclaringClass())) {
            return false;
        }
        if (Modifier.isPublic(mod)) {
            return true;
        }
        return !Modifier.isPrivate(mod) && samePackage(m.getDeclaringClass());
    }

    /** The constructor a test creates objects of c with: a no-argument one, whatever its access; else null. */
    static Constructor<?> noArgConstructor(Class<?> c) {
        if (Modifier.isAbstract(c.getModifiers()) || c.isInterface()) {
            return null;
        }
        if (c.getDeclaringClass() != null && !Modifier.isStatic(c.getModifiers())) {
            return null;
        }
        try {
            return c.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** Whether the test can write {@code new C()}. */
    boolean canConstruct(Class<?> c) {
        Constructor<?> k = noArgConstructor(c);
        return k != null && canUse(k);
    }

    /** Whether the test can write {@code o.f = v} (accessible and not final). */
    boolean canWrite(Field f) {
        return canUse(f) && !Modifier.isFinal(f.getModifiers());
    }

    /** Whether the test can read {@code o.f}. */
    boolean canRead(Field f) {
        return canUse(f);
    }

    /** Whether the test can call the method directly. */
    boolean canCall(Method m) {
        if (!canUse(m)) {
            return false;
        }
        for (Class<?> p : m.getParameterTypes()) {
            if (!canName(p)) {
                return false;
            }
        }
        return true;
    }
}
