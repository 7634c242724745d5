package dev.tca.brain.plan;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the words that name a target ("the 2nd text box", "the Edit button in Tom's row",
 * "the field below Name") into a clean label, a role hint and qualifiers.
 */
final class Targets {

    /** The target phrase read: label (null when the words name only a role or a pronoun), role and where. */
    record Read(String label, RoleHint role, Qualifiers where) {
    }

    private static final String ROLE_WORDS = "text box|textbox|text field|text area|check box|checkbox|tick box|"
            + "radio button|radio|button|buton|link|tab|menu|field|box|entry|input|dropdown|drop-down|drop down|"
            + "combo box|combobox|list|slider|spinner|spin box|option|item|icon|section|folder|file|spin";
    private static final Pattern TRAILING_ROLE = Pattern.compile("^(.*?)\\s*\\b(" + ROLE_WORDS + "|time slot|timeslot|slot)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern LEADING_ROLE = Pattern.compile("^(?:the\\s+)?(" + ROLE_WORDS + ")\\s+(?=[\\p{Lu}'\"_@\\d])(.+)$",
            Pattern.CASE_INSENSITIVE);
    /**
     * "the section titled Shipping", "a button that says Go": the role, then its name after the naming word; "the
     * document titled Budget 2025": a kind of thing before "titled" is no role, its name is the label.
     */
    private static final Pattern NAMED = Pattern.compile("^(?:(" + ROLE_WORDS + "|one)\\s+|(?:\\p{Ll}[\\p{Ll}-]*\\s+){1,2}(?=(?:titled|"
            + "entitled|called|named)\\s))?(?:titled|entitled|called|named|labell?ed|"
            + "marked|that\\s+says|which\\s+says|saying|reading|with\\s+the\\s+(?:text|label|title|name|caption))\\s+(\\S.*)$",
            Pattern.CASE_INSENSITIVE);
    /** "the button with the trash icon", "the one with a pencil symbol": the icon names the control. */
    private static final Pattern WITH_ICON = Pattern.compile("^(?:(?:" + ROLE_WORDS + "|one|control)\\s+)?(?:with|showing|that\\s+shows|"
            + "that\\s+has)\\s+(?:the\\s+|a\\s+|an\\s+)?(\\S.*?)\\s+(?:icon|symbol|sign|glyph|image|emoji)$", Pattern.CASE_INSENSITIVE);
    private static final String TIME = "\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?";
    /** "Saturday 10:00–12:00 delivery": a time (or a span of times) on a day. */
    private static final Pattern DAY_TIME = Pattern.compile("^((?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)\\s+"
            + "(" + TIME + "(?:\\s*(?:[-–—]|to|until)\\s*" + TIME + ")?)(?:\\s+\\p{L}+){0,2}$", Pattern.CASE_INSENSITIVE);
    /** "tab #2", "the button number 3": the role, counted. */
    private static final Pattern NUMBERED = Pattern.compile("^(?:the\\s+)?(" + ROLE_WORDS + ")\\s+(?:#\\s*|number\\s+|no\\.?\\s*)(\\d{1,3})$",
            Pattern.CASE_INSENSITIVE);
    /** "the check boxes for red", "the field for the email": a box named by what follows, not one inside it. */
    private static final Pattern BOX_FOR = Pattern.compile("^(?:the\\s+)?(check\\s*box|tick\\s*box|box|radio(?:\\s+button)?|option|field|"
            + "text\\s*box|text\\s+field|entry|input)(?:es|s)?\\s+(?:for|of)\\s+(\\S.*)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern CONTAINER = Pattern.compile("^(.+?)\\s+(?:in|inside|within|for|on)\\s+(.+)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern RELATION = Pattern.compile("^(.*?)\\s*\\b(below|under|underneath|beneath|above|next to|"
            + "beside|near|to the left of|left of|to the right of|right of)\\s+(.+)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern ORDINAL = Pattern.compile("^(?:the\\s+)?(first|second|third|fourth|fifth|sixth|seventh|"
            + "eighth|ninth|tenth|last|(\\d{1,3})(?:st|nd|rd|th))\\b\\s*(.*)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern ARTICLE = Pattern.compile("^(?:(?:the|a|an|my|your|our|this|that|its)\\s+)+",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern PRONOUN = Pattern.compile("^(?:it|them|this|that|one|these|those|here|there)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern CONTAINER_HEAD = Pattern.compile(
            "^(?:(?:the\\s+)?(?:user|account|person|contact|row|line|entry|item|section|card)\\s+(?:for|of|named|called)?\\s*)+",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern CONTAINER_TAIL = Pattern.compile(
            "(?:'s)?\\s*\\b(?:row|section|dialog|window|panel|group|card|table|form|area|pane|toolbar|list|dropdown|"
                    + "drop-down|menu|column|box|tab|"
                    // "the Boiler service note", "the Norwood Timber order": the kind of thing, not words of its title
                    + "note|email|e-mail|message|file|task|ticket|photo|picture|document|recipe|song|track|event|reminder|"
                    + "booking|reservation|order|invoice|contact|playlist|album|video|podcast)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern PURPOSE = Pattern.compile("\\s+(?:so that|so|in order to|because)\\s+.*$",
            Pattern.CASE_INSENSITIVE);
    private static final Map<String, Integer> ORDINALS = Map.of("first", 1, "second", 2, "third", 3, "fourth", 4,
            "fifth", 5, "sixth", 6, "seventh", 7, "eighth", 8, "ninth", 9, "tenth", 10);

    private Targets() {
    }

    /** Reads a target phrase; kind decides what a bare "box" is (a text box to type in, else a check box). */
    static Read read(String phrase, Kind kind, boolean withContainer) {
        String quoted = Words.firstQuoted(phrase);
        String p = phrase.strip().replaceAll("[.!?,;:]+$", "").strip();
        if (quoted != null && Words.unquote(p).equals(quoted)) {
            return new Read(quoted, RoleHint.ANY, Qualifiers.NONE);
        }
        String masked = Words.maskQuotes(p);
        p = cut(p, PURPOSE.matcher(masked));
        masked = Words.maskQuotes(p);
        String container = null;
        Qualifiers.Relation relation = null;
        Integer ordinal = null;
        Matcher m;
        if ((m = BOX_FOR.matcher(masked)).matches()) {
            return new Read(clean(p.substring(m.start(2))), role(m.group(1).replaceAll("\\s+", " "), kind), Qualifiers.NONE);
        }
        if (withContainer && (m = CONTAINER.matcher(masked)).matches()) {
            container = container(p.substring(m.start(2)));
            p = p.substring(0, m.end(1));
            masked = Words.maskQuotes(p);
        }
        if ((m = RELATION.matcher(masked)).matches()) {
            relation = new Qualifiers.Relation(side(m.group(2)), clean(p.substring(m.start(3))));
            p = p.substring(0, m.end(1));
        }
        if ((m = NUMBERED.matcher(p.strip())).matches() && Integer.parseInt(m.group(2)) > 0) {
            return new Read(null, role(m.group(1), kind), new Qualifiers(Integer.valueOf(m.group(2)), container, relation));
        }
        if ((m = ORDINAL.matcher(p)).matches()) {
            String word = m.group(1).toLowerCase(Locale.ROOT);
            ordinal = word.equals("last") ? -1 : m.group(2) != null ? Integer.valueOf(m.group(2)) : ORDINALS.get(word);
            p = m.group(3);
            if (ordinal == 0) {
                ordinal = null;
            }
        }
        RoleHint role = RoleHint.ANY;
        p = ARTICLE.matcher(p.strip()).replaceFirst("");
        if (p.matches("\\p{Lu}\\p{L}*") && TRAILING_ROLE.matcher(p).matches()) {
            // a capitalised role word alone is a label ("click File", "open Options"), not a role
            return new Read(p, RoleHint.ANY, new Qualifiers(ordinal, container, relation));
        }
        if ((m = WITH_ICON.matcher(p)).matches()) {
            role = RoleHint.ICON;
            p = m.group(1);
        } else if ((m = NAMED.matcher(p)).matches()) {
            role = m.group(1) == null ? RoleHint.ANY : role(m.group(1), kind);
            p = m.group(2);
        } else if ((m = LEADING_ROLE.matcher(p)).matches()) {
            role = role(m.group(1), kind);
            p = m.group(2);
        } else if ((m = TRAILING_ROLE.matcher(p)).matches() && !((kind == Kind.TICK || kind == Kind.UNTICK)
                && m.group(2).equalsIgnoreCase("link"))) {
            // ("turn off the public link": a link is no switch, so the sharing link is the thing, whole)
            role = role(m.group(2), kind);
            p = m.group(1);
        }
        Matcher slot = DAY_TIME.matcher(p.strip());
        if (slot.matches() && container == null) {
            // "the Saturday 10:00-12:00 slot": that time under that day's heading
            return new Read(slot.group(2).strip(), role, new Qualifiers(ordinal, slot.group(1), relation));
        }
        String label = clean(p);
        if (quoted != null && label != null && label.contains(quoted)) {
            label = quoted;
        }
        return new Read(label, role, new Qualifiers(ordinal, container, relation));
    }

    /** A label without articles, quotes or end punctuation; null when nothing or only a pronoun is left. */
    static String clean(String phrase) {
        if (phrase == null) {
            return null;
        }
        String p = Words.unquote(ARTICLE.matcher(phrase.strip()).replaceFirst("").replaceAll("[.!?,;:]+$", "").strip());
        // "button ONE" is a label: a pronoun in capitals is a name
        return p.isEmpty() || PRONOUN.matcher(p).matches() && !p.chars().anyMatch(Character::isUpperCase) ? null : p;
    }

    /** "the row for invoice 1042" -> "invoice 1042", "Tom's row" -> "Tom", "the user @leo" -> "@leo". */
    static String container(String phrase) {
        String p = ARTICLE.matcher(phrase.strip()).replaceFirst("");
        String whole = clean(p);
        p = CONTAINER_HEAD.matcher(p).replaceFirst("");
        p = CONTAINER_TAIL.matcher(p).replaceFirst("");
        String c = clean(p);
        return c != null ? c : whole;
    }

    private static String cut(String p, Matcher m) {
        return m.find() ? p.substring(0, m.start()) : p;
    }

    private static Qualifiers.Side side(String word) {
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "below", "under", "underneath", "beneath" -> Qualifiers.Side.BELOW;
            case "above" -> Qualifiers.Side.ABOVE;
            case "left of", "to the left of" -> Qualifiers.Side.LEFT_OF;
            case "right of", "to the right of" -> Qualifiers.Side.RIGHT_OF;
            default -> Qualifiers.Side.NEXT_TO;
        };
    }

    static RoleHint role(String word, Kind kind) {
        return switch (word.toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", " ")) {
            case "text box", "textbox", "text field", "text area", "field", "entry", "input" -> RoleHint.EDITABLE;
            case "box" -> kind == Kind.TICK || kind == Kind.UNTICK ? RoleHint.CHECKBOX : RoleHint.EDITABLE;
            case "check box", "checkbox", "tick box", "tickbox" -> RoleHint.CHECKBOX;
            case "radio button", "radio" -> RoleHint.RADIO;
            case "button", "buton" -> RoleHint.BUTTON;
            case "link" -> RoleHint.LINK;
            case "tab" -> RoleHint.TAB;
            case "menu" -> RoleHint.MENU;
            case "dropdown", "drop down", "combo box", "combobox" -> RoleHint.COMBO;
            case "list" -> RoleHint.LIST;
            case "slider" -> RoleHint.SLIDER;
            case "spinner", "spin box", "spin" -> RoleHint.SPIN;
            case "icon" -> RoleHint.ICON;
            case "section" -> RoleHint.SECTION;
            case "one" -> RoleHint.ANY;
            default -> RoleHint.ITEM;
        };
    }
}
