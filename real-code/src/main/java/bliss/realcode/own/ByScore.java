package bliss.realcode.own;

import java.util.Comparator;

/** Entries by increasing score. */
public final class ByScore implements Comparator<Ranking.Entry> {

    @Override
    public int compare(Ranking.Entry a, Ranking.Entry b) {
        if (a.score < b.score) {
            return -1;
        }
        return a.score == b.score ? 0 : 1;
    }
}
