package bliss.spf.results;

/**
 * How a distributed analysis ran ({@code --cluster}): the members that explored, the units they explored, the units
 * run again because the member exploring them was lost (their results were never counted; pieces they had given away
 * were left out of the re-run), and the bytes of results sent to the coordinator.
 *
 * @param members the most members that explored at once
 * @param units   units whose results were counted (the whole search, once)
 * @param rerun   units explored again after their member was lost
 * @param bytes   bytes of encoded unit results received
 */
public record ClusterRun(int members, long units, long rerun, long bytes) {
}
