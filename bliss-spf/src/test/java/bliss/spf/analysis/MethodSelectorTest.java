package bliss.spf.analysis;

import bliss.UserError;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** --method as a name, or a name with parameter types that pick one overload. */
class MethodSelectorTest {

    @Test
    void aNameAloneMatchesEveryOverload() {
        MethodSelector s = MethodSelector.parse("remove");
        assertNull(s.parameters());
        assertTrue(s.matches("remove", "(I)Ljava/lang/Object;"));
        assertTrue(s.matches("remove", "(Ljava/lang/Object;)Z"));
        assertFalse(s.matches("removeAll", "(Ljava/util/Collection;)Z"));
    }

    @Test
    void typesPickOneOverloadQualifiedOrNot() {
        assertTrue(MethodSelector.parse("remove(int)").matches("remove", "(I)Ljava/lang/Object;"));
        assertFalse(MethodSelector.parse("remove(int)").matches("remove", "(Ljava/lang/Object;)Z"));
        assertTrue(MethodSelector.parse("remove(Object)").matches("remove", "(Ljava/lang/Object;)Z"));
        assertTrue(MethodSelector.parse(" put( java.lang.Object ,Object ) ").matches("put",
                "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;"));
        assertTrue(MethodSelector.parse("size()").matches("size", "()I"));
        assertFalse(MethodSelector.parse("size()").matches("size", "(I)I"));
        assertTrue(MethodSelector.parse("sum(int[], long)").matches("sum", "([IJ)J"));
        assertTrue(MethodSelector.parse("add(Map.Entry)").matches("add", "(Ljava/util/Map$Entry;)Z"));
        assertTrue(MethodSelector.parse("add(Entry)").matches("add", "(Ljava/util/Map$Entry;)Z"));
        assertTrue(MethodSelector.parse("add(java.util.Map$Entry)").matches("add", "(Ljava/util/Map$Entry;)Z"));
        assertFalse(MethodSelector.parse("add(ap.Entry)").matches("add", "(Ljava/util/Map$Entry;)Z"));
        assertEquals(List.of("int", "Object"), MethodSelector.parse("f(int, Object)").parameters());
        assertTrue(MethodSelector.parse("putAll(java.util.Map<? extends K, ? extends V>)").matches("putAll",
                "(Ljava/util/Map;)V"));
        assertTrue(MethodSelector.parse("add(Map.Entry<K, List<V>>, int)").matches("add",
                "(Ljava/util/Map$Entry;I)Z"));
    }

    @Test
    void anOverloadIsWrittenInTheSyntaxThatPicksIt() {
        assertEquals("put(java.lang.Object, java.util.Map.Entry, int[])",
                MethodSelector.written("put", "(Ljava/lang/Object;Ljava/util/Map$Entry;[I)V"));
        assertTrue(MethodSelector.parse(MethodSelector.written("put", "(Ljava/lang/Object;[I)V"))
                .matches("put", "(Ljava/lang/Object;[I)V"));
    }

    @Test
    void malformedTextIsAUserError() {
        for (String bad : List.of("remove(int", "remove(int))", "(int)", "remove(int)x", "f(int,,long)")) {
            assertThrows(UserError.class, () -> MethodSelector.parse(bad), bad);
        }
    }
}
