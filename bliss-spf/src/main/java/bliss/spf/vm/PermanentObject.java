package bliss.spf.vm;

/**
 * An object a static initializer made (it lives on across backtracking): a sentinel such as {@code
 * IdentityHashMap.NULL_KEY}, an interned constant. The JVM gives it an identity hash of its own choosing in every
 * run, so where the user's code asks for it, it is an input as an input object's is ({@link InputIdentity}), named
 * after its class and its number among such objects ({@code Object@1}).
 */
public final class PermanentObject extends VmObject implements InputIdentity {

    private final IdentityVariable identity = new IdentityVariable();

    PermanentObject(VmClass cls, int hash, long birth) {
        super(cls, hash, birth);
    }

    @Override
    public IdentityVariable identity() {
        return identity;
    }

    @Override
    public String identityName() {
        String name = cls.javaName();
        return name.substring(name.lastIndexOf('.') + 1) + "@" + -hash;
    }
}
