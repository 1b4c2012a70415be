package bliss.bounds;

import java.util.List;

/**
 * The seam through which {@code bliss bounds --cluster} joins a cluster (the cluster module implements it;
 * {@code META-INF/services/bliss.bounds.BoundsCluster}).
 */
public interface BoundsCluster {

    /** Joins the cluster at {@code members}; the questions go to its workers until closed. */
    TupleQuestions join(List<String> members);
}
