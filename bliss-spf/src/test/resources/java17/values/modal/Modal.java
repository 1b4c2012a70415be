package values.modal;

import bliss.symbolic.Symbolic;

/**
 * A header with a field of its own enum: the layout's convention decides it among the constants' ordinals, so a
 * driver naming some of them ({@code Symbolic.fieldValues}) is refused at its call rather than ignored (it was
 * ignored: three paths, one per constant, where the driver named one).
 */
public class Modal {

    public enum Mode { A, B, C }

    Mode mode;

    public boolean repOK() {
        return true;
    }

    public int which() {
        return mode == Mode.A ? 0 : mode == Mode.B ? 1 : 2;
    }

    public static void namedDriver() {
        Symbolic.fieldValues("mode", Mode.A);
        Modal x = Symbolic.object("X", new Modal());
        System.out.println(x.which());
    }
}
