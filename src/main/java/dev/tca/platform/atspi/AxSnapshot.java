package dev.tca.platform.atspi;

import java.util.List;
import java.util.Objects;

/**
 * The visible UI of every application, as one read of the accessibility tree saw it.
 *
 * @param activeApp the application whose frame or dialog is ACTIVE; null when none is
 * @param focused   the index of the focused node; null when no kept node has the focus
 * @param millis    how long the read took
 * @param visited   objects visited (kept or pruned), reused applications included
 * @param warnings  one line per application skipped or budget spent
 */
public record AxSnapshot(List<AxNode> nodes, String activeApp, Integer focused, long millis, int visited,
                         List<String> warnings) {

    public AxSnapshot {
        nodes = List.copyOf(nodes);
        warnings = List.copyOf(warnings);
        Objects.checkIndex(focused == null ? 0 : focused, Math.max(1, nodes.size()));
    }

    /** The step's timing line, e.g. {@code ax 41 ms (312 nodes)}. */
    public String timing() {
        return "ax " + millis + " ms (" + nodes.size() + " nodes)";
    }
}
