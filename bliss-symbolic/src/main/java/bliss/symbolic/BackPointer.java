package bliss.symbolic;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a reference field as a back pointer ({@code parent}, {@code previous}): it is not part of the
 * structure's backbone, so it takes no part in the breadth-first numbering of nodes that canonicalizes
 * structures (TACO's symmetry breaking, the refinement of RBLI). Without this annotation a field named
 * {@code parent}, {@code previous} or {@code prev} is taken as a back pointer too.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface BackPointer {
}
