package bliss.spf.vm;

import bliss.spf.symbolic.Var;

/**
 * An object whose identity hash code is an input of the analysed code: the JVM gives each object an identity hash of
 * its own choosing ({@code System.identityHashCode}, the {@code hashCode} that {@code Object} declares), so a
 * program that hashes input objects by identity (an {@code IdentityHashMap}'s keys, a {@code HashMap}'s keys of a
 * class without {@code hashCode}) runs one way per hash it meets. The first request of the user's code makes the hash
 * a fresh int variable, which the path condition then constrains (docs/models.md). Input objects and the objects of
 * static initializers are such objects; objects the analysed code makes keep a serial number.
 *
 * <pre>
 * @specfield identity: lone Var  -- undone by backtracking
 * </pre>
 */
public interface InputIdentity {

    /** The object's variable holder. */
    IdentityVariable identity();

    /** The name the variable is made with ({@code <name>.identityHashCode()}). */
    String identityName();

    /**
     * @effects no this.identity => this.identity' = a fresh INT variable of {@code vm} named after the object,
     *          logged on vm's trail
     * @return this.identity'
     */
    default Var identityHash(Vm vm) {
        return identity().get(vm, identityName());
    }

    /** @return this.identity, or null while no run asked for it */
    default Var identityHashIfMade() {
        return identity().ifMade();
    }

    /**
     * Gives the object the identity hash another heap's copy of it has (SymSolve's copy of a question's object).
     *
     * @effects this.identity' = v, logged on vm's trail
     */
    default void takeIdentityHash(Vm vm, Var v) {
        identity().take(vm, v);
    }
}
