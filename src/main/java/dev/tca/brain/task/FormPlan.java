package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Plan;
import dev.tca.brain.plan.Qualifiers;
import dev.tca.brain.plan.RoleHint;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.ReadingOrder;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a goal against the form on the screen: "Create an account for Dana Reyes with the email
 * dana@x.org, and accept the terms" names no field by the grammar's patterns, but the screen has
 * fields labelled Full name and Email, a box about the terms and a Create account button. Each
 * field whose label (or kind: email, password, user name, name) the goal gives a value for is
 * typed, each box the goal agrees to is ticked, and the button the goal's words name submits.
 * Used only when the grammar's own plan types nothing.
 */
final class FormPlan {

    private static final Pattern EMAIL = Pattern.compile("[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+");
    private static final Pattern PASSWORD = Pattern.compile("(?i)\\b(?:password|passcode|pin)\\b\\s*(?:is|:|=|of)?\\s*"
            + "('[^']+'|\"[^\"]+\"|[^\\s,;]+)");
    private static final Pattern USER = Pattern.compile("(?i)\\b(?:as|user(?:name)?|login|account)\\s+(?::\\s*)?"
            + "('[^']+'|\"[^\"]+\"|[\\w.@-]+)");
    private static final Pattern PERSON = Pattern.compile("\\b(?:for|named|called|(?i:add|invite|register|enrol|enroll|welcome|sign\\s+up))"
            + "\\s+((?:\\p{Lu}[\\w'’-]+)(?:\\s+\\p{Lu}[\\w'’-]+)+)");
    private static final Pattern AGREE = Pattern.compile("(?i)\\b(?:accept|agree|tick|check|subscribe|enable|remember|opt in|"
            + "allow|keep me)\\b");
    private static final Set<String> STOP = Set.of("the", "a", "an", "to", "of", "and", "or", "for", "with", "my", "me", "your",
            "in", "on", "at", "by", "as", "is", "this", "that", "i", "it", "optional", "required");

    private FormPlan() {
    }

    static Optional<Plan> refine(String goal, Plan plan, Observation o) {
        // a plan that already types, or sets a date, a number, a menu or a choice, read the goal's values itself
        if (plan.steps().stream().anyMatch(s -> java.util.EnumSet.of(Kind.TYPE, Kind.SEARCH, Kind.PICK_DATE, Kind.SET_VALUE,
                Kind.MENU_PATH, Kind.CHOOSE).contains(s.kind()))) {
            return Optional.empty();
        }
        List<Element> fields = o.elements().stream()
                .filter(e -> (e.role() == Role.TEXT_FIELD || e.role() == Role.PASSWORD_FIELD) && !e.label().isBlank())
                .sorted(ReadingOrder.COMPARATOR).toList();
        if (fields.isEmpty()) {
            return Optional.empty();
        }
        List<SubGoal> steps = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (Element f : fields) {
            String value = valueFor(goal, f, used, o);
            if (value != null) {
                used.add(value);
                steps.add(typing(f, value));
            }
        }
        for (Element label : o.elements()) {
            // "priority High" beside a combo box labelled Priority: that item chosen in it
            if ((label.role() == Role.LABEL || label.role() == Role.TEXT) && !label.label().isBlank()
                    && Grounder.besideLabel(label, java.util.Set.of(Role.COMBO), o.elements()).isPresent()) {
                String value = afterLabel(goal, label.label());
                if (value != null && !used.contains(value)) {
                    used.add(value);
                    steps.add(SubGoal.of(Kind.CHOOSE, value).withWhere(Qualifiers.NONE.withContainer(
                            label.label().replaceAll("[:*]", "").strip())));
                }
            }
        }
        if (steps.isEmpty()) {
            return Optional.empty();
        }
        for (Element box : o.elements()) {
            if (box.role() == Role.CHECKBOX && !box.has(State.CHECKED) && agreesTo(goal, box)) {
                steps.add(new SubGoal(Kind.TICK, box.label(), null, RoleHint.CHECKBOX, Qualifiers.NONE, false,
                        null, null, null, null, null, null, null));
            }
        }
        submit(goal, plan, o).ifPresent(steps::add);
        return Optional.of(new Plan(goal, steps));
    }

