/**
 * Model classes of the JDK for the symbolic JVM. The engine interprets these instead of the real JDK: when bytecode
 * names {@code java/util/ArrayList}, it loads {@code bliss/spf/models/java/util/ArrayList} and strips the prefix
 * {@code bliss/spf/models/} from every name in it. Each model therefore has the JDK's package (under this prefix),
 * simple name and method descriptors, and refers to other models by their model names.
 *
 * <p>Models are plain, deterministic Java written to be cheap to interpret: no reflection, lambdas,
 * invokedynamic, monitors or floating point, and no native methods except the few the engine provides (see
 * docs/models.md). A model may name a real JDK class only if that class is itself modeled (the name is the same
 * after the prefix is stripped) or is one the engine handles itself: {@code Object}, {@code String} and the
 * {@code Throwable} classes.
 */
package bliss.spf.models;
