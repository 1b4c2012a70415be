package bliss.spf.conformance.programs;

/** switch statements on enums (javac's $SwitchMap), with fall-through and default. */
public class Enum05Switch {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    static String kind(Day d) {
        String r = "";
        switch (d) {
            case SAT:
            case SUN:
                r += "weekend";
                break;
            case FRI:
                r += "almost ";
            case MON:
                r += "work";
                break;
            default:
                r += "midweek";
        }
        return r;
    }
    static String run(int x) {
        Day d = Day.values()[Math.floorMod(x, 7)];
        return d + ":" + kind(d);
    }
}