    /**
     * "Export this as a CSV file named sales-q3 with the header row included, and don't zip it" on a
     * dialog with a name field, a format drop-down, boxes and OK: the goal says what the form should
     * hold, not what to press. Each field the goal gives a value for is typed; each drop-down gets the
     * option the goal says (read once it is opened); each box the goal talks about is set as it says
     * (unticked after "don't", "no", "without"); the form's own button sends it. Used when the grammar's
     * plan only clicks, and only when this reading settles at least two things.
     */
    static Optional<Plan> describe(String goal, Plan plan, Observation o) {
        // (a plan that types into fields the form does not have, "into 'From'" where it asks for a Pick-up address, guessed
        // its labels from the sentence: the form's own labels are read instead)
        boolean guessed = plan.steps().stream().anyMatch(s -> s.kind() == Kind.TYPE && unlabelled(s, o));
        if (!plan.steps().stream().allMatch(s -> java.util.EnumSet.of(Kind.CLICK, Kind.NOTE, Kind.CONFIRM).contains(s.kind())
                || guessed && (s.kind() == Kind.TYPE || s.kind() == Kind.PICK_DATE))) {
            return Optional.empty();
        }
        List<SubGoal> clicks = plan.steps().stream().filter(s -> s.kind() == Kind.CLICK).toList();
        if (!clicks.isEmpty() && clicks.stream().allMatch(s -> s.target() != null && java.util.Arrays.stream(s.target()
                .split("\\s*(?:,|\\band\\b|\\bor\\b)\\s*")).allMatch(t -> o.elements().stream().anyMatch(e -> Labels.same(e.label(), t))))) {
            return Optional.empty(); // "click Olives and Peppers, then OK": the goal says what to press
        }
        Reading read = read(goal, o);
        boolean dropDowns = read.steps().stream().anyMatch(st -> st.kind() == Kind.CHOOSE && st.target() == null);
        if (read.settled() < 2 && !(read.settled() == 1 && dropDowns && read.steps().size() >= 3)) {
            return Optional.empty();
        }
        List<SubGoal> steps = new ArrayList<>(read.steps());
        steps.addAll(Alignment.monochrome(goal, o.elements())); // "in black and white": the Colour box off
        plan.steps().stream().filter(st -> st.kind() == Kind.CONFIRM).findFirst().or(() -> submit(goal, plan, o))
                .or(() -> o.elements().stream().filter(b -> b.role() == Role.BUTTON
                && Words.ACCEPT.stream().anyMatch(w -> Labels.same(w, b.label()))).findFirst()
                .map(b -> SubGoal.of(Kind.CONFIRM, null)))
                // "Book the council to collect both": the planned click said the act, the form's one button does it
                .or(() -> clicks.stream().filter(c -> Alignment.commitsWhenDone(c.target())).findFirst()
                        .flatMap(c -> Alignment.commitButton(c.target(), withOffscreen(o)))).ifPresent(steps::add);
        return Optional.of(new Plan(goal, steps));
    }

    /** A step for a field the screen labels nowhere (no control or label says its target). */
    private static boolean unlabelled(SubGoal s, Observation o) {
        String t = s.where().container() != null && s.kind() == Kind.PICK_DATE ? s.where().container() : s.target();
        return t != null && o.elements().stream().noneMatch(e -> !e.label().isBlank() && (Labels.same(e.label(), t)
                || Labels.containsWords(e.label(), t)));
    }

    /**
     * "Hartley & Sons paid invoice 2231 in full by bank transfer. Record that payment": the step's button opened a form
     * (Amount, Payment method: Card); what the goal says of its new fields and drop-downs is set there before it is
     * sent. Its own button is left to the confirmation that follows.
     */
    static List<SubGoal> opened(String goal, Observation before, Observation after) {
        List<Element> fresh = new ArrayList<>();
        List<Element> appeared = appeared(before, after);
        // a button whose words every row repeats ("Select" on each train) is the rows' action, not a drop-down to fill
        appeared.stream().filter(e -> !Roles.dropDown(e) || e.role() != Role.BUTTON || appeared.stream().filter(o -> o.role() == e.role()
                && Labels.same(o.label(), e.label())).count() < 3).forEach(e -> fresh.add(e.withId(fresh.size() + 1))); // (ids run 1..n)
        if (fresh.stream().noneMatch(e -> e.role().editable() || Roles.dropDown(e))) {
            return List.of();
        }
        return read(goal, new Observation(fresh, List.of(), after.frameWidth(), after.frameHeight(), after.mapping(), after.detector(),
                after.note())).steps();
    }

    /** The last action opened a form, not a question: a field to fill that was not there before. */
    static boolean opensForm(Observation before, Observation after) {
        // (a field that says it is optional, "Anything the coordinator should know? (optional)", asks nothing to be filled)
        return before != null && appeared(before, after).stream().anyMatch(e -> e.role().editable() && !e.has(State.OFFSCREEN)
                && !e.label().matches("(?is).*\\(optional\\).*"));
    }

    /** The elements of {@code after} that {@code before} did not show (by role, words and place). */
    static List<Element> appeared(Observation before, Observation after) {
        Set<String> old = new HashSet<>();
        before.elements().forEach(e -> old.add(key(e)));
        return after.elements().stream().filter(e -> !old.contains(key(e))).toList();
    }

    private static String key(Element e) {
        return e.role() + "|" + Labels.core(e.label()) + "|" + e.box();
    }

    /** The step that types a value into a field, a secret when the field hides what is typed or says it is a password. */
    private static SubGoal typing(Element field, String value) {
        boolean secret = field.role() == Role.PASSWORD_FIELD || Labels.containsWords(field.label(), "password");
        return new SubGoal(Kind.TYPE, field.label(), value, RoleHint.EDITABLE, Qualifiers.NONE, secret, null, null, null, null, null,
                null, null);
    }

    /** What a form reading sets, and how many of those things the goal said for sure. */
    private record Reading(List<SubGoal> steps, int settled) {
    }

