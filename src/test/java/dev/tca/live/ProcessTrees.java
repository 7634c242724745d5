package dev.tca.live;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Ends the applications live tests start, with everything they started in turn. */
public final class ProcessTrees {

    private ProcessTrees() {
    }

    /**
     * Kills a process and every process it started, and waits for them. Debian's chromium is a shell script whose
     * browser is its child: ending only the script left the browser writing into a profile folder being deleted.
     */
    public static void end(Process p) throws InterruptedException {
        List<ProcessHandle> all = new ArrayList<>(p.descendants().toList());
        p.destroyForcibly();
        all.forEach(ProcessHandle::destroyForcibly);
        p.waitFor();
        for (ProcessHandle h : all) {
            try {
                h.onExit().get(5, TimeUnit.SECONDS);
            } catch (ExecutionException | TimeoutException e) {
                // gone or stuck: the folder's deletion will say which
            }
        }
    }
}
