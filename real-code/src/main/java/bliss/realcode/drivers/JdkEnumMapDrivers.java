package bliss.realcode.drivers;

import bliss.realcode.jdk.EnumMap;
import bliss.symbolic.Symbolic;

import java.math.RoundingMode;
import java.util.Formatter.BigDecimalLayoutForm;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of OpenJDK 17's {@code java.util.EnumMap}, copied as {@link EnumMap}, keyed by the JDK's two-constant enum
 * {@code Formatter.BigDecimalLayoutForm} (an input array holds at most scope elements, and repOK wants one slot per
 * constant: two constants leave valid inputs from scope 2), Integer values. The map's {@code keyType} is a class
 * object and its {@code keyUniverse} the enum's constants: the drivers name both ({@code Symbolic.fieldValues}), and
 * the classes of the values ({@code Symbolic.fieldClasses}; the map's own {@code NULL} sentinel, of an anonymous
 * class, is a value too). The key is null, either constant, or a constant of another enum ({@code RoundingMode.UP}),
 * by a symbolic int.
 */
public final class JdkEnumMapDrivers {

    private JdkEnumMapDrivers() {
    }

    private static EnumMap<BigDecimalLayoutForm, Integer> receiver() {
        Symbolic.fieldValues("keyType", BigDecimalLayoutForm.class);
        Symbolic.fieldValues("keyUniverse", (Object[]) BigDecimalLayoutForm.values());
        Symbolic.fieldClasses("vals", Integer.class);
        return Symbolic.object("X", new EnumMap<>(BigDecimalLayoutForm.class));
    }

    /** k = 0 and 1 the enum's constants, 2 a constant of another enum, any other value null. */
    private static Object key(int k) {
        if (k == 0) {
            return BigDecimalLayoutForm.SCIENTIFIC;
        }
        if (k == 1) {
            return BigDecimalLayoutForm.DECIMAL_FLOAT;
        }
        return k == 2 ? RoundingMode.UP : null;
    }

    public static void get() {
        EnumMap<BigDecimalLayoutForm, Integer> x = receiver();
        Object key = key(Symbolic.integer("k"));
        call(() -> x.get(key));
    }

    public static void containsKey() {
        EnumMap<BigDecimalLayoutForm, Integer> x = receiver();
        Object key = key(Symbolic.integer("k"));
        call(() -> x.containsKey(key));
    }

    public static void remove() {
        EnumMap<BigDecimalLayoutForm, Integer> x = receiver();
        Object key = key(Symbolic.integer("k"));
        call(() -> x.remove(key));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void put() {
        EnumMap x = receiver();
        Object key = key(Symbolic.integer("k"));
        int v = Symbolic.integer("v");
        call(() -> x.put((Enum) key, v));
    }
}
