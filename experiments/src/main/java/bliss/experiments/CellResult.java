package bliss.experiments;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What one cell measured. Counts the analysis did not report (a technique without SAT checks, a run that died) are
 * null and print as "-".
 *
 * @param millis        wall time of the exploration as the analysis reports it (the paper's "time as provided by
 *                      SPF"); for TO the time at which it stopped, for OOM and ERROR the child's whole life
 * @param cpuMillis     CPU time of the exploring thread
 * @param processMillis wall time of the child JVM, start to exit (includes JVM start and class loading)
 * @param structures    collected structures (distinct input heaps of normal paths)
 * @param note          why a cell is not ok, in one line (empty when ok)
 */
public record CellResult(CellKey key, Status status, Long millis, Long cpuMillis, Long processMillis,
                         Long structures, Long paths, Long satChecks, Long cacheHits, Long cacheLookups,
                         Long peakHeapBytes, String note) {

    /**
     * The result of a cell from the JSON object {@code bliss analyze --json} printed.
     *
     * @param status OK or TO (the caller decides TO from {@code partial} or a kill)
     */
    public static CellResult fromJson(CellKey key, Status status, JsonNode json, long processMillis, String note) {
        return new CellResult(key, status, number(json, "millis"), number(json, "cpuMillis"), processMillis,
                number(json, "structures"), number(json, "paths"), number(json, "satChecks"),
                number(json, "cacheHits"), number(json, "cacheLookups"), number(json, "peakHeapBytes"), note);
    }

    /** A cell that produced no result (OOM, ERROR, or killed). */
    public static CellResult failed(CellKey key, Status status, long processMillis, String note) {
        return new CellResult(key, status, processMillis, null, processMillis, null, null, null, null, null, null,
                note);
    }

    /**
     * A count wherever the analysis put it: at the top level, or inside a nested object ("pruned", "cache") as
     * techniques may group them. Null when absent or not a number.
     */
    static Long number(JsonNode json, String name) {
        JsonNode n = json.get(name);
        if (n == null) {
            n = json.findValue(name);
        }
        return n != null && n.isNumber() ? n.asLong() : null;
    }

    public boolean ok() {
        return status == Status.OK;
    }
}
