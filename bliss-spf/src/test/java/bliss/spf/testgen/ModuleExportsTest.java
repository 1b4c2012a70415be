package bliss.spf.testgen;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exports of JDK packages that code under test needs, read from the real boot layer: jdk.internal.util is
 * java.base's and unexported, java.util exported; this module's tests run without add-exports options, so the
 * export is missing here and the generation would stop with the option to give.
 */
class ModuleExportsTest {

    @Test
    void anUnexportedJdkPackageIsNeededAndAnExportedOneIsNot() {
        List<ModuleExports.Export> needed = ModuleExports.needed(Set.of("jdk/internal/util/ArraysSupport",
                "java/util/Arrays", "java/lang/Math"));
        assertEquals(List.of(new ModuleExports.Export("java.base", "jdk.internal.util")), needed);
        assertEquals(List.of("--add-exports=java.base/jdk.internal.util=ALL-UNNAMED"), ModuleExports.options(needed));
    }

    @Test
    void aJvmWithoutTheExportIsToldWhichOptionItNeeds() {
        List<ModuleExports.Export> needed = ModuleExports.needed(Set.of("jdk/internal/util/ArraysSupport"));
        assertFalse(needed.get(0).granted());
        ModuleExports.Missing m = assertThrows(ModuleExports.Missing.class, () -> ModuleExports.require(needed));
        assertEquals(needed, m.exports());
        assertTrue(m.getMessage().contains("--add-exports=java.base/jdk.internal.util=ALL-UNNAMED"), m.getMessage());
        ModuleExports.require(ModuleExports.needed(Set.of("java/util/Arrays"))); // nothing needed: no error
    }
}
