package bliss.realcode.own;

import java.util.Comparator;

/** Entries by decreasing score. */
public final class ByScoreDescending implements Comparator<Ranking.Entry> {

    @Override
    public int compare(Ranking.Entry a, Ranking.Entry b) {
        if (a.score > b.score) {
            return -1;
        }
        return a.score == b.score ? 0 : 1;
    }
}
