package bliss.bounds;

import bliss.target.TargetClass;
import bliss.jml.CheckedInvariant;
import bliss.jml.Invariant;
import bliss.jml.TypeChecker;
import bliss.layout.ClassLayout;
import bliss.layout.LayoutException;
import bliss.UserError;

/** A class ready for bounds: its layout, its parsed and checked invariant, their fingerprint. */
public final class ClassSpec {

    /**
     * Changes whenever the translation changes meaning (encoding of ints, canonical order, file formats), so that
     * bounds computed by an older bliss are recomputed rather than reused.
     */
    static final String ENCODING_VERSION = "bliss-bounds-2";

    private final String name;
    private final ClassLayout layout;
    private final CheckedInvariant invariant;
    private final String fingerprint;

    private ClassSpec(String name, ClassLayout layout, CheckedInvariant invariant) {
        this.name = name;
        this.layout = layout;
        this.invariant = invariant;
        this.fingerprint = ClassLayout.sha256(ENCODING_VERSION + "\n" + invariant.invariant().normalizedText()
                + layout.describe());
    }

    /**
     * The spec of a class: its layout from bytecode, its invariant from its Java source.
     *
     * @throws bliss.jml.JmlException on a malformed or ill-typed invariant ({@code File.java:line:col: message})
     * @throws UserError              when the class or its source cannot be read
     */
    public static ClassSpec of(TargetClass target) {
        ClassLayout layout;
        try {
            layout = ClassLayout.of(target.name(), target.loader());
        } catch (LayoutException e) {
            throw new UserError(e.getMessage(), e);
        }
        TargetClass.SourceFile source = target.source();
        return of(target.displayName(), layout, source.displayName(), source.text());
    }

    /** The spec of a class whose invariant is read from the given Java source text. */
    public static ClassSpec of(String name, ClassLayout layout, String file, String javaSource) {
        Invariant invariant = Invariant.parse(file, javaSource, layout.header().javaName());
        return new ClassSpec(name, layout, TypeChecker.check(invariant, layout));
    }

    /** The name users see ({@code TreeSet}, or the full name of a user's class). */
    public String name() {
        return name;
    }

    public ClassLayout layout() {
        return layout;
    }

    public CheckedInvariant invariant() {
        return invariant;
    }

    /** SHA-256 of the normalized invariant, the layout description and the encoding version. */
    public String fingerprint() {
        return fingerprint;
    }
}
