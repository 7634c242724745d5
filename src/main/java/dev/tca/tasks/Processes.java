package dev.tca.tasks;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Ends a process and everything it started, so no window of one task is left over for the next. */
final class Processes {

    private Processes() {
    }

    /** SIGTERM to the tree (a browser then closes cleanly), SIGKILL to whatever is still alive after the grace. */
    static void endTree(Process p, long graceMillis) {
        List<ProcessHandle> tree = new ArrayList<>(p.descendants().toList());
        tree.add(p.toHandle());
        tree.forEach(ProcessHandle::destroy);
        long deadline = System.currentTimeMillis() + graceMillis;
        for (ProcessHandle h : tree) {
            long left = deadline - System.currentTimeMillis();
            if (left > 0) {
                try {
                    h.onExit().get(left, TimeUnit.MILLISECONDS);
                } catch (TimeoutException | ExecutionException e) {
                    break; // the SIGKILL below settles it
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        // children started after the first look (a renderer, a zygote) are collected again before the kill
        p.descendants().forEach(tree::add);
        tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        try {
            p.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
