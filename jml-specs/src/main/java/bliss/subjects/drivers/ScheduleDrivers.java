package bliss.subjects.drivers;

import bliss.subjects.Schedule;
import bliss.symbolic.Symbolic;

/** Drivers for {@link Schedule} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class ScheduleDrivers {

    private ScheduleDrivers() {
    }

    public static void repOK() {
        Schedule X = Symbolic.object("X", new Schedule());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void addProcess() {
        Schedule X = Symbolic.object("X", new Schedule());
        int prio = Symbolic.integer("prio");
        try {
            X.addProcess(prio);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void upgradeProcessPrio() {
        Schedule X = Symbolic.object("X", new Schedule());
        int prio = Symbolic.integer("prio");
        int n = Symbolic.integer("n");
        try {
            X.upgradeProcessPrio(prio, n);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void blockProcess() {
        Schedule X = Symbolic.object("X", new Schedule());
        try {
            X.blockProcess();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void unblockProcess() {
        Schedule X = Symbolic.object("X", new Schedule());
        int n = Symbolic.integer("n");
        try {
            X.unblockProcess(n);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void quantumExpire() {
        Schedule X = Symbolic.object("X", new Schedule());
        try {
            X.quantumExpire();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void finishProcess() {
        Schedule X = Symbolic.object("X", new Schedule());
        try {
            X.finishProcess();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void finishAllProcesses() {
        Schedule X = Symbolic.object("X", new Schedule());
        try {
            X.finishAllProcesses();
        } catch (Throwable t) {
            // see repOK
        }
    }
}
