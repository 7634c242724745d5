package dev.tca.brain.task;

import dev.tca.brain.plan.DateWords;
import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Qualifiers;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.State;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Push my dental check-up back exactly one week, at the same time of day": a booking moved by an amount from the day
 * it is on, which only its own card says ("Tuesday 14 October at 10:20"). The card is found by the thing's words, its
 * day (and time) read there, and the plan becomes its reschedule control, the new day, the same time, and the dialog's
 * confirmation.
 */
final class Reschedules {

    private Reschedules() {
    }

    private static final String N = "(?:\\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|a\\s+couple\\s+of)";
    private static final Pattern SHIFT = Pattern.compile("(?i)\\b(?<verb>push|move|put|shift|bump|postpone|delay|bring|reschedule)\\b"
            + "(?<what>[^.;!?]*?)\\b(?<dir>back|forward|on|later|earlier)?\\s*(?:by\\s+)?(?:exactly\\s+|just\\s+)?(?<n>" + N + ")\\s+"
            + "(?<unit>days?|weeks?|fortnight)\\b(?:\\s+(?<dir2>later|earlier|on|back|forward))?");
    private static final Set<String> PRONOUNS = Set.of("it", "that", "this", "them", "the appointment", "the booking");

    /** The plan for a booking moved by an amount, when the goal asks that and the screen shows the booking's day. */
    static Optional<List<SubGoal>> plan(String goal, Observation o) {
        Matcher m = SHIFT.matcher(goal);
        if (!m.find()) {
            return Optional.empty();
        }
        String dir = (m.group("dir") != null ? m.group("dir") : m.group("dir2") != null ? m.group("dir2") : "").toLowerCase(Locale.ROOT);
        String verb = m.group("verb").toLowerCase(Locale.ROOT);
        int sign = dir.equals("forward") || dir.equals("earlier") ? -1 : dir.isEmpty() && verb.equals("bring") ? -1 : 1;
        String unit = m.group("unit").toLowerCase(Locale.ROOT);
        int days = sign * (int) Math.round(DocumentEdits.count(m.group("n"))) * (unit.startsWith("day") ? 1 : unit.startsWith("week") ? 7 : 14);
        String what = m.group("what").strip().replaceAll("(?i)^(?:my|the|our|your)\\s+", "").replaceAll("(?i)\\s+(?:back|forward|on)$", "").strip();
        if (what.isEmpty() || PRONOUNS.contains(what.toLowerCase(Locale.ROOT))) {
            what = named(goal.substring(0, m.start())).orElse(null);
        }
        if (what == null) {
            return Optional.empty();
        }
        List<Element> shown = o.elements().stream().filter(e -> !e.has(State.OFFSCREEN) && !e.label().isBlank()).toList();
        LocalDate pageToday = shown.stream().map(e -> DateWords.today(e.label())).filter(java.util.Objects::nonNull).findFirst()
                .orElse(null);
        LocalDate today = pageToday == null ? LocalDate.now() : pageToday;
        Optional<Element> thing = card(what, shown);
        if (thing.isEmpty()) {
            return Optional.empty();
        }
        Element t = thing.get();
        // the card's day: the nearest line beside or under its title that says one
        Optional<Element> day = shown.stream().filter(e -> e != t && DateWords.on(e.label(), today) != null
                        && e.box().center().y() >= t.box().y() - 30 && e.box().center().y() <= t.box().y() + t.box().height() + 70
                        && Math.abs(e.box().x() - t.box().x()) <= 500 && DateWords.today(e.label()) == null)
                .min(Comparator.comparingInt(e -> Math.abs(e.box().center().y() - t.box().center().y()) + Math.abs(e.box().x() - t.box().x()) / 4));
        if (day.isEmpty()) {
            return Optional.empty();
        }
        LocalDate was = DateWords.on(day.get().label(), today);
        List<SubGoal> steps = new ArrayList<>();
        steps.add(SubGoal.of(Kind.CLICK, "Reschedule").withWhere(Qualifiers.NONE.withContainer(t.label())));
        LocalDate to = was.plusDays(days);
        // a year neither the card nor the page says is the calendar's: the new day goes as words without one
        boolean yearKnown = pageToday != null || day.get().label().matches(".*\\b(?:19|20)\\d{2}\\b.*");
        String words = yearKnown ? null : to.getDayOfMonth() + " " + to.getMonth().getDisplayName(java.time.format.TextStyle.FULL, Locale.ENGLISH);
        steps.add(new SubGoal(Kind.PICK_DATE, null, words, null, null, false, null, null, to, null, null, null, null));
        Matcher time = CLOCK.matcher(day.get().label());
        if (goal.matches("(?is).*\\bsame\\s+time\\b.*") && time.find()) {
            steps.add(SubGoal.of(Kind.CLICK, time.group()));
        }
        steps.add(SubGoal.of(Kind.CONFIRM, "confirm"));
        return Optional.of(steps);
    }

    private static final Pattern CLOCK = Pattern.compile("(?i)\\b\\d{1,2}:\\d{2}(?:\\s*[ap]\\.?m\\.?)?");

    /** "... on the day of my dental check-up": the last thing of mine (else the last "the ...") the goal named before. */
    private static Optional<String> named(String before) {
        String found = null;
        for (String det : List.of("the", "our", "my")) {
            Matcher m = Pattern.compile("(?i)\\b" + det + "\\s+([\\p{L}][\\p{L}'’ -]*?)(?=\\s*(?:[.,;:!?]|$)|\\s+(?:is|was|has|on|at|for|with|of|to|in)\\b)")
                    .matcher(before);
            while (m.find()) {
                found = m.group(1).strip();
            }
            if (found != null && det.equals("my")) {
                return Optional.of(found);
            }
        }
        return Optional.ofNullable(found);
    }

    /** The line that names the thing: most of its words, fewest others. */
    private static Optional<Element> card(String what, List<Element> shown) {
        Set<String> words = words(what);
        Element best = null;
        double top = 0;
        for (Element e : shown) {
            Set<String> own = words(e.label());
            long hit = own.stream().filter(words::contains).count();
            double score = hit == 0 ? 0 : hit + (double) hit / own.size();
            if (score > top) {
                top = score;
                best = e;
            }
        }
        return top >= 1 + 0.5 ? Optional.ofNullable(best) : Optional.empty();
    }

    private static Set<String> words(String text) {
        Set<String> out = new java.util.LinkedHashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (w.length() > 1 && !Set.of("my", "the", "an", "of", "at", "on", "in", "to", "and", "for", "appointment", "booking").contains(w)) {
                out.add(w.endsWith("s") && w.length() > 3 ? w.substring(0, w.length() - 1) : w);
            }
        }
        return out;
    }
}
