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

    /**
     * Javadoc writes a generic parameter by its type variable: {@code put(K, V)} picks the method whose signature
     * declares K and V where the descriptor says Object; an array of a type variable too, and a class's own type
     * arguments are not the parameter's.
     */
    @Test
    void aTypeVariableAsJavadocWritesItPicksTheErasedParameter() {
        String put = "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;";
        assertTrue(MethodSelector.parse("put(K, V)").matches("put", put, "(TK;TV;)TV;"));
        assertTrue(MethodSelector.parse("put(K, Object)").matches("put", put, "(TK;TV;)TV;"));
        assertFalse(MethodSelector.parse("put(V, K)").matches("put", put, "(TK;TV;)TV;"));
        assertFalse(MethodSelector.parse("put(K, V)").matches("put", put, null));
        assertTrue(MethodSelector.parse("toArray(T[])").matches("toArray", "([Ljava/lang/Object;)[Ljava/lang/Object;",
                "<T:Ljava/lang/Object;>([TT;)[TT;"));
        assertFalse(MethodSelector.parse("toArray(T)").matches("toArray", "([Ljava/lang/Object;)[Ljava/lang/Object;",
                "<T:Ljava/lang/Object;>([TT;)[TT;"));
        // putAll(Map<? extends K, ? extends V>): the K inside is the map's, not the parameter's type
        assertFalse(MethodSelector.parse("putAll(K)").matches("putAll", "(Ljava/util/Map;)V",
                "(Ljava/util/Map<+TK;+TV;>;)V"));
        assertTrue(MethodSelector.parse("add(int, E)").matches("add", "(ILjava/lang/Object;)V", "(ITE;)V"));
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