    private static Reading read(String goal, Observation o) {
        List<SubGoal> steps = new ArrayList<>();
        Set<String> used = new HashSet<>();
        int settled = 0;
        for (Element f : o.elements().stream().filter(e -> (e.role() == Role.TEXT_FIELD || e.role() == Role.PASSWORD_FIELD)
                && !e.label().isBlank() && !e.has(State.OFFSCREEN)).sorted(ReadingOrder.COMPARATOR).toList()) {
            if (FullNames.last(f) && steps.stream().anyMatch(st -> "name".equals(st.target()))) {
                continue; // typed with the first name, which took the whole name
            }
            String value = valueFor(goal, f, used, o);
            if (value != null && FullNames.first(f) && o.elements().stream().anyMatch(FullNames::last) && value.contains(" ")) {
                // "for Kofi Mensah" on a form that asks for the first and the last name apart: typed as a full name, split there
                used.add(value);
                steps.add(new SubGoal(Kind.TYPE, "name", value, RoleHint.EDITABLE, Qualifiers.NONE, false, null, null, null, null,
                        null, null, null)); // (by "name": FullNames splits it over both fields)
                settled++;
                continue;
            }
            if (value != null && value.split("\\s+").length <= 6) {
                used.add(value);
                steps.add(typing(f, value));
                settled++;
            }
        }
        List<Element> items = o.elements().stream().filter(e -> (e.role() == Role.TABLE_CELL || e.role() == Role.LIST_ITEM)
                && !e.has(State.OFFSCREEN) && e.label().matches(".*\\p{L}{3}.*")).toList();
        if (items.size() >= 2 && items.size() <= 40 && items.stream().anyMatch(e -> e.has(State.SELECTED))) {
            // "the teapot I ordered" on a form with a list of orders: the row whose item it names (a list to choose in, one
            // row selected already; a table of tickets that shows 'High' is no choice of the form's)
            Optional<Element> item = NamedOptions.pick(goal, items).or(() -> NamedOptions.byHead(goal, items));
            if (item.isPresent() && !used.contains(item.get().label())) {
                used.add(item.get().label());
                settled++;
                if (!item.get().has(State.SELECTED)) {
                    steps.add(SubGoal.of(Kind.CHOOSE, item.get().label()));
                }
            }
        }
        java.util.Map<Element, Element> labelOf = new java.util.HashMap<>();
        for (Element label : o.elements().stream().filter(e -> (e.role() == Role.LABEL || e.role() == Role.TEXT)
                && !e.label().isBlank()).toList()) {
            // a combo's label is the nearest text that has it beside, not a heading further up
            Grounder.besideLabel(label, Set.of(Role.COMBO, Role.BUTTON), o.elements()).filter(Roles::dropDown).ifPresent(c -> labelOf.merge(c, label,
                    (a, b) -> distance(a, c) <= distance(b, c) ? a : b));
        }
        for (Element label : labelOf.values().stream().sorted(ReadingOrder.COMPARATOR).toList()) {
            String name = label.label().replaceAll("[:*]", "").strip();
            String after = afterLabel(goal, label.label());
            String value = after != null ? after : beforeLabel(goal, label.label());
            if (value != null && (value.split("\\s+").length > 4 || goal.strip().toLowerCase(Locale.ROOT).startsWith(
                    name.toLowerCase(Locale.ROOT) + " "))) {
                value = null; // "Record just the window I'm in at 60 ...": the goal's verb, not the label with its option after it
            }
            if (value != null && !used.contains(value)) {
                used.add(value);
                steps.add(SubGoal.of(Kind.CHOOSE, value).withWhere(Qualifiers.NONE.withContainer(name)));
                settled++;
            } else {
                // which option the goal says is read once the list is open
                steps.add(SubGoal.of(Kind.CHOOSE, null).withText(goal, false).withWhere(Qualifiers.NONE.withContainer(name)));
            }
        }
        for (Element label : o.elements().stream().filter(e -> (e.role() == Role.LABEL || e.role() == Role.TEXT)
                && !e.label().isBlank() && e.label().strip().split("\\s+").length <= 3).sorted(ReadingOrder.COMPARATOR).toList()) {
            // "with High priority" beside Priority: (o) Low (o) Normal (o) High: the group's option the goal says
            List<Element> group = radiosOf(label, o.elements());
            String after = afterLabel(goal, label.label());
            String value = after != null ? after : beforeLabel(goal, label.label());
            Optional<Element> option = value == null ? Optional.empty()
                    : group.stream().filter(r -> Labels.same(radioName(r, o.elements()), value)).findFirst();
            if (option.isPresent() && !used.contains(value)) {
                used.add(value);
                settled++;
                if (!option.get().has(State.CHECKED) && !option.get().has(State.SELECTED)) {
                    steps.add(SubGoal.of(Kind.CHOOSE, value).withWhere(Qualifiers.NONE.withContainer(
                            label.label().replaceAll("[:*]", "").strip())));
                }
            }
        }
        List<Element> boxes = o.elements().stream().filter(e -> e.role() == Role.CHECKBOX && !e.label().isBlank()
                && Effects.knowsCheck(e)).sorted(ReadingOrder.COMPARATOR).toList();
        for (Element box : boxes) {
            Optional<Boolean> wanted = wanted(goal, box, boxes).or(() -> agreesTo(goal, box) ? Optional.of(true) : Optional.empty());
            if (wanted.isPresent()) {
                settled++;
                if (wanted.get() != box.has(State.CHECKED)) {
                    steps.add(new SubGoal(wanted.get() ? Kind.TICK : Kind.UNTICK, box.label(), null, RoleHint.CHECKBOX,
                            Qualifiers.NONE, false, null, null, null, null, null, null, null));
                }
            }
        }
        for (Element spin : o.elements().stream().filter(e -> e.role() == Role.SPIN && !e.label().isBlank()
                && !e.has(State.OFFSCREEN)).sorted(ReadingOrder.COMPARATOR).toList()) {
            Double n = numberFor(goal, spin.label());
            if (n != null) {
                settled++;
                steps.add(new SubGoal(Kind.SET_VALUE, spin.label(), null, null, Qualifiers.NONE, false, null, n, null, null, null,
                        null, null));
            }
        }
        return new Reading(steps, settled);
    }

    private static final Pattern NUMBER = Pattern.compile("(?i)(?<![\\p{L}\\p{N}.])(\\d+(?:\\.\\d+)?|zero|one|two|three|four|five|six|seven|"
            + "eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty)(?![\\p{L}\\p{N}])");

