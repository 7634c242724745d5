package dev.tca.brain.menu;

import dev.tca.core.Element;
import dev.tca.core.Observation;

import java.util.ArrayList;
import java.util.List;

/**
 * The numbered text a model is shown: the goal, one line per element, and how to answer. Capped
 * in entries and label length so a busy screen cannot blow a small model's context, and honest
 * when the screen gave nothing to choose from.
 */
public record DecisionMenu(String text, List<String> entryLines, int shown, int total) {

    public static final int DEFAULT_MAX_ENTRIES = 40;
    public static final int MAX_LABEL = 48;
    static final String INSTRUCTION =
            "Answer with one line: the number of the element to click (e.g. \"click 3\"), or \"type 'text' into 3\", "
                    + "\"key ctrl+s\", \"scroll down\", \"done\" or \"fail\".";

    public DecisionMenu {
        entryLines = List.copyOf(entryLines);
    }

    public static DecisionMenu of(String goal, Observation observation, int maxEntries) {
        List<String> lines = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        sb.append("Goal: ").append(goal).append('\n');
        List<Element> elements = observation.elements();
        if (elements.isEmpty()) {
            sb.append("Nothing on the screen was recognised: there is no element to choose.\n");
            sb.append("Answer \"wait\", \"scroll down\", a key such as \"key Escape\", or \"fail\".\n");
            return new DecisionMenu(sb.toString(), lines, 0, 0);
        }
        int shown = Math.min(maxEntries, elements.size());
        sb.append("Screen elements (").append(shown).append(" of ").append(elements.size()).append("):\n");
        observation.focused().ifPresent(f -> sb.append("Keyboard focus: ").append(clip(f.describe())).append('\n'));
        if (observation.isBlind()) {
            sb.append("(no text was read: these are blind grid cells)\n");
        }
        for (Element e : elements.subList(0, shown)) {
            String line = e.id() + ". " + clip(plain(e) ? e.label() : e.describe()) + " [" + e.source().wireName() + "]";
            lines.add(line);
            sb.append(line).append('\n');
        }
        if (shown < elements.size()) {
            sb.append("(").append(elements.size() - shown).append(" more not shown)\n");
        }
        sb.append(INSTRUCTION).append('\n');
        return new DecisionMenu(sb.toString(), lines, shown, elements.size());
    }

    /** Text read off the pixels, with nothing more known about it, is shown as it reads. */
    private static boolean plain(Element e) {
        return e.role() == dev.tca.core.Role.TEXT && e.states().isEmpty() && e.container().isEmpty() && e.value().isEmpty();
    }

    private static String clip(String label) {
        String one = label.replaceAll("\\s+", " ").strip();
        return one.length() <= MAX_LABEL ? one : one.substring(0, MAX_LABEL - 3) + "...";
    }
}
