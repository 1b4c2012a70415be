package bliss.subjects;

import bliss.subjects.Subjects.Method;
import bliss.subjects.Subjects.Subject;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every analysed method listed in {@link Subjects} has its driver, a {@code public static void} method without
 * parameters, which runs on a plain JVM (where the symbolic receiver is its empty seed) without throwing.
 */
class DriversTest {

    @TestFactory
    List<DynamicTest> everyDriverRunsOnItsSeed() throws ClassNotFoundException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Subject s : Subjects.ALL) {
            Class.forName(s.className());
            Class<?> drivers = Class.forName(s.driverClassName());
            for (Method m : s.methods()) {
                tests.add(DynamicTest.dynamicTest(s.name() + "." + m.name(), () -> {
                    java.lang.reflect.Method d = drivers.getMethod(m.name());
                    assertTrue(Modifier.isStatic(d.getModifiers()) && Modifier.isPublic(d.getModifiers()));
                    assertEquals(void.class, d.getReturnType());
                    d.invoke(null);
                }));
            }
        }
        return tests;
    }
}