    /**
     * "after a five-second countdown" for a spin labelled Countdown (seconds): the number said within three words of the
     * label's main word (or its unit's), in the same clause; none when two numbers stand as near.
     */
    static Double numberFor(String goal, String label) {
        List<String> words = java.util.Arrays.stream(Labels.core(label.replaceAll("\\(.*?\\)", " ")).split(" "))
                .filter(w -> w.length() >= 3 && !STOP.contains(w)).toList();
        if (words.isEmpty()) {
            return null;
        }
        for (String clause : goal.split("[,;:]|\\.(?!\\d)|\\b(?:and|but|then)\\b")) {
            String lower = clause.toLowerCase(Locale.ROOT);
            Matcher w = Pattern.compile("\\b(?:" + String.join("|", words.stream().map(Pattern::quote).toList()) + ")\\w{0,3}\\b").matcher(lower);
            if (!w.find()) {
                continue;
            }
            Double found = null;
            Matcher n = NUMBER.matcher(lower);
            while (n.find()) {
                String between = n.end() <= w.start() ? lower.substring(n.end(), w.start()) : lower.substring(w.end(), Math.max(w.end(), n.start()));
                if (between.strip().split("[\\s-]+").length > 3 || n.start() < w.end() && n.end() > w.start()) {
                    continue;
                }
                String t = n.group(1);
                Double v = t.matches("[\\d.]+") ? Double.valueOf(t) : Alignment.count(t) != null ? Alignment.count(t)
                        : switch (t) { case "fifteen" -> 15.0; case "twenty" -> 20.0; case "thirty" -> 30.0; default -> 60.0; };
                if (found != null && !found.equals(v)) {
                    return null;
                }
                found = v;
            }
            return found;
        }
        return null;
    }

    /**
     * The radio buttons a label heads: on its row to its right, or in the rows just under it starting near its left edge;
     * at least two of them, and no nearer label between.
     */
    static List<Element> radiosOf(Element label, List<Element> elements) {
        dev.tca.core.Rect l = label.box();
        List<Element> radios = elements.stream().filter(e -> e.role() == Role.RADIO && !radioName(e, elements).isBlank()
                || e.role() == Role.BUTTON && segmented(e, elements)).toList();
        List<Element> beside = radios.stream().filter(r -> Answers.sameRow(r, label) && r.box().x() > l.right()
                && r.box().x() - l.right() < 400).toList();
        if (beside.size() >= 2) {
            return beside;
        }
        List<Element> under = radios.stream().filter(r -> r.box().y() > l.y() && r.box().y() - l.bottom() < 90
                && r.box().x() >= l.x() - 30 && r.box().x() < l.x() + 600).toList();
        return under.size() >= 2 && under.stream().allMatch(r -> Answers.sameRow(r, under.get(0)) || r.box().x() - l.x() < 40)
                ? under : List.of();
    }

    /** Read from pixels, a segmented control's options are buttons side by side with no gap between them. */
    private static boolean segmented(Element b, List<Element> elements) {
        return !b.label().isBlank() && elements.stream().anyMatch(o -> o != b && o.role() == Role.BUTTON && !o.label().isBlank()
                && Answers.sameRow(o, b) && (Math.abs(o.box().x() - b.box().right()) <= 4 || Math.abs(b.box().x() - o.box().right()) <= 4));
    }

    /** A radio's name: its own, else (read from pixels) the words just right of its circle. */
    private static String radioName(Element radio, List<Element> elements) {
        if (!radio.label().isBlank()) {
            return radio.label();
        }
        return elements.stream().filter(e -> !e.role().control() && !e.label().isBlank() && Answers.sameRow(e, radio)
                        && e.box().x() >= radio.box().right() - 2 && e.box().x() - radio.box().right() < 40)
                .min(java.util.Comparator.comparingInt(e -> e.box().x())).map(Element::label).orElse("");
    }

    private static int distance(Element label, Element control) {
        // a label on the control's own row names it before a heading further up ("Record" beside its box, not "Start a new recording")
        int row = Answers.sameRow(label, control) ? 0 : 1000;
        return row + Math.abs(label.box().center().y() - control.box().center().y()) + Math.abs(label.box().center().x() - control.box().x());
    }

    /** Words of a box's label that say what it does, not what it is about ("Include", "when done"). */
    private static final Set<String> DOING = Set.of("include", "enable", "show", "use", "allow", "send", "open", "keep", "remember",
            "compress", "add", "save", "ask", "notify", "display", "when", "done", "after", "before", "also", "always",
            "automatically", "all", "file", "files", "item", "items", "data", "turn", "make");
    private static final Pattern NEG_BEFORE = Pattern.compile("(?i)(?:\\b(?:not|no|never|without|skip|exclude|excluding|leave\\s+out|"
            + "uncheck|untick|disable|turn\\s+off|switch\\s+off|stop)|n't)\\b");
    private static final Pattern NEG_AFTER = Pattern.compile("(?i)^\\s*(?:\\S+\\s+){0,2}(?:not|off|disabled|excluded|left\\s+out)\\b");

    /**
     * Whether the goal wants a box ticked: it says every word of what the box is about ("header row"
     * of Include header row, "zip" of Compress as .zip) in one clause, negated ("don't zip it", "no
     * header row") or not; empty when it does not talk about the box.
     */
    static Optional<Boolean> wanted(String goal, Element box) {
        return wanted(goal, box, List.of(box));
    }

