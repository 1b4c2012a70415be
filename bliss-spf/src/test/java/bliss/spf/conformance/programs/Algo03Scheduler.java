package bliss.spf.conformance.programs;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/** A round-robin scheduler over jobs with remaining time, with a time quantum; prints a trace. */
public class Algo03Scheduler {
    static final class Job {
        final String name; int left;
        Job(String name, int left) { this.name = name; this.left = left; }
    }
    static String run(int x) {
        ArrayDeque<Job> ready = new ArrayDeque<>();
        for (int i = 0; i < 4; i++) ready.add(new Job("j" + i, (i * 3 + Math.abs(x)) % 5 + 1));
        int quantum = 2, clock = 0;
        List<String> done = new ArrayList<>();
        while (!ready.isEmpty()) {
            Job j = ready.poll();
            int run = Math.min(quantum, j.left);
            clock += run;
            j.left -= run;
            System.out.println("t=" + clock + " ran " + j.name + " for " + run);
            if (j.left > 0) ready.add(j); else done.add(j.name + "@" + clock);
        }
        return done.toString();
    }
}
