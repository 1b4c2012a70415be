package bliss.realcode.drivers;

import bliss.realcode.own.Ranking;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of our own {@link Ranking}: a symbolic receiver, no arguments. */
public final class RankingDrivers {

    private RankingDrivers() {
    }

    private static Ranking receiver() {
        return Symbolic.object("X", new Ranking());
    }

    public static void best() {
        Ranking x = receiver();
        call(x::best);
    }

    public static void totalBonus() {
        Ranking x = receiver();
        call(x::totalBonus);
    }

    public static void firstWeight() {
        Ranking x = receiver();
        call(x::firstWeight);
    }
}
