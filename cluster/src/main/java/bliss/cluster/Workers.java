package bliss.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/** The workers of a cluster as a coordinator sees them: members that are not lite, with their slots. */
final class Workers {

    private Workers() {
    }

    /** Every worker now, by member id, with the units it explores at once. */
    static Map<UUID, Integer> slots(HazelcastInstance hz) {
        Map<UUID, Integer> out = new LinkedHashMap<>();
        for (Member m : hz.getCluster().getMembers()) {
            int slots = slots(m);
            if (slots > 0) {
                out.put(m.getUuid(), slots);
            }
        }
        return out;
    }

    /** The units a member explores at once (0 for a coordinator). */
    static int slots(Member m) {
        if (m.isLiteMember()) {
            return 0;
        }
        String s = m.getAttribute(ClusterNode.SLOTS);
        try {
            return s == null ? 0 : Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The member with this id, or null when it is gone. */
    static Member member(HazelcastInstance hz, UUID id) {
        for (Member m : hz.getCluster().getMembers()) {
            if (m.getUuid().equals(id)) {
                return m;
            }
        }
        return null;
    }
}