    /**
     * As {@link #wanted(String, Element)}, among the form's boxes: a word every box says ("Record" of Record microphone and
     * Record system sound) tells none apart, and a box's last word alone ("sound") is enough when no other box says it.
     */
    static Optional<Boolean> wanted(String goal, Element box, List<Element> boxes) {
        List<String> about = java.util.Arrays.stream(Labels.core(box.label()).split(" "))
                .filter(w -> w.length() >= 3 && !STOP.contains(w) && !DOING.contains(w))
                .filter(w -> boxes.size() < 2 || !boxes.stream().allMatch(b -> Labels.containsWords(b.label(), w))).toList();
        if (about.isEmpty()) {
            return Optional.empty();
        }
        String head = about.get(about.size() - 1);
        boolean ownHead = boxes.size() >= 2 && head.length() >= 4 && boxes.stream().filter(b -> b != box)
                .noneMatch(b -> Labels.containsWords(b.label(), head));
        for (String clause : goal.split("[,.;:]|\\b(?:and|but|then)\\b")) {
            List<Matcher> found = about.stream().map(w -> Pattern.compile("(?i)\\b" + Pattern.quote(w) + "\\w{0,3}\\b")
                    .matcher(clause)).filter(Matcher::find).toList();
            if (found.size() < about.size() && ownHead) {
                found = java.util.stream.Stream.of(Pattern.compile("(?i)\\b" + Pattern.quote(head) + "\\w{0,3}\\b").matcher(clause))
                        .filter(Matcher::find).toList();
                found = found.isEmpty() ? found : java.util.Collections.nCopies(about.size(), found.get(0));
            }
            if (found.size() == about.size()) {
                int first = found.stream().mapToInt(Matcher::start).min().orElse(0);
                int last = found.stream().mapToInt(Matcher::end).max().orElse(0);
                return Optional.of(!NEG_BEFORE.matcher(clause.substring(0, first)).find()
                        && !NEG_AFTER.matcher(clause.substring(last)).find());
            }
        }
        return Optional.empty();
    }

    /**
     * "traveller name Jonas Ekberg, departure date 14 May 2026, seat class Economy Plus": a value the
     * grammar could only type somewhere starts with the words of a label on the screen, so the label
     * names the field and the rest is its value, read as "set LABEL to VALUE" (a date is picked, a
     * drop-down's option chosen); the option of a radio group is chosen.
     */
    static Optional<Plan> labelled(Plan plan, Observation o) {
        List<SubGoal> steps = new ArrayList<>();
        boolean changed = false;
        for (SubGoal s : plan.steps()) {
            List<SubGoal> read = s.kind() == Kind.TYPE && s.target() == null && s.text() != null && !s.secret()
                    ? byLabel(s.text(), o) : List.of();
            changed |= !read.isEmpty();
            steps.addAll(read.isEmpty() ? List.of(s) : read);
        }
        return changed ? Optional.of(new Plan(plan.goal(), steps)) : Optional.empty();
    }

    private static List<SubGoal> byLabel(String text, Observation o) {
        String[] words = text.strip().split("\\s+");
        for (int k = Math.min(4, words.length - 1); k >= 1; k--) {
            String head = String.join(" ", java.util.Arrays.copyOfRange(words, 0, k));
            String value = String.join(" ", java.util.Arrays.copyOfRange(words, k, words.length));
            boolean named = o.elements().stream().anyMatch(e -> !e.label().isBlank() && e.role() != Role.BUTTON
                    && e.role() != Role.LINK && Labels.same(e.label().replaceAll("\\(.*?\\)", "").replaceAll("[:*]", "").strip(), head));
            if (!named || STOP.contains(head.toLowerCase(Locale.ROOT))) {
                continue;
            }
            Optional<Element> option = o.elements().stream().filter(e -> e.role() == Role.RADIO && Labels.same(e.label(), value))
                    .findFirst();
            if (option.isPresent()) {
                return List.of(SubGoal.of(Kind.CHOOSE, option.get().label()).withRole(RoleHint.RADIO)
                        .withWhere(Qualifiers.NONE.withContainer(head)));
            }
            return PLANNER.plan("set the " + head + " to " + value).steps().stream()
                    .filter(x -> x.kind() != Kind.CLICK || x.target() == null || !x.target().contains(head)).toList();
        }
        return List.of();
    }

    private static final dev.tca.brain.plan.GoalPlanner PLANNER = new dev.tca.brain.plan.GoalPlanner(null);

    /**
     * A plan that types some of the form's fields: the other fields the goal gives a value for
     * ("..., phone 0711 223344 and city Pune") are typed too, before the step that submits.
     */
    static Optional<Plan> complete(String goal, Plan plan, Observation o) {
        List<SubGoal> typing = plan.steps().stream().filter(s -> s.kind() == Kind.TYPE).toList();
        if (typing.isEmpty()) {
            return Optional.empty();
        }
        Set<String> used = new HashSet<>();
        typing.forEach(s -> used.add(s.text()));
        List<SubGoal> extra = new ArrayList<>();
        for (Element f : o.elements().stream().filter(e -> (e.role() == Role.TEXT_FIELD || e.role() == Role.PASSWORD_FIELD)
                && !e.label().isBlank()).sorted(ReadingOrder.COMPARATOR).toList()) {
            // a field a date, a value or a choice is planned for is as planned as one typed into
            boolean planned = plan.steps().stream().flatMap(s -> java.util.stream.Stream.of(s.target(), s.where().container()))
                    .anyMatch(t -> t != null && (Labels.containsWords(f.label(), t) || Labels.containsWords(t, f.label())));
            if (planned) {
                continue;
            }
            String value = valueFor(goal, f, used, o);
            if (value == null || used.stream().anyMatch(u -> u.contains(value) || value.contains(u))
                    || value.split("\\s+").length > 6) {
                continue;
            }
            used.add(value);
            extra.add(typing(f, value));
        }
        if (extra.isEmpty()) {
            return Optional.empty();
        }
        List<SubGoal> steps = new ArrayList<>(plan.steps());
        int last = steps.lastIndexOf(typing.get(typing.size() - 1));
        steps.addAll(last + 1, extra);
        return Optional.of(new Plan(plan.goal(), steps));
    }

