package bliss.realcode.drivers;

/** The call of a driver, inside try/catch: an exception it throws is an outcome of the analysed method. */
final class Calls {

    private Calls() {
    }

    static void call(Runnable call) {
        try {
            call.run();
        } catch (Throwable t) {
            // an outcome of the method, not of the driver
        }
    }
}
