/**
 * Drivers of the real-code subjects (BLISS paper, Fig. 10): a symbolic receiver built by
 * {@link bliss.symbolic.Symbolic#object}, symbolic int arguments boxed as the collections' elements, the call inside
 * try/catch (an exception is an outcome of the analysed method, not of the driver). The same drivers run on the real
 * JVM in the suite's brute-force oracle, with every value given through {@link bliss.symbolic.Symbolic#given}.
 */
package bliss.realcode.drivers;
