package bliss.realcode;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import bliss.spf.techniques.SharedBounds;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Commons Lang 3.17.0 as Maven Central ships it, no copy, no repOK, no driver: each class below runs a static
 * initializer the engine could not run before (a regular expression compiled by StringUtils, a ThreadLocal kept by
 * EqualsBuilder, a stream in ClassUtils), and every path of the method is explored, none ends as unsupported but
 * where a class object is asked for. Counts worked out from the code.
 */
class CommonsLangAsShippedTest {

    private static AnalysisResult li(String className, String method) {
        return new Analysis(AnalysisSpec.of(className, method).withScope(2).withTechnique("li")
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                        .withCache(null, null, true).withMessages(null)),
                CommonsLangAsShippedTest.class.getClassLoader()).run();
    }

    /**
     * {@code StringUtils.defaultString(str)} is {@code Objects.toString(str, "")}: null or not, 2 paths; the class's
     * static initializer compiles {@code STRIP_ACCENTS_PATTERN} (java.util.regex.Pattern).
     */
    @Test
    void stringUtilsRunsItsPatternInitializer() {
        AnalysisResult r = li("org.apache.commons.lang3.StringUtils", "defaultString(java.lang.String)");
        assertEquals(2, r.paths(), r.summary());
        assertEquals(2, r.ends().normal(), r.summary());
    }

    /**
     * {@code EqualsBuilder.append(long lhs, long rhs)}: a builder already unequal (1 path), or equal and then
     * {@code lhs == rhs} or not (2): 3 paths; its static initializer makes the {@code REGISTRY} ThreadLocal.
     */
    @Test
    void equalsBuilderRunsItsThreadLocalInitializer() {
        AnalysisResult r = li("org.apache.commons.lang3.builder.EqualsBuilder", "append(long, long)");
        assertEquals(3, r.paths(), r.summary());
        assertEquals(3, r.ends().normal(), r.summary());
    }

    /**
     * {@code ClassUtils.isPrimitiveWrapper(type)} is {@code wrapperPrimitiveMap.containsKey(type)}: a null type (not a
     * key: false) or a class object, which the engine names as unsupported (a {@code Class} input other than null):
     * 2 paths, 1 normal. The class's static initializer builds its maps through a stream of a set
     * ({@code Set.stream().collect(...)}), which runs from the JDK's bytecode.
     */
    @Test
    void classUtilsRunsItsStreamInitializer() {
        AnalysisResult r = li("org.apache.commons.lang3.ClassUtils", "isPrimitiveWrapper(java.lang.Class)");
        assertEquals(2, r.paths(), r.summary());
        assertEquals(1, r.ends().normal(), r.summary());
        assertEquals(1, r.ends().unsupported().values().stream().mapToLong(Long::longValue).sum(), r.summary());
    }
}
