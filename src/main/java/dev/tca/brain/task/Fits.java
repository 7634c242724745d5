package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Rect;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "It's 2.6 metres tall. Book the cheapest parking it will fit in": the options whose own line says a lower height limit
 * ("Height limit 2.2 m", "Vehicles up to 2.3 m high") are no option; "No height limit" is one. Each element belongs to
 * the option whose limit line is nearest it, so a card's title, price and button go with its limit.
 */
final class Fits {

    private static final Pattern TOLD = Pattern.compile("(?i)\\b(\\d+(?:\\.\\d+)?)\\s*(?:m|metres?|meters?)\\s+(?:tall|high)\\b");
    private static final Pattern FIT = Pattern.compile("(?i)\\bfits?\\b|\\bfit\\s+in\\b");
    private static final Pattern LIMIT = Pattern.compile("(?i)\\b(?:height\\s+limit|max(?:imum)?\\s+height|up\\s+to|under)\\D{0,12}?"
            + "(\\d+(?:\\.\\d+)?)\\s*m\\b");
    private static final Pattern NONE = Pattern.compile("(?i)\\bno\\s+height\\s+limit\\b");

    private Fits() {
    }

    /** The pool without the options too low for the height the goal tells; the pool itself when it tells none. */
    static List<Element> within(String goal, List<Element> pool) {
        Matcher told = goal == null ? null : TOLD.matcher(goal);
        if (told == null || !told.find() || !FIT.matcher(goal).find()) {
            return pool;
        }
        double height = Double.parseDouble(told.group(1));
        Map<Element, Double> limits = new java.util.HashMap<>();
        for (Element e : pool) {
            Matcher m = LIMIT.matcher(e.label());
            if (NONE.matcher(e.label()).find()) {
                limits.put(e, Double.MAX_VALUE);
            } else if (m.find()) {
                limits.put(e, Double.parseDouble(m.group(1)));
            }
        }
        if (limits.size() < 2 || limits.values().stream().allMatch(l -> l >= height)) {
            return pool;
        }
        return pool.stream().filter(e -> nearest(e, limits).map(l -> limits.get(l) >= height).orElse(true)).toList();
    }

    private static Optional<Element> nearest(Element e, Map<Element, Double> limits) {
        Rect b = e.box();
        return limits.keySet().stream().min(Comparator.comparingDouble(l -> Places.distance(l.box(), b)));
    }
}
