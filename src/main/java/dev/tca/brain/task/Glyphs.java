package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Labels;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A control the goal names by its symbol ("press +", "the ⚙ button", "click the pencil", "the three dots"): the page
 * names it in words (its accessible name says "More copies", "Settings", "Edit"; the icon reader says "Add"), or shows
 * the symbol itself. Each symbol stands for what such buttons do.
 */
final class Glyphs {

    /** A symbol (its characters), the words people call it by, and what the buttons that show it do. */
    record Glyph(String symbols, List<String> names, List<String> acts) {

        /**
         * How well the element stands for the symbol: 1 when its label is the symbol, 0.3 when its label says what the
         * symbol does, 0 when it is neither or no control.
         */
        double names(Element e) {
            if (!e.role().control()) {
                return 0;
            }
            String label = e.label().strip();
            if (label.length() <= 2 && !label.isEmpty() && label.codePoints().allMatch(c -> symbols.indexOf(c) >= 0)) {
                return 1.0;
            }
            String have = " " + Labels.core(label) + " ";
            return acts.stream().anyMatch(a -> have.contains(" " + a + " ")) ? 0.3 : 0;
        }
    }

    private static final List<Glyph> ALL = List.of(
            new Glyph("+＋➕", List.of("plus", "plus sign"), List.of("add", "more", "increase", "increment", "raise", "up")),
            new Glyph("-−–➖", List.of("minus", "minus sign"), List.of("fewer", "less", "decrease", "decrement", "reduce", "lower", "down")),
            new Glyph("×✕✖✗x", List.of("cross", "x"), List.of("close", "dismiss", "clear", "remove", "cancel")),
            new Glyph("⚙", List.of("gear", "cog", "cogwheel", "gear wheel"), List.of("settings", "preferences", "options", "configure")),
            new Glyph("✎✏🖉🖊", List.of("pencil", "pen"), List.of("edit", "rename", "modify", "change")),
            new Glyph("🗑", List.of("bin", "trash", "trash can", "wastebasket", "rubbish bin", "dustbin"), List.of("delete", "remove", "trash",
                    "discard")),
            new Glyph("⋮⋯…", List.of("three dots", "dots", "kebab", "ellipsis", "more"), List.of("more", "options", "actions", "menu")),
            new Glyph("☰≡", List.of("hamburger", "three lines", "menu"), List.of("menu", "navigation")),
            new Glyph("🔍🔎", List.of("magnifier", "magnifying glass", "search"), List.of("search", "find")),
            new Glyph("★☆⭐", List.of("star"), List.of("star", "favourite", "favorite", "starred")),
            new Glyph("♥❤♡", List.of("heart"), List.of("like", "love", "favourite", "favorite")),
            new Glyph("←⬅◀‹", List.of("left arrow", "back arrow"), List.of("back", "previous", "prev")),
            new Glyph("→➡▶›", List.of("right arrow"), List.of("next", "forward")),
            new Glyph("↻⟳🔄", List.of("circular arrow", "refresh arrow"), List.of("refresh", "reload")),
            new Glyph("✓✔", List.of("tick", "check mark", "checkmark"), List.of("done", "ok", "confirm", "complete", "accept")),
            new Glyph("🔔", List.of("bell"), List.of("notifications", "alerts")),
            new Glyph("✉📧", List.of("envelope"), List.of("mail", "email", "message", "messages", "inbox")),
            new Glyph("📎", List.of("paperclip", "paper clip"), List.of("attach", "attachment")),
            new Glyph("🖨", List.of("printer"), List.of("print")),
            new Glyph("👤", List.of("person", "silhouette"), List.of("account", "profile", "user")));

    private static final Pattern DECOR = Pattern.compile("(?i)^(?:the\\s+|a\\s+)?(.+?)(?:\\s+(?:button|icon|symbol|sign|glyph|key|"
            + "emoji))*$");

    private Glyphs() {
    }

    /** The symbol a target names, by itself ("+", "⚙") or by its name ("the plus button", "the gear icon"). */
    static Optional<Glyph> of(String target) {
        if (target == null) {
            return Optional.empty();
        }
        String t = DECOR.matcher(target.strip()).replaceFirst("$1").toLowerCase(Locale.ROOT);
        for (Glyph g : ALL) {
            if (t.length() <= 2 && !t.isEmpty() && t.codePoints().allMatch(c -> g.symbols().indexOf(c) >= 0) && !t.equals("x")
                    || g.names().contains(t) && !g.acts().contains(t)) {
                return Optional.of(g);
            }
        }
        return Optional.empty();
    }
}
