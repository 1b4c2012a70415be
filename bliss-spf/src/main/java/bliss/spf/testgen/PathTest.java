package bliss.spf.testgen;

import bliss.spf.explore.PathEnd;

import java.util.List;

/**
 * One test to write: a path, its completed input (checked with the real {@code repOK}), how the test builds it, and
 * what the input did on the real JVM.
 *
 * @param number      the path's number in the analysis (1 for the first path end reported)
 * @param end         the path as the engine reported it
 * @param input       the completed input
 * @param writes      the field writes that build it, after each object's constructor
 * @param observation what it did when the test was written
 */
record PathTest(int number, PathEnd end, ConcreteInput input, List<InputBuilder.Write> writes,
                Observation observation) {

    /** Whether the specification fails on this input (the test is expected to fail: a bug, found). */
    boolean failsSpecification() {
        return observation.violation() != null;
    }
}
