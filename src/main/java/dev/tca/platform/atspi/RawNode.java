package dev.tca.platform.atspi;

import dev.tca.core.Rect;

import java.util.List;
import java.util.Set;

/**
 * One object as the walk read it, before pruning: what {@link AxTree} turns into {@link AxNode}s.
 * Saved walks of real applications are test samples, so this stays a plain record.
 *
 * @param parent     index of its parent in the walk's list, -1 for a child of the application
 * @param interfaces the AT-SPI interfaces it implements, short names ("Component", "Text", "Action")
 * @param box        its extents in screen pixels (scale applied); null when it has no Component or was not read
 */
record RawNode(AxHandle handle, int parent, String role, String name, String description, Set<String> states,
               Set<String> interfaces, Rect box, String text, Double min, Double max, Double current,
               List<String> actions, int childCount) {

    RawNode {
        states = Set.copyOf(states);
        interfaces = Set.copyOf(interfaces);
        actions = List.copyOf(actions);
        name = name == null ? "" : name;
        description = description == null ? "" : description;
    }

    boolean shown() {
        return states.contains("showing") && states.contains("visible");
    }
}