    /**
     * "Apply for a resident parking permit: ..." on a form whose radio group offers Resident: an option
     * the goal names by its whole label, that no step of the plan mentions, is chosen before the step
     * that sends the form (or last). Not after "not" or "instead of".
     */
    static Optional<Plan> options(String goal, Plan plan, Observation o) {
        Set<String> mentioned = new HashSet<>();
        plan.steps().forEach(s -> {
            mentioned.addAll(Alignment.content(s.target() == null ? "" : s.target()));
            mentioned.addAll(Alignment.content(s.text() == null ? "" : s.text()));
            mentioned.addAll(Alignment.content(s.where().container() == null ? "" : s.where().container()));
        });
        List<SubGoal> extra = new ArrayList<>();
        for (Element r : o.elements().stream().filter(e -> e.role() == Role.RADIO && !e.has(State.CHECKED)
                && !e.has(State.OFFSCREEN) && !e.label().isBlank()).sorted(ReadingOrder.COMPARATOR).toList()) {
            Set<String> words = Alignment.content(r.label());
            if (words.isEmpty() || words.size() > 2 || !java.util.Collections.disjoint(words, mentioned)
                    || !words.stream().allMatch(w -> Labels.containsWords(goal, w))
                    || Pattern.compile("(?i)\\b(?:not|instead\\s+of|rather\\s+than|except|than)\\s+(?:the\\s+|a\\s+|an\\s+)?"
                    + Pattern.quote(Labels.core(r.label()))).matcher(goal).find()) {
                continue;
            }
            mentioned.addAll(words);
            extra.add(SubGoal.of(Kind.CHOOSE, r.label()).withRole(RoleHint.RADIO));
        }
        if (extra.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(beforeSend(plan, extra));
    }

    /** The plan with the steps put before its last step when that one sends the form (else at its end). */
    private static Plan beforeSend(Plan plan, List<SubGoal> extra) {
        List<SubGoal> steps = new ArrayList<>(plan.steps());
        boolean sends = !steps.isEmpty()
                && java.util.EnumSet.of(Kind.CONFIRM, Kind.SAVE, Kind.CLICK).contains(steps.get(steps.size() - 1).kind());
        steps.addAll(sends ? steps.size() - 1 : steps.size(), extra);
        return new Plan(plan.goal(), steps);
    }

    /**
     * "We'll leave them on the driveway" on a form that asks where, with "At the front of the property, on the driveway or
     * in the front garden" among its options: in a group of radio buttons none of the plan's steps touches, the one option
     * that alone says a word of the goal (a word no other option of the group says). And "as soon as they can" is the
     * earliest day a calendar still offers ({@link Soonest}).
     */
    static List<SubGoal> implied(String goal, Plan plan, Observation o) {
        Set<String> mentioned = new HashSet<>();
        plan.steps().forEach(s -> {
            mentioned.addAll(Alignment.content(s.target() == null ? "" : s.target()));
            mentioned.addAll(Alignment.content(s.text() == null ? "" : s.text()));
        });
        Set<String> said = Alignment.content(goal);
        List<SubGoal> extra = new ArrayList<>();
        List<Element> all = withOffscreen(o);
        for (List<Element> group : radioGroups(all)) {
            if (group.stream().anyMatch(r -> r.has(State.CHECKED) || !Alignment.hits(mentioned, radioName(r, all)).isEmpty())) {
                continue; // chosen already, or a step of the plan is about this group
            }
            List<Element> alone = new ArrayList<>();
            for (Element r : group) {
                Set<String> own = new HashSet<>(Alignment.hits(said, radioName(r, all)));
                group.stream().filter(x -> x != r).forEach(x -> own.removeAll(Alignment.hits(own, radioName(x, all))));
                own.removeIf(w -> w.length() < 5 || NEG_WORD.matcher(goal).results().anyMatch(m -> m.group(1).equalsIgnoreCase(w)));
                if (!own.isEmpty()) {
                    alone.add(r);
                }
            }
            if (alone.size() == 1) {
                extra.add(SubGoal.of(Kind.CHOOSE, radioName(alone.get(0), all)).withRole(RoleHint.RADIO));
            }
        }
        if (plan.steps().stream().noneMatch(s -> s.kind() == Kind.PICK_DATE)) {
            Soonest.day(goal, all).ifPresent(extra::add);
        }
        Soonest.time(goal, all).ifPresent(extra::add);
        return extra;
    }

    /** The plan with what the goal implies of the first screen's form ({@link #implied}) before the step that sends it. */
    static Optional<Plan> withImplied(String goal, Plan plan, Observation o) {
        List<SubGoal> extra = implied(goal, plan, o);
        return extra.isEmpty() ? Optional.empty() : Optional.of(beforeSend(plan, extra));
    }

    /** The screen's elements and the ones the tree knows further down the page (scrolled to when acted on). */
    private static List<Element> withOffscreen(Observation o) {
        List<Element> all = new ArrayList<>(o.elements());
        all.addAll(o.offscreen());
        return all;
    }

    /** A word said after a "not" ("not at the kerb"): that option is the one the goal does not want. */
    private static final Pattern NEG_WORD = Pattern.compile("(?i)\\b(?:not|never|no|rather\\s+than|instead\\s+of)\\s+(?:\\S+\\s+){0,3}?(\\p{L}{5,})");

    /** Radio buttons stacked under one another (or side by side on a row) with no wide gap between: one question's options. */
    private static List<List<Element>> radioGroups(List<Element> elements) {
        List<Element> radios = elements.stream().filter(e -> e.role() == Role.RADIO
                && !e.has(State.DISABLED) && !radioName(e, elements).isBlank()).sorted(ReadingOrder.COMPARATOR).toList();
        List<List<Element>> groups = new ArrayList<>();
        List<Element> group = new ArrayList<>();
        for (Element r : radios) {
            Element prev = group.isEmpty() ? null : group.get(group.size() - 1);
            boolean next = prev != null && (Math.abs(r.box().x() - prev.box().x()) <= 30 && r.box().y() - prev.box().bottom() <= 40
                    || Answers.sameRow(r, prev));
            if (!next && !group.isEmpty()) {
                groups.add(group);
                group = new ArrayList<>();
            }
            group.add(r);
        }
        if (!group.isEmpty()) {
            groups.add(group);
        }
        groups.removeIf(g -> g.size() < 2);
        return groups;
    }

    /**
     * The value for a field by its own name, else by the label on its left (zenity's first entry of a
     * form is named by the dialog's text, "Add a person to the directory", its label "Full name"
     * beside it).
     */
    private static String valueFor(String goal, Element field, Set<String> used, Observation o) {
        String own = valueFor(goal, field, used);
        if (own != null) {
            return own;
        }
        Optional<Element> beside = o.elements().stream().filter(l -> (l.role() == Role.LABEL || l.role() == Role.TEXT)
                        && !l.label().isBlank() && !Labels.same(l.label(), field.label()) && l.box().right() <= field.box().x() + 4
                        && field.box().x() - l.box().right() < 240
                        && Math.abs(l.box().center().y() - field.box().center().y()) <= Math.max(10, field.box().height() / 2))
                .max(java.util.Comparator.comparingInt(l -> l.box().right()));
        return beside.map(l -> valueFor(goal, field.withLabel(l.label(), field.source()), used)).orElse(null);
    }

    private static String valueFor(String goal, Element field, Set<String> used) {
        String label = Labels.core(field.label());
        Matcher m;
        if (label.contains("email") || label.contains("e mail")) {
            m = EMAIL.matcher(goal);
            return m.find() && !used.contains(m.group()) ? m.group() : null;
        }
        if (field.role() == Role.PASSWORD_FIELD || label.contains("password") || label.equals("pin")) {
            m = PASSWORD.matcher(goal);
            return m.find() ? unquote(m.group(1)) : null;
        }
        if (label.contains("user") || label.contains("login")) {
            m = USER.matcher(goal);
            while (m.find()) {
                String v = unquote(m.group(1));
                if (!STOP.contains(v.toLowerCase(Locale.ROOT)) && !used.contains(v)) {
                    return v;
                }
            }
        }
        String byLabel = afterLabel(goal, field.label());
        if (byLabel != null && !used.contains(byLabel)) {
            return byLabel;
        }
        if (label.contains("name") || label.contains("title")) {
            // "our visitor Ines Duarte" for Visitor name: the label's other words, then a name
            String head = label.replaceAll("\\b(?:name|title)\\b.*$", "").strip(); // "Network name (SSID)": network
            if (!head.isEmpty() && !STOP.contains(head)) {
                m = Pattern.compile("(?i:\\b" + Pattern.quote(head) + ")\\s+(" + CAPITALISED + ")").matcher(goal);
                if (m.find() && !used.contains(m.group(1))) {
                    return m.group(1);
                }
            }
            m = PERSON.matcher(goal);
            if (m.find() && !used.contains(m.group(1))) {
                return m.group(1);
            }
            // "a table under Okafor", "booked in the name of Ruth Amsel": the name a booking goes by
            m = Pattern.compile("\\b(?:under|(?i:in\\s+the\\s+name\\s+of))\\s+(" + CAPITALISED + ")").matcher(goal);
            if (m.find() && !used.contains(m.group(1))) {
                return m.group(1);
            }
            m = NAMED.matcher(goal);
            if (m.find() && !used.contains(unquote(m.group(1)))) {
                return unquote(m.group(1));
            }
        }
        if (ORIGIN.matcher(label).find() || DESTINATION.matcher(label).find()) {
            // "a taxi from 27 Orchard Way to Harlow Town station": the journey's start for Pick-up address, its end for Drop-off
            m = JOURNEY.matcher(goal);
            if (m.find()) {
                String v = (ORIGIN.matcher(label).find() ? m.group("from") : m.group("to")).strip();
                if (!used.contains(v)) {
                    return v;
                }
            }
        }
        if (ORGANISATION.matcher(label).find()) {
            m = Pattern.compile("\\b(?:from|at|of|with|for|representing)\\s+(" + CAPITALISED + ")").matcher(goal);
            while (m.find()) {
                if (!used.contains(m.group(1))) {
                    return m.group(1);
                }
            }
        }
        return null;
    }

    /** A field for where a journey starts, and one for where it ends. */
    private static final Pattern ORIGIN = Pattern.compile("(?i)\\b(?:pick[\\s-]?up|collect(?:ion)?|origin|departure|depart(?:ing)?|"
            + "start(?:ing)?\\s+(?:point|address|from)|leaving\\s+from|from)\\b");
    private static final Pattern DESTINATION = Pattern.compile("(?i)\\b(?:drop[\\s-]?off|destination|going\\s+to|arriv(?:al|ing)|to)\\b");
    /** "from 27 Orchard Way to Harlow Town station": a place that starts with a number or a capital, to another. */
    private static final Pattern JOURNEY = Pattern.compile("\\bfrom\\s+(?<from>(?:\\d+[A-Za-z]?\\s+)?\\p{Lu}[\\w'’-]*(?:\\s+\\p{Lu}[\\w'’-]*)*)"
            + "\\s+to\\s+(?:the\\s+)?(?<to>(?:\\d+[A-Za-z]?\\s+)?\\p{Lu}[\\w'’-]*(?:\\s+(?:\\p{Lu}[\\w'’-]*|station|airport|road|street|"
            + "lane|avenue|hospital|centre|center|hotel))*)");

    /** Words with capitals, as names are written ("Norvik Ltd", not the sentence after "Ltd."). */
    private static final String CAPITALISED = "\\p{Lu}[\\w&'’-]*(?:\\s+\\p{Lu}[\\w&'’-]*)*";
    /** "a file named sales-q3", "called 'Q3 report'": one word, or what the quotes hold. */
    private static final Pattern NAMED = Pattern.compile("(?i)\\b(?:named|called|titled|entitled)\\s+"
            + "('[^']+'|\"[^\"]+\"|[^\\s,;]+)");
    private static final Pattern ORGANISATION = Pattern.compile("\\b(?:company|organi[sz]ation|employer|business|firm|agency)\\b");

    /** "subject Printer jam", "city: Lyon", "last name is Lovelace": the words after the field's own label. */
    static String afterLabel(String goal, String fieldLabel) {
        String words = fieldLabel.replaceAll("\\(.*?\\)", "").replaceAll("[:*]", "").strip();
        if (words.isEmpty()) {
            return null;
        }
        Pattern p = Pattern.compile("(?i)\\b" + Pattern.quote(words) + "\\b\\s*(?:is|:|=|of|to|as)?\\s*"
                + "('[^']+'|\"[^\"]+\"|[^,;]+?)\\s*(?=,|;|\\band\\b|\\bthen\\b|\\bwith\\b|\\.\\s|\\.?$)");
        Matcher m = p.matcher(goal);
        if (!m.find()) {
            return null;
        }
        String v = unquote(m.group(1).strip());
        // "check-in date and book": what follows the label is the next clause, not its value
        return v.isEmpty() || STOP.contains(v.toLowerCase(Locale.ROOT))
                || v.matches("(?i)^(?:and|then|or|but|so|to|a|an|the|with|for|in|on|at|by|from|into|under)\\b.*")
                // "into the payment reference box": the word after the label names the field, it is not its value
                || v.matches("(?i)(?:box|field|input|text\\s*box|entry|area|bar|line)") ? null : v;
    }

    /**
     * The value said before a label's word, as a name: "in the Billing category", "with High priority". Only a word or
     * two written with a capital (or a number) right before the label's last word counts: "the new category" says none.
     */
    static String beforeLabel(String goal, String fieldLabel) {
        String words = fieldLabel.replaceAll("\\(.*?\\)", "").replaceAll("[:*]", "").strip();
        if (words.isEmpty() || words.split("\\s+").length > 2) {
            return null;
        }
        Matcher m = Pattern.compile("(?<![\\p{L}'])(\\p{Lu}[\\p{L}\\p{N}&'-]*(?:\\s+\\p{Lu}[\\p{L}\\p{N}&'-]*)?|\\d+)\\s+(?i:"
                + Pattern.quote(words) + ")\\b").matcher(goal);
        while (m.find()) {
            String v = m.group(1);
            // (the sentence's first word is capitalised for being first: "Priority High" says nothing before it)
            if (m.start(1) > 0 && !STOP.contains(v.toLowerCase(Locale.ROOT))
                    && !v.matches("(?i)(?:the|a|an|my|your|our|this|that|and|or|with|in|on|for|to|of|set|choose|pick|select)")) {
                return v;
            }
        }
        return null;
    }

    /** The goal agrees to a box: it uses a word of consent and a distinctive word of the box's label. */
    private static boolean agreesTo(String goal, Element box) {
        if (!AGREE.matcher(goal).find()) {
            return false;
        }
        for (String w : Labels.core(box.label()).split(" ")) {
            if (w.length() >= 4 && !STOP.contains(w) && Labels.containsWords(goal, w)) {
                return true;
            }
        }
        return false;
    }

    /** The plan's own confirm, else the button whose words the goal uses most ("Create an account" -> Create account). */
    private static Optional<SubGoal> submit(String goal, Plan plan, Observation o) {
        Optional<SubGoal> own = plan.steps().stream().filter(s -> s.kind() == Kind.CONFIRM).findFirst();
        if (own.isPresent() && !Words.generic(own.get().target() == null ? "confirm" : own.get().target())) {
            return own;
        }
        Element best = null;
        int bestShared = 0;
        for (Element b : o.elements()) {
            if (b.role() != Role.BUTTON || b.label().isBlank() || Words.DISMISS.stream().anyMatch(w -> Labels.same(w, b.label()))) {
                continue;
            }
            int shared = 0;
            for (String w : Labels.core(b.label()).split(" ")) {
                // "Record just the window ..." is what Start recording does
                if (!STOP.contains(w) && (Labels.containsWords(goal, w) || w.length() >= 6 && w.endsWith("ing")
                        && Labels.containsWords(goal, w.substring(0, w.length() - 3)))) {
                    shared++;
                }
            }
            if (shared > bestShared) {
                bestShared = shared;
                best = b;
            }
        }
        if (best != null) {
            return Optional.of(new SubGoal(Kind.CLICK, best.label(), null, RoleHint.BUTTON, Qualifiers.NONE, false,
                    null, null, null, null, null, null, null));
        }
        return own;
    }

    private static String unquote(String s) {
        String t = s.strip();
        if (t.length() >= 2 && (t.startsWith("'") && t.endsWith("'") || t.startsWith("\"") && t.endsWith("\""))) {
            return t.substring(1, t.length() - 1);
        }
        return t.replaceAll("[.,;]+$", "");
    }
}
