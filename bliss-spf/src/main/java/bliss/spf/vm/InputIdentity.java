package bliss.spf.vm;

import bliss.spf.symbolic.Var;

/**
 * An object of the input whose identity hash code is an input too: the JVM gives each object an identity hash of its
 * own choosing ({@code System.identityHashCode}, the {@code hashCode} that {@code Object} declares), so a program
 * that hashes input objects by identity (an {@code IdentityHashMap}'s keys, a {@code HashMap}'s keys of a class
 * without {@code hashCode}) runs one way per hash it meets. The first request makes the hash a fresh int variable,
 * which the path condition then constrains; objects the program makes keep a serial number (docs/models.md).
 *
 * <pre>
 * @specfield identity: lone Var  -- undone by backtracking
 * </pre>
 */
public interface InputIdentity {

    /**
     * @effects no this.identity => this.identity' = a fresh INT variable of {@code vm} named after the object,
     *          logged on vm's trail
     * @return this.identity'
     */
    Var identityHash(Vm vm);

    /** @return this.identity, or null while no run asked for it */
    Var identityHashIfMade();

    /**
     * Gives the object the identity hash another heap's copy of it has (SymSolve's copy of a question's object).
     *
     * @requires no this.identity
     * @effects this.identity' = v, logged on vm's trail
     */
    void takeIdentityHash(Vm vm, Var v);
}
