package dev.tca.brain.plan;

import dev.tca.core.Action;
import dev.tca.core.KeyChord;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The planner's grammar: reads one clause into sub-goals with a confidence. Known verbs give
 * high confidence; a clause it can only read as "click what it names" gives low confidence, and
 * that is where a fallback classifier may pick the kind, which {@link #readAs} then fills in.
 * (Over 100 lines: one rule a verb family, kept together so their order is visible.)
 */
final class ClauseGrammar {

    /** What the grammar made of a clause, and how sure it is (0..1). */
    record Reading(List<SubGoal> steps, double confidence) {
        Kind kind() {
            return steps.isEmpty() ? Kind.CLICK : steps.get(0).kind();
        }
    }

    static final double SURE = 0.9;
    private static final int I = Pattern.CASE_INSENSITIVE;
    private static final Set<String> CONFIRM_WORDS = Set.of("ok", "okay", "yes", "submit", "confirm", "accept", "acknowledge",
            "continue", "proceed", "apply", "login", "log in", "sign in", "done", "finish");
    private static final Set<String> CANCEL_WORDS = Set.of("cancel", "no", "abort", "dismiss");
    private static final Pattern SECRET = dev.tca.core.Labels.SECRET;
    private static final Pattern FIND_OUT = Pattern.compile("^(?:(?:find|figure|work)\\s+out|(?:find|look\\s+up|check|see|work\\s+out|"
            + "determine)(?=\\s+(?:how|what|which|who|when|where|whether|if)\\b|\\s+the\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:price|cost|total|"
            + "balance|amount|number|count|value|date|time|score|status|rating|name|address|phone|email)\\s+(?:of|for|on|in)\\s))\\s+(.+)$", I);
    private static final Pattern QUESTION = Pattern.compile("^(?:what|which|who|how|when|where(?!\\s+(?:do|can|should|would)\\s+i\\b)|read|tell|is|are|does|do(?!\\s+not\\b))\\b", I);
    private static final Pattern ANSWER_HEAD = Pattern.compile("^(?:(?:what|which|who)\\s+(?:is|are|was|were|'s)|what's|"
            + "what\\s+does|(?:when|where)\\s+(?:is|are|was|does|do|did|will)|how\\s+(?:many|much)|read(?:\\s+out)?|tell\\s+me|show\\s+me|is|are|does|do)\\s+", I);
    private static final Pattern ANSWER_TAIL = Pattern.compile("\\s+(?:say|says|show|shows|read|reads|display|displays)$", I);
    private static final Pattern ASK_NOUN = Pattern.compile("^(?:what|which)\\s+(?!(?:is|are|was|were|does|do|did)\\b)"
            + "(\\p{L}+(?:\\s+\\p{L}+)?)\\s+(?:is|are|was|were|does|do|did|will)\\s+(.+)$", I);
    /**
     * The question's own verb at its end names no label: "set to", "cost", "leave from". Written in lower case only: a
     * capital makes it a name ("at 14 Alder Close", "the Open").
     */
    private static final Pattern ASKED_VERB = Pattern.compile("(?:\\s+(?-i:set|cost|costs|weigh|weighs|take|takes|last|lasts|"
            + "leave|leaves|come|comes|coming|arriving|need|needs|start|starts|end|ends|open|opens|close|closes|mean|means|go|goes))?"
            + "(?:\\s+(?:to|at|from|in|on|for|by))?$", I);
    private static final Pattern MENU_HEAD = Pattern.compile("^(?:choose|select|click|open|pick|use|go\\s+to|navigate\\s+to)\\s+", I);
    private static final Pattern IN_MENU = Pattern.compile("^in\\s+(?:the\\s+)?(.+?)\\s+menu,?\\s+(?:choose|click|select|pick)\\s+(.+)$", I);
    private static final Pattern SET_IN_MENU = Pattern.compile("^(?:set|change|switch|make)\\s+(?:the\\s+)?(.+?)\\s+(?:to|into)\\s+(.+)$", I);
    private static final Pattern OPEN_MENU = Pattern.compile("^(?:open|click)\\s+(?:on\\s+)?(?:the\\s+)?(.+?)\\s+menu$", I);
    private static final Pattern WAIT = Pattern.compile(
            "^wait(?:\\s+(?:for\\s+)?(\\d+(?:\\.\\d+)?)\\s*(ms|milliseconds?|s|secs?|seconds?|minutes?|mins?)?)?$", I);
    private static final Pattern SCROLL = Pattern.compile(
            "^scroll(?:\\s+(up|down|left|right))?(?:\\s+(?:by\\s+)?(\\d+))?(?:\\s+(?:times|notches|clicks|lines|steps))?\\s*(.*)$", I);
    private static final Pattern KEY = Pattern.compile(
            "^(?:press|hit|key|push|tap)\\s+(?:the\\s+)?(\\S+)(?:\\s+key)?(?:\\s+(?:to|so|in order to)\\b.*)?$", I);
    private static final Pattern SHORTCUT = Pattern.compile(
            "^(copy|paste|cut|undo|redo|select\\s+all)(?:\\s+(?:it|that|this|them|the\\s+text|the\\s+selection|everything|all))?$", I);
    private static final Pattern SELECT_ALL_IN = Pattern.compile("^(?:select|highlight|mark)\\s+(?:all|everything|(?:all\\s+(?:of\\s+)?|"
            + "the\\s+(?:whole|entire)\\s+)(?:the\\s+)?(?:text|contents?|words))(?:\\s+(?:in|of|inside)\\s+(?:the\\s+)?(.+))?$", I);
    private static final String OPERAND = "\\d+(?:[.,]\\d+)?";
    private static final Pattern CALCULATE = Pattern.compile("^(?:calculate|compute|work\\s+out|evaluate|figure\\s+out|do|key\\s+in|"
            + "enter|type)\\s+(?:the\\s+(?:sum|result|product|answer)\\s+of\\s+)?(" + OPERAND + "(?:\\s*(?:\\+|-|−|\\*|×|x|/|÷|plus|minus|"
            + "times|multiplied\\s+by|divided\\s+by|over)\\s*" + OPERAND + ")+)(\\s+(?:in|on|with|using|into)\\s+(?:the\\s+|a\\s+)?"
            + "calculator(?:\\s+app)?)?$", I);
    private static final Pattern AS_PAIRS = Pattern.compile("^(choose|select|pick|use|set|make)\\s+(.+)$", I);
    private static final Pattern AS_PART = Pattern.compile("^\\S.{0,40}?\\s+as\\s+(?:the|your|my|our)\\s+\\S.{0,40}$", I);
    private static final String SWAPPED = "('[^']+'|\"[^\"]+\"|[\\p{L}\\d][\\p{L}\\d'’-]*(?:\\s+[\\p{L}\\d'’-]+){0,2})";
    private static final Pattern REPLACE_ALL = Pattern.compile("^(?:replace|change|substitute|swap)\\s+(?:(every|all(?:\\s+the)?|each)\\s+)?"
            + "(?:(?:occurrences?|instances?|mentions?|cases?)\\s+of\\s+)?(?:the\\s+(?:word|text|phrase|name)\\s+)?" + SWAPPED
            + "\\s+(?:with|by|for|to|into)\\s+(?:the\\s+(?:word|text|phrase|name)\\s+)?" + SWAPPED
            + "(?:(\\s+(?:everywhere|throughout|all\\s+over|in\\s+(?:the\\s+)?(?:whole|entire)|wherever)\\b.*)|(\\s+in\\s+(?:the|this|my)\\s+"
            + "(?:document|file|text|notes?|editor|list|page|letter|draft|recipe|message|e-?mail|paragraph|essay|story|script|code|"
            + "sentence|line|title|report|article)))?$", I);
    private static final Pattern UNDO_CHANGE = Pattern.compile("^(undo|redo)\\s+(?:the\\s+|my\\s+|that\\s+)?(?:last|previous|latest|"
            + "most\\s+recent)?\\s*(?:change|edit|action|step|typing|deletion|move)s?$", I);
    private static final String FARTHEST = "(max(?:imum)?|min(?:imum)?|highest|lowest|full|top|bottom|far\\s+(?:left|right)|middle|centre|center|"
            + "half\\s*way|"
            + "(?:very\\s+)?(?:left|right|end|start|beginning))";
    private static final Pattern EXTREME_VALUE = Pattern.compile("^(?:set|turn|move|drag|slide|push|put|bring|pull)\\s+(.+?)\\s+"
            + "(?:all\\s+the\\s+way\\s+)?(?:up\\s+|down\\s+|over\\s+)?(?:to|at)\\s+(?:the\\s+|its\\s+)?" + FARTHEST
            + "(?:\\s+(?:value|setting|level|position|end|side))?$", I);
    private static final Pattern ALL_THE_WAY = Pattern.compile("^(?:set|turn|move|drag|slide|push|put|bring|pull|crank)\\s+(.+?)\\s+"
            + "(?:all\\s+the\\s+way|as\\s+(?:high|low|far|loud|bright)\\s+as\\s+(?:it|they)\\s+(?:can\\s+)?go(?:es)?)\\s*(up|down|"
            + "left|right)?$", I);
    private static final Pattern TOGGLE = Pattern.compile("^(?:toggle|flip)\\s+(?:the\\s+)?(.+?)(?:\\s+(?:switch|toggle|check\\s*box|"
            + "option|setting))?(?:\\s+(on|off))?$", I);
    private static final Pattern RELOAD = Pattern.compile("^(?:refresh|reload)\\s+(?:the\\s+|this\\s+)?(?:web\\s*)?(?:page|tab|site)$", I);
    private static final Pattern PASTE_INTO = Pattern.compile("^paste\\s+(?:it\\s+|that\\s+|this\\s+)?(?:into|in)\\s+(.+)$", I);
    private static final Pattern DOUBLE = Pattern.compile("^double[- ]?click\\s+(?:on\\s+)?(.+)$", I);
    private static final Pattern RIGHT = Pattern.compile("^right[- ]?click\\s+(?:on\\s+)?(.+)$", I);
    private static final Pattern LOGIN = Pattern.compile("^(log\\s*in|sign\\s*in|login)(?:\\s+now)?$", I);
    private static final Pattern SEARCH = Pattern.compile("^(?:search(?:\\s+for)?|look\\s+(?:up|for)|find)\\s+(.+)$", I);
    private static final Pattern SAVE = Pattern.compile("^(?:save(?:\\s+(?:it|this|that|everything|the\\s+\\S+|my\\s+\\S+|all))?"
            + "|keep\\s+(?:the|my|all\\s+(?:the|my))\\s+(?:changes|edits|work))(?:\\s+as\\s+(.+))?$", I);
    private static final Pattern CLEAR = Pattern.compile("^(?:clear|empty|erase|wipe)\\s+(?:out\\s+)?(.+)$", I);
    private static final Pattern HOVER = Pattern.compile("^(?:hover(?:\\s+(?:over|on))?|mouse\\s+over|point\\s+at|"
            + "(?:move|put|rest|hold)\\s+(?:the\\s+|your\\s+)?(?:mouse|pointer|cursor)\\s+(?:over|on(?:to)?|above))\\s+(.+)$", I);
    private static final Pattern CLOSE = Pattern.compile("^close\\s+(.+)$", I);
    private static final Pattern DIALOG_VERB = Pattern.compile("^(submit|confirm|accept|acknowledge|continue|proceed|apply|install|finish|"
            + "cancel|dismiss|abort)\\b.*$", I);
    private static final String ANSWERED = "(?:invitation|invite|request|booking|reservation|appointment|meeting|offer|order|"
            + "subscription|membership|trip|ride|delivery|event)s?";
    /**
     * "accept the invitation from Jonas", "accept Mia's friend request": one thing of a kind that has its own Accept, told
     * apart from others (a bare "accept the invitation" is the dialog's button).
     */
    private static final Pattern ANSWER_THING = Pattern.compile("^(accept|cancel)\\s+((?:(?:the\\s+|my\\s+|this\\s+|that\\s+)?"
            + "(?:[\\p{L}-]+\\s+){0,2}" + ANSWERED + "\\s+(?:from|for|with|by|to|on|at)\\s+.+"
            + "|(?-i:\\p{Lu})[\\p{L}-]*['’]s\\s+(?:[\\p{L}-]+\\s+){0,2}" + ANSWERED + "))$", I);
    /** "unlock it", "run it anyway": the dialog's own act on its subject, its button by that name or else its OK. */
    private static final Pattern DIALOG_ACT = Pattern.compile("^(unlock|run|connect|reconnect|authenticate|authori[sz]e|allow|"
            + "grant|retry|restart|update|upgrade|decrypt|mount|unmount|eject|trust|verify)(?:\\s+(?:it|this|that|them|now|anyway|"
            + "(?:it|this|that|them)\\s+(?:now|anyway)))?$", I);
    /** "name the new folder reports-2024", "call it draft-2", "rename it to notes.txt": the value goes into the name field. */
    private static final Pattern NAME_AS = Pattern.compile("^(?:name|call|rename|title)\\s+(.+?)\\s+(?:to\\s+|as\\s+)?"
            + "('[^']+'|\"[^\"]+\"|\\S*[\\d._/-]\\S*)$", I);
    /** "call the folder Tax 2026", "name it Q3 plan": after the thing named, the rest is its name. */
    private static final Pattern NAME_OBJECT = Pattern.compile("^(?:name|call|title)\\s+(?:it|this|that|them|(?:the|my|a|an|your|our|this|that)"
            + "\\s+(?:new\\s+)?[\\p{Ll}-]+)\\s+(?:as\\s+)?(?!(?:after|for|in|on|with|by|from|to|at|and|so)\\b)(\\S.*?)[.!]?$", I);
    /** "leave a comment as Mia saying 'Lovely photos'", "post a review: great coffee": a text, perhaps a name, then send it. */
    private static final Pattern WRITE = Pattern.compile("^(leave|post|write|add|send|submit|put|drop)\\s+(?:a|an|the|my|our)?\\s*"
            + "(?:short\\s+|quick\\s+|new\\s+|public\\s+)?(comment|review|reply|message|note|feedback|response|answer)\\b(.*)$", I);
    private static final Pattern WRITTEN_AS = Pattern.compile("\\bas\\s+(\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?)");
    private static final Pattern WRITTEN_TEXT = Pattern.compile("(?i)(?:\\bsaying|\\bthat\\s+says|\\breading|\\bwith\\s+the\\s+text|:)\\s+(.+)$");
    /** "rename the spreadsheet Budget draft.xlsx to Budget 2032.xlsx": a thing named by its name, and its new name. */
    private static final Pattern RENAME_THING = Pattern.compile("^rename\\s+(?:the\\s+|my\\s+|our\\s+)?(?:(?:file|folder|document|doc|"
            + "spreadsheet|sheet|playlist|list|board|project|page|note|photo|picture|album|channel|presentation|chat|group|card|task|"
            + "item|contact|tag|label|category)\\s+)?('[^']+'|\"[^\"]+\"|.+?)\\s+(?:to|as)\\s+('[^']+'|\"[^\"]+\"|.+?)"
            + "(?:\\s+(?:instead|please|now))*[.!]?$", I);
    /** "rename the document to Q3 plan", "change the name to Lisbon 2025 instead": the rest is the new name. */
    private static final Pattern RENAME = Pattern.compile("^(?:rename|retitle|(?:change|set)\\s+(?:the\\s+|its\\s+|my\\s+)?"
            + "(?:name|title))\\s+(?:(?:it|this|that|the\\s+\\S+(?:\\s+\\S+)?|(?:my|our)\\s+\\S+(?:\\s+\\S+)?)\\s+)?(?:to|as)\\s+(.+?)"
            + "(?:\\s+(?:instead|please|now))*[.!]?$", I);
    private static final Pattern PERCENT = Pattern.compile("^(?:set\\s+(?:the\\s+)?)?(\\p{L}+)(?:\\s+(?:in|out|up|down))?\\s+(?:to\\s+|at\\s+|of\\s+)?"
            + "(\\d{1,3}(?:\\.\\d+)?)\\s*(?:%|percent|per\\s*cent)$", I);
    /** "move the delivery to the 22nd of the same month": that day of the month the calendar shows. */
    private static final Pattern DAY_ONLY = Pattern.compile("^(?:move|change|set|reschedule|pick|choose|select|switch|make|push|"
            + "bring)\\s+(?:it|(?:the|my|our)\\s+[\\p{L} -]+?)?\\s*(?:to|for|on)\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)"
            + "(?:\\s+of\\s+(?:the\\s+same|this|that)\\s+month)?$", I);
    /** "pay the bill with an 18% tip": the percentage set first, then the act. */
    private static final Pattern WITH_PERCENT = Pattern.compile("^(.+?)\\s+with\\s+(?:an?\\s+|the\\s+)?(\\d{1,3}(?:\\.\\d+)?)\\s*"
            + "(?:%|percent|per\\s*cent)\\s+(\\p{L}[\\p{L}-]*)$", I);
    /** The nouns of a mail, and the words that pick one by its age. */
    private static final String MAIL = "(?:e-?mails?|messages?|mails?|conversation|thread|note)";
    private static final String FRESH = "(?:latest|last|newest|first|unread|new)";
    /** "send this email to Carlos Mendes": the recipient into To, then Send. */
    private static final Pattern SEND_TO = Pattern.compile("^send\\s+(?:(?:this|the|my|that|it|an?)\\s+)?(?:(?:e-?mail|message|mail|"
            + "note|reply|draft|invitation|invite)\\s+)?to\\s+((?-i:\\p{Lu})[\\p{L}'-]*(?:\\s+(?-i:\\p{Lu})[\\p{L}'-]*){0,3}|[\\w.+-]+@[\\w.-]+)$", I);
    /** "reply to Mia's email with 'Sounds good'", "reply 'ok' to the message from Tom": open it, Reply, the text, Send. */
    private static final Pattern REPLY = Pattern.compile("^(?:reply|respond|answer)(?:\\s+to\\s+(.+?))?\\s+(?:with(?:\\s+the\\s+text)?|saying|:)"
            + "\\s+('[^']*'|\"[^\"]*\"|.+?)[.!]?$", I);
    private static final Pattern REPLY_QUOTED = Pattern.compile("^(?:reply|respond|answer)\\s+('[^']*'|\"[^\"]*\")\\s+to\\s+(.+?)[.!]?$", I);
    /** "forward Lara's email to bob@example.com": open it, Forward, the recipient into To, Send. */
    private static final Pattern FORWARD = Pattern.compile("^forward\\s+(.+?)\\s+to\\s+((?-i:\\p{Lu})[\\p{L}'-]*(?:\\s+(?-i:\\p{Lu})[\\p{L}'-]*){0,3}"
            + "|[\\w.+-]+@[\\w.-]+|\\p{Ll}[\\p{L}'-]*)[.!]?$", I);
    /** "find the email by Lara", "open Lena's message": the row of that sender. */
    private static final Pattern OPEN_MAIL = Pattern.compile("^(?:find|open|locate|look\\s+for|go\\s+to|select|view|read|check|click(?:\\s+on)?)"
            + "\\s+(.+?" + MAIL + "\\b.*)$", I);
    /** The sender a mail phrase names: "the email from Lara Croft", "Mia's message", "the message by tom@x.org". */
    private static final Pattern SENDER = Pattern.compile("^(?:(?:the|an?|that|this|my)\\s+)?(?:" + FRESH + "\\s+)?"
            + MAIL + "\\s+(?:from|by|sent\\s+by|of)\\s+(.+)$"
            + "|^(.+?)['’]s?\\s+(?:" + FRESH + "\\s+)?" + MAIL + "\\b(.*)$"
            + "|^(?:(?:the|an?|that|this|my)\\s+)?" + MAIL + "(\\s+(?:about|regarding|titled|called|"
            + "with\\s+the\\s+subject)\\s+.+)$", I);
    private static final Pattern TOPIC = Pattern.compile("\\s+(?:about|regarding|re|on|with\\s+the\\s+subject|titled|called)\\s+"
            + "(?:the\\s+)?(.+)$", I);
    /** "bump the heating up by two degrees", "lower the volume by 10": a change by an amount. */
    private static final Pattern BY_AMOUNT = Pattern.compile("^(raise|increase|lower|decrease|reduce|bump|push|boost|drop|nudge|"
            + "turn|bring|put|set)\\s+(?:the\\s+|my\\s+|our\\s+)?(.+?)\\s+(?:(up|down)\\s+)?by\\s+(\\d+(?:\\.\\d+)?|one|two|three|four|five|"
            + "six|seven|eight|nine|ten|a\\s+couple\\s+of|half\\s+a)(?:\\s+(?:degrees?|percent|%|points?|steps?|notches?|units?))?"
            // "... in the bedroom": the room's own control
            + "(?:\\s+(?:in|on|for)\\s+(?:the\\s+|my\\s+|our\\s+)?(.+?))?$", I);
    /** "how big is the deck": the quantity the adjective asks for. */
    private static final Pattern HOW_ADJECTIVE = Pattern.compile("^how\\s+(big|large|long|old|heavy|tall|high|far|wide|fast|deep|expensive)"
            + "\\s+(?:is|are|was|were|will\\s+be)\\s+(.+?)[?.!]*$", I);
    /** "leave out the documentation": a part not to include. */
    private static final Pattern LEAVE_OUT = Pattern.compile("^(?:leave\\s+out|exclude|omit)\\s+(?:the\\s+|any\\s+)?(.+)$", I);
    /**
     * "install all the language packs apart from Greek", "switch off every light except the hallway's": every box
     * set the verb's way but the one named, which is left out (unticked) of what is ticked, or left alone.
     */
    private static final Pattern ALL_BUT = Pattern.compile("^((?:turn|switch)\\s+(?:on|off)|\\p{L}+)\\s+(?:(?:on|off)\\s+)?(?:all|every|each|everything)"
            + "(?:\\s+(?:of\\s+)?(?:the\\s+|my\\s+|our\\s+)?(.+?))?(?:\\s+(?:on|off))?\\s+(?:apart\\s+from|except(?:\\s+for)?|but(?:\\s+not)?|"
            + "other\\s+than|save\\s+for|besides)\\s+(?:the\\s+|my\\s+)?(.+?)$", I);
    private static final Pattern ON_VERB = Pattern.compile("(?i)install|select|tick|check|enable|include|keep|choose|pick|add|"
            + "download|(?:turn|switch)\\s+on|activate|subscribe|allow|import|export|copy|back\\s+up|restore|mark");
    private static final Pattern OFF_VERB = Pattern.compile("(?i)(?:turn|switch)\\s+off|disable|uncheck|untick|deselect|exclude|"
            + "deactivate|block|mute|silence|unsubscribe|clear");
    private static final Pattern BOXES_THEN = Pattern.compile("(?i)install|download|import|export|copy|back\\s+up|restore|delete|remove");
    /** A setup dialog's act with the parts it includes: only plain words (a quote, a digit or @ is a value to type). */
    private static final Pattern ACT_WITH = Pattern.compile("^(install|continue|proceed|download|create|finish|set\\s+up|setup|"
            + "upgrade|update|export|build|generate)\\s+(?:it\\s+|this\\s+|everything\\s+)?(with|without)\\s+(?:the\\s+|a\\s+|an\\s+|any\\s+)?"
            + "([\\p{L} ,&-]+?(?:\\s+and\\s+(?:the\\s+|a\\s+|an\\s+)?[\\p{L} -]+)?)$", I);
    private static final Pattern COMMENT_ON = Pattern.compile("^(?:comment|write|post)\\s+(?:on|under|below)\\s+(?:this|the|that|my|your)\\s+"
            + "(?:article|post|story|page|blog(?:\\s+post)?|recipe|photo|picture|video|review|entry)\\b,?(.*)$", I);
    /** "reply to @bob's tweet": that post's own Reply. */
    private static final Pattern REPLY_TO = Pattern.compile("^(reply|respond|comment)\\s+(?:to|on)\\s+(.+)$", I);
    /** "remove Banana from the cart": the Remove button in Banana's row. */
    private static final Pattern REMOVE_FROM = Pattern.compile("^(remove|delete|take)\\s+(.+?)\\s+(?:out\\s+)?(?:from|of)\\s+(?:the\\s+|my\\s+|your\\s+)?"
            + "(?:shopping\\s+)?(?:cart|bag|basket|trolley|order|wishlist|wish\\s+list|favou?rites|playlist|watchlist|queue|list|library)$", I);
    /** "remove Jonas Weber from the Atlas project", "take Mia off the Design team": that place first, then the row's Remove. */
    private static final Pattern REMOVE_FROM_PLACE = Pattern.compile("^((?i:remove|delete|take|kick))\\s+(\\p{Lu}[\\p{L}'.-]*(?:\\s+\\p{Lu}[\\p{L}'.-]*){0,2})"
            + "\\s+(?i:out\\s+of|off(?:\\s+of)?|from)\\s+(?i:the\\s+|my\\s+|our\\s+)?(\\p{Lu}[\\p{L}\\d'-]*(?:\\s+\\p{Lu}[\\p{L}\\d'-]*){0,2})"
            + "(?:\\s+(?i:project|team|group|channel|board|workspace|folder|album|space|organi[sz]ation|class|course))?$");
    private static final Pattern ME_NAMED = Pattern.compile("\\b(?:from|by)\\s+me\\s*\\((\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*)?)\\)");
    /** "take the teapot out", "take out the teapot": its row's Remove. */
    private static final Pattern TAKE_OUT = Pattern.compile("^take\\s+(?:out\\s+(.+)|(.+?)\\s+out)$", I);
    /** "sort the table by price", "sort by name": the column's header. */
    private static final Pattern SORT = Pattern.compile("^(?:sort|order)\\s+(?:(?:the|this|my)\\s+[\\p{L} ]{1,30}?\\s+)?by\\s+(?:the\\s+)?(.+?)"
            + "(?:\\s+(?:column|field))?(?:,?\\s+(?:(?:in\\s+)?(?:asc|desc)\\p{L}*(?:\\s+order)?|(?:from\\s+)?(?:low|high|small|big|a|z|old|new)\\p{L}*\\s+to\\s+"
            + "\\p{L}+|(?:the\\s+)?\\p{L}+(?:est)\\s+(?:first|on\\s+top)))?$", I);
    /** "show me the prices in euros": the option that shows it so. */
    private static final Pattern SHOW_IN = Pattern.compile("^(?:show|display|list|give)\\s+(?:me\\s+)?(?:the\\s+|all\\s+|my\\s+)?"
            + "[\\p{L} -]{2,30}?\\s+in\\s+(?:the\\s+)?([\\p{L}][\\p{L} -]{1,30})$", I);
    /** "tell them I can't make it": the dialog's answer nearest those words in meaning. */
    private static final Pattern TELL = Pattern.compile("^(?:tell|let)\\s+(?:them|him|her|the\\s+\\p{L}+)\\s+(?:know\\s+)?(?:that\\s+)?"
            + "(.{3,80})$", I);
    /** "put the sunscreen in": the box of that item ticked. */
    private static final Pattern PUT_IN = Pattern.compile("^(?:put|pack|add|include|throw)\\s+(?:the\\s+|my\\s+|some\\s+)?(.+?)\\s+in$", I);
    private static final Pattern LEAVE_FROM = Pattern.compile("^(unsubscribe|unfollow|withdraw|resign|opt\\s+out)\\s+(?:(?:me|us)\\s+)?from\\s+"
            + "(?:the\\s+|my\\s+)?(.{3,60})$", I);
    /** A person by a name in capitals (case-sensitive even in a pattern that ignores case: "from" is no name). */
    private static final String CAPITALISED_NAME = "(?-i:\\p{Lu}[\\p{L}.'-]*(?:\\s+\\p{Lu}[\\p{L}.'-]*)*)";
    /** "from Finance", "in the Design team": the team a person of two alike is told apart by. */
    private static final String OF_TEAM = "(?:\\s+(?:from|in|at|on)\\s+(?:the\\s+)?(?-i:(\\p{Lu}[\\p{L}&'-]*(?:\\s+\\p{Lu}[\\p{L}&'-]*)?)))?";
    private static final String A_MESSAGE = "(?:(?:direct|private|quick|short)\\s+)?(?:message|e-?mail|note|text|dm)";
    private static final String SAYING = "\\s*(?::|,|\\s+saying|\\s+that\\s+says|\\s+that|\\s+to\\s+say)\\s+(.+)$";
    private static final Pattern WRITE_TO = Pattern.compile("^(?:e-?mail|message|text|dm|write\\s+to|send\\s+(?:an?\\s+)?" + A_MESSAGE
            + "\\s+to)\\s+(" + CAPITALISED_NAME + "|[\\w.+-]+@[\\w.-]+)" + OF_TEAM + SAYING, I);
    /** "send Priya Ramanathan from Finance a direct message saying ...": the person first, then the message. */
    private static final Pattern SEND_SOMEONE = Pattern.compile("^send\\s+(" + CAPITALISED_NAME + ")" + OF_TEAM + "\\s+an?\\s+" + A_MESSAGE
            + SAYING, I);
    private static final Pattern NTH_VERB = Pattern.compile("^(delete|remove|archive|edit|mark|star|pin|approve|"
            + "reject|cancel|dismiss|complete|check\\s+off|like|unlike|share|retweet|repost|play|pause|download|"
            + "reply\\s+to|follow|unfollow|mute|unmute|bookmark|save|restore|duplicate|copy|rename|report|hide|flag|upvote|downvote)\\s+(?:the\\s+)?(first|second|third|fourth|fifth|last|(\\d{1,2})(?:st|nd|rd|th))"
            + "\\s+(\\p{L}[\\p{L}-]*)(?:\\s+(?:in|on|from)\\s+.*)?$", I);
    private static final java.util.Map<String, Integer> NTH = java.util.Map.of("first", 1, "second", 2, "third", 3, "fourth", 4,
            "fifth", 5);
    /** A dialog verb with an object of its own: "cancel my woodworking class", "approve Lee's expense". */
    private static final Pattern VERB_TO_NAME = Pattern.compile("^(cancel|delete|remove|stop|pause|edit|approve|reject|decline|"
            + "archive)\\s+(?:the|my|our|this)\\s+(?:[\\p{L}-]+\\s+){1,3}?(?:to|with)\\s+(?-i:(\\p{Lu}[\\p{L}\\d'’&.-]*"
            + "(?:\\s+(?:\\p{Lu}|\\d|&)[\\p{L}\\d'’&.-]*){0,4}))$", I);
    private static final Pattern ROW_VERB = Pattern.compile("^(cancel|approve|decline|reject|reschedule|rebook|postpone)\\s+"
            + "(?:(?:my|our|the|this|that)\\s+|(?-i:(?=\\p{Lu}\\p{Ll}+\\s+\\p{Lu})))(?!.*\\b(?:changes?|edits?|dialog|form|window|order|booking|terms|licen[cs]e|agreement|"
            + "conditions|prompt|popup|pop-up|action|operation|it|this|that)\\b)(.{3,60})$", I);
    /** "delete the row whose status is Failed", "retry the job where the owner is Kim": that row's button. */
    private static final Pattern WHOSE = Pattern.compile("^(delete|remove|archive|edit|open|view|approve|reject|decline|cancel|retry|"
            + "restart|rerun|re-run|resend|refund|restore|star|pin|mark|download|duplicate|select|click)\\s+(?:on\\s+)?(?:the\\s+)?"
            + "(?:\\p{L}+\\s+)?(?:whose|where|with|that\\s+has|which\\s+has|that\\s+is|which\\s+is)\\s+(?:the\\s+|its\\s+|a\\s+)?"
            + "(?:(?:\\p{L}+\\s+){0,2}?(?:is|=|says|reads|shows|equals|of|set\\s+to)\\s+['\"]?(.{1,40}?)['\"]?"
            // "the item with status 'Expired'", "the file with the name notes.txt": a value that looks like one
            + "|(?:\\p{L}+\\s+){1,2}(?:['\"](.{1,40})['\"]|((?-i:\\p{Lu})\\S*(?:\\s+(?-i:\\p{Lu})\\S*)*|\\S*\\d\\S*|\\S+\\.\\p{L}{2,4})))$", I);
    /** "follow The Quiet Allotment", "subscribe to Daily Loop": a named thing's own button of that verb. */
    private static final Pattern FOLLOW = Pattern.compile("^(follow|unfollow|subscribe\\s+to|unsubscribe\\s+from|join|leave|mute|unmute|"
            + "block|unblock|star|pin|bookmark)\\s+(?:the\\s+(?=(?-i:\\p{Lu})))?((?-i:\\p{Lu})[\\p{L}\\d'’.&-]*(?:\\s+(?:of|the|and|&|de|van|von|"
            + "(?-i:\\p{Lu})[\\p{L}\\d'’.&-]*|@\\S+)){0,5}|@\\S+|'[^']+'|\"[^\"]+\")$", I);
    /** "mute the Year 6 parents' chat": a named conversation's own button of that verb (its name need not be all capitals). */
    private static final Pattern FOLLOW_KIND = Pattern.compile("^(follow|unfollow|mute|unmute|block|unblock|star|pin|archive)\\s+"
            + "(?:(?:the\\s+|my\\s+|our\\s+)(?=[\\p{L}\\d])|(?=(?-i:\\p{Lu})))([\\p{L}\\d][\\p{L}\\d'’.&-]*(?:\\s+[\\p{L}\\d'’.&-]+){0,5}?\\s+(?:chat|group|group\\s+chat|"
            + "channel|thread|conversation|server|forum|page|playlist|podcast))$", I);
    /** A dialog verb whose object carries its own number or name: "cancel order #4471", "approve request 12". */
    private static final Pattern ROW_ID = Pattern.compile("^(cancel|approve|decline|reject)\\s+(?:the\\s+)?"
            + "((?:\\p{L}+\\s+){0,3}?(?:#\\s?\\d+|\\d{2,}|'[^']+'|\"[^\"]+\").*)$", I);
    /** "go on to payment", "continue to checkout": the button that goes there. */
    private static final Pattern GO_ON = Pattern.compile("^(?:go\\s+on|move\\s+on|carry\\s+on|continue|proceed|head\\s+on)\\s+"
            + "(?:to|with)\\s+(?:the\\s+)?(.+)$", I);
    /** "don't restart now", "do not save": the user declines what the screen asks, unless a button says it. */
    /** "don't send Noor an email", "don't notify the team": a message not sent is a box not ticked. */
    private static final Pattern DONT_TELL = Pattern.compile("^(?:don'?t|do\\s+not|never)\\s+(?:(?:send|cc|copy|forward|tell|let)\\b.*?\\b"
            + "(?:e-?mail|notif\\p{L}*|know|message|text|reply|response|update|confirmation)|e-?mail|notify|message|text|ping|alert)\\b.*$", I);
    private static final Pattern DECLINE = Pattern.compile("^(?:don'?t|do\\s+not|never)\\s+(.+)$", I);
    /** "more time than I need", "longer than necessary", "more than £20": a limit said with a comparison. */
    private static final Pattern LIMIT = Pattern.compile("\\b(?:more|longer|later|earlier|further|bigger|higher)\\b[^.;!?]*\\bthan\\b", I);
    /**
     * A decline about things to get, not the screen's question: "don't order any of those", "never buy them" ("don't save
     * them" still declines a dialog's Save).
     */
    private static final Pattern DECLINE_ITEMS = Pattern.compile("^(?:order|re-?order|buy|add|get|book|include|select|pick|choose|request|renew|take|pack|bring|reserve)"
            + "\\s+(?:any(?:\\s+(?:of\\s+)?(?:those|these|them|it))?|those|these"
            + "|them|more\\s+of\\s+(?:those|these|them))\\b", I);
    /** "check me in on the 3rd of April": a stay's check-in date (not a box to tick). */
    private static final Pattern CHECK_IN = Pattern.compile("^check\\s+(?:(?:me|us|him|her|them)\\s+)?(in|out)\\s+(?:on|for)\\s+(.+)$", I);
    private static final Pattern TICK = Pattern.compile("^(?:(tick|check(?!\\s+(?:out|in)\\b)|enable|activate|include|(?:turn|switch)\\s+on)|"
            + "(untick|uncheck|disable|deselect|(?:turn|switch)\\s+off))\\s+(.+)$", I);
    /**
     * "leave Downloads out", "keep Wi-Fi off": a box to be left without its tick, unticked if it has one ("leave the fruit
     * unticked" names a kind of boxes not to touch, LEAVE_ALONE).
     */
    private static final Pattern LEAVE_OFF = Pattern.compile("^(?:leave|keep)\\s+(?:the\\s+)?(.+?)\\s+(?:out|off)"
            + "(?:\\s+of\\s+(?:it|this|that|the\\s+.+))?$", I);
    private static final Pattern MARK_DONE = Pattern.compile("^(?:mark\\s+(?:the\\s+|my\\s+)?(.+?)\\s+as\\s+(?:done|complete|completed|finished)"
            + "|(?:tick|check|cross)\\s+off\\s+(?:the\\s+|my\\s+)?(.+))$", I);
    private static final Pattern ANSWER_WITH = Pattern.compile("^(?:answer|reply|respond|say)(?:\\s+with)?\\s+['\"]?(yes|no|ok|maybe)['\"]?"
            + "(?:\\s+(?:to|on|for)\\s+.+)?$", I);
    /** "make the Office printer my default", "set the second floor printer as the default": that row's Set as default. */
    private static final Pattern AS_DEFAULT = Pattern.compile("^(?:make|set|put|mark|choose|use)\\s+(?:the\\s+|my\\s+|our\\s+)?(.+?)\\s+"
            + "(?:as\\s+)?(?:my|the|our)\\s+default(?:\\s+\\p{L}+)?$", I);
    /** "keep the security alerts on", "leave Wi-Fi enabled": a box to keep its tick, ticked if it has none. */
    private static final Pattern KEEP_ON = Pattern.compile("^(?:leave|keep)\\s+(?:the\\s+|my\\s+)?(.+?)\\s+(?:on|ticked|checked|enabled|"
            + "switched\\s+on|turned\\s+on)$", I);
    /** "agree to the terms", "accept the terms and conditions": the box that says so, ticked. */
    private static final Pattern AGREE = Pattern.compile("^(?:(?:i\\s+)?(?:agree|consent)\\s+to|accept)\\s+((?:the\\s+|our\\s+|your\\s+)?"
            + "(?:terms|conditions|t&cs?|licen[cs]e|agreement|eula|privacy\\s+policy|policy|rules)\\b.*|(?<!accept\\s).+)$", I);
    /** "leave the fruit unticked", "keep the rest as they are": what not to touch, no step. */
    private static final Pattern LEAVE_ALONE = Pattern.compile("^(?:leave|keep)\\s+(?:the\\s+)?.+?\\s+(?:un(?:ticked|checked|selected|touched|changed)|"
            + "as\\s+(?:it\\s+is|they\\s+are|is)|alone|blank|empty|off|unset)$"
            // "leave the default", "keep the defaults": nothing to change
            + "|^(?:leave|keep|accept)\\s+(?:the\\s+|all\\s+the\\s+)?defaults?(?:\\s+(?:settings?|values?|options?))?$", I);
    /** "the password is Blue-Heron-9", "my email is ada@example.org": a field and what it holds, typed in. */
    private static final Pattern FIELD_IS = Pattern.compile("^(?:the|my|our|your)\\s+(\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*)?)\\s+"
            + "(?:is|should\\s+be|will\\s+be)\\s+(.+)$", I);
    private static final Pattern UNIT = Pattern.compile("(?i)^(\\d+(?:\\.\\d+)?)\\s*(?:min(?:ute)?s?|sec(?:ond)?s?|h(?:ou)?rs?|hours?|days?|"
            + "weeks?|months?|years?|px|pixels?|pt|points?|times|copies|people|persons|guests|servings|seats|nights|items|pages|steps|"
            + "notches|levels?)$");
    private static final Pattern KIND_TITLED = Pattern.compile("^\\p{Lu}[\\p{L}\\d'’-]*(?:\\s+[\\p{L}\\d'’-]+){0,5}\\s+"
            + "(?:note|email|e-mail|message|file|task|ticket|photo|picture|document|recipe|song|track|event|reminder|booking|"
            + "reservation|order|invoice|newsletter|contact|playlist|album|video|podcast)$");
    /** "move the note to the Travel folder", "file it under Receipts": a thing to a named place of a kind that holds things. */
    private static final Pattern MOVE_TO = Pattern.compile("^(move|file|send|transfer|drag|put)\\s+(.+?)\\s+(?:to|into|under|in)\\s+"
            + "(?:the\\s+|my\\s+|our\\s+)?(.+?)\\s+(?:folder|list|board|column|album|category|project|group|section|lane|mailbox|"
            + "notebook|collection|playlist|stage)(?:\\s+(?:that's|that\\s+is|which\\s+is)\\s+(?:inside|in|under|within)\\s+"
            + "(?:the\\s+|my\\s+|our\\s+)?(.+?)(?:\\s+(?:folder|project|group|section))?)?$", I);
    /** "move the Budget card from To do to Done": a board's card to a column it names without saying "column". */
    private static final Pattern MOVE_CARD = Pattern.compile("^(?:move|put)\\s+(?:the\\s+|my\\s+|our\\s+)?(.+?\\s+(?:card|ticket|task|issue|story))"
            + "(?:\\s+from\\s+(?:the\\s+)?.+?)?\\s+(?:to|into|over\\s+to)\\s+(?:the\\s+)?(.+?)(?:\\s+(?:column|lane|list|stage))?$", I);
    /** "drag the Fix login bug card to the Done column", "drop report.pdf onto the Archive folder": a thing carried to a place. */
    private static final Pattern DRAG = Pattern.compile("^(?:drag(?:\\s+and\\s+drop)?|drop)\\s+(.+?)\\s+(?:to|into|onto|on\\s+to|on|over|"
            + "in|under|across\\s+to)\\s+(?:the\\s+|my\\s+|our\\s+)?(.+?)(?:\\s+(?:folder|list|board|column|lane|area|box|zone|bin|basket|"
            + "section|slot|stage|pile|tray|icon))?$", I);
    /** A slider's parts and ends: dragging those sets a value ("drag the volume slider to 70"), it carries nothing. */
    private static final Pattern DRAGGED_VALUE = Pattern.compile("(?i).*\\b(?:slider|handle|knob|thumb|volume|brightness|zoom)\\b.*"
            + "|(?:the\\s+)?(?:\\d.*|left|right|top|bottom|start|end|max(?:imum)?|min(?:imum)?|middle|cent(?:er|re))(?:\\s+end)?");

    /** "assign ticket 4838 to Priya Shah", "hand it over to Noor", "reassign the card to Sam": a thing, then a person. */
    private static final Pattern ASSIGN_TO = Pattern.compile("^(?i:assign|reassign|hand|give|pass|delegate|allocate)\\s+(.+?)\\s+"
            + "(?i:over\\s+|across\\s+)?(?i:to)\\s+(\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*)?)$");
    /** "add Omar to Thursday's design review": the event opened, the person typed where people are added. */
    private static final Pattern ADD_PERSON_TO = Pattern.compile("^(?:add|invite)\\s+(" + "(?-i:\\p{Lu}[\\p{L}.'-]*(?:\\s+\\p{Lu}[\\p{L}.'-]*)?)"
            + ")\\s+to\\s+(?:(?-i:(\\p{Lu}[\\p{L}-]*))['’]s\\s+|the\\s+|my\\s+|our\\s+|this\\s+|that\\s+|tomorrow's\\s+|today's\\s+)?"
            + "(?!(?:list|basket|cart|bag|trolley|favou?rites|wish\\s*list|calendar|contacts|address\\s+book|playlist|album|folder|directory)\\b)"
            + "([\\p{L}][\\p{L} -]{1,40}?)$", I);
    /** "make it remind me half an hour before it starts": the reminder's option that says that time. */
    private static final Pattern REMIND_BEFORE = Pattern.compile("^(?:make\\s+it\\s+|have\\s+it\\s+|get\\s+it\\s+to\\s+|set\\s+it\\s+to\\s+)?remind\\s+"
            + "(?:me|us)\\s+(half\\s+an\\s+hour|an\\s+hour|a\\s+day|a\\s+week|a\\s+quarter\\s+of\\s+an\\s+hour|\\d+|one|two|three|four|five|ten|"
            + "fifteen|twenty|thirty|forty-five|sixty)(?:\\s+(minutes?|mins?|hours?|days?|weeks?))?\\s+(?:before|ahead|early|in\\s+advance)"
            + "(?:\\s+(?:it|the\\s+\\p{L}+)\\s+(?:starts|begins|is\\s+due))?$", I);
    private static final Pattern IN_LANGUAGE = Pattern.compile("^(?:the\\s+)?(English|French|German|Spanish|Italian|Portuguese|Dutch|"
            + "Polish|Swedish|Danish|Norwegian|Finnish|Greek|Turkish|Russian|Ukrainian|Arabic|Hebrew|Hindi|Chinese|Japanese|Korean|"
            + "Welsh|Irish)\\s+(subtitles|captions|closed\\s+captions|cc|audio|dubbing|voice-?over)$", I);
    /** "label it needs-docs", "tag this as urgent": that label ticked in the thing's labels. */
    private static final Pattern LABEL_IT = Pattern.compile("^(label|tag)\\s+(?:it|this|that|them)\\s+(?:as\\s+(?:an?\\s+|the\\s+)?|with\\s+(?:the\\s+)?(?:label\\s+|tag\\s+)?)?"
            + "'?([\\p{L}\\p{N}][\\p{L}\\p{N}:/_.-]*(?:\\s+[\\p{L}\\p{N}][\\p{L}\\p{N}:/_.-]*){0,2}?)'?$", I);
    /** "ask Mei to review it", "request a review from Mei", "add Mei as a reviewer": Mei ticked among the reviewers. */
    private static final Pattern REVIEWER = Pattern.compile("^(?:ask\\s+(" + "(?-i:\\p{Lu}[\\p{L}.'-]*(?:\\s+\\p{Lu}[\\p{L}.'-]*)?)"
            + ")\\s+to\\s+(?:review|look\\s+at|approve)(?:\\s+(?:it|this|that|them))?|request\\s+(?:a\\s+)?review\\s+from\\s+(\\S.{0,40}?)|"
            + "add\\s+(\\S.{0,40}?)\\s+as\\s+(?:a\\s+)?reviewer)$", I);
    /** "give it a ten-minute snooze", "give the alarm a 15 minute snooze": the setting the noun names, set to the number. */
    private static final Pattern GIVE_A = Pattern.compile("^give\\s+(it|them|this|that|(?:the|my|our|this|that)\\s+[\\p{L} -]{2,40}?)\\s+an?\\s+"
            + "(\\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\\s-](?:minute|min|second|sec|hour|day|week|"
            + "month|year|percent|per\\s*cent|%)s?\\s+(\\p{L}[\\p{L} -]{1,30})$", I);
    private static final Pattern TOGGLE_ON = Pattern.compile("^(turn|switch)\\s+(.+?)\\s+(on|off)(?:\\s+(?:in|for|on)\\s+(?:the\\s+)?(.+))?$", I);
    private static final Pattern EXPAND = Pattern.compile("^(expand|unfold|collapse|fold)\\s+(.+)$", I);
    private static final Pattern SET = Pattern.compile(
            "^(?:set|change|update|increase|decrease|adjust|raise|lower|move|make|turn|put|bring|slide|drag|warm|heat|cool|dim|brighten|darken|reduce|lift|drop|cut|boost|quieten|speed|slow|"
                    + "switch(?!\\s+(?:me|it|to)\\b))"
                    + "\\s+((?:(?!\\bfrom\\b).)+?)"
                    + "(?:\\s+(?:up|down|all the way))?\\s+to\\s+(.+)$", I);
    /** "raise my monthly donation to Coastal Rescue to £15", "up my pledge for the shelter to 20": a thing of someone's, to a sum. */
    private static final Pattern SET_FOR = Pattern.compile("^(?:set|change|raise|increase|lower|reduce|decrease|up|bump|cut|drop|"
            + "put|make)\\s+((?:my|our|the)\\s+(?:\\p{L}+\\s+){0,2}?(?:donation|pledge|gift|contribution|subscription|payment|"
            + "order|deposit|standing\\s+order|direct\\s+debit|limit|budget|allowance))\\s+(?:to|for|towards|with)\\s+"
            + "((?-i:\\p{Lu})[\\p{L}'’&-]*(?:\\s+[\\p{L}'’&-]+){0,4}?)\\s+to\\s+([£$€]?\\s?\\d[\\d,]*(?:\\.\\d{1,2})?"
            + "(?:\\s*(?:a|per|each)\\s+(?:month|week|year))?)$", I);
    private static final Pattern AT_TIME = Pattern.compile("(?i)\\bat\\s+(\\d{1,2}[:.]\\d{2}(?:\\s*[ap]\\.?m\\.?)?|\\d{1,2}\\s*[ap]\\.?m\\.?)");
    /** "make the living room 22 degrees", "keep the oven at 180": a value without "to". */
    private static final Pattern MAKE_VALUE = Pattern.compile("^(?:make|put|have|keep|get|turn|set)\\s+(?:the\\s+|my\\s+|our\\s+)?"
            + "(\\p{L}[^\\d]*?)\\s+(?:at\\s+|on\\s+)?(-?\\d+(?:\\.\\d+)?)\\s*(?:degrees?(?:\\s+(?:c|f|celsius|fahrenheit))?|°\\s*[cf]?|"
            // "make my daily goal 20 minutes": a count in its unit
            + "percent|%|minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|words?|pages?|steps?|km|kilomet(?:re|er)s?|miles?|kg)?$", I);
    /** "turn the fridge one degree colder", "make it two notches louder": a change by an amount, its way said by the comparative. */
    private static final Pattern BY_COMPARATIVE = Pattern.compile("^(?:turn|make|set|put|bring|move|have|get)\\s+(?:the\\s+|my\\s+|our\\s+)?"
            + "(.+?)\\s+(?:by\\s+)?(\\d+(?:\\.\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|a|an)\\s+(?:more\\s+)?"
            + "(?:degrees?|notch(?:es)?|steps?|levels?|points?|percent|%|clicks?|stops?|bars?)?\\s*(?:more\\s+)?"
            + "(colder|cooler|warmer|hotter|higher|lower|louder|quieter|softer|brighter|dimmer|darker|faster|slower|bigger|smaller|"
            + "up|down)$", I);
    /** "scale the recipe to 10 people", "make it for 6 servings": the count of servings. */
    private static final Pattern SCALE_TO = Pattern.compile("^(?:scale|adjust|resize|change|set|make|double|convert)\\s+"
            + "(?:the\\s+|this\\s+|my\\s+)?(?:recipe|it|this|quantities|ingredients|amounts|servings|portions)?\\s*(?:up\\s+|down\\s+)?"
            + "(?:to|for)\\s+(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\s+"
            + "(people|persons|servings|portions|guests|serves|adults|diners)$", I);
    /** "I'm cooking it for six people", "we're baking for 12 guests": a count of people fed, told as context. */
    private static final Pattern FOR_PEOPLE = Pattern.compile("^(?:i'm|i\\s+am|we're|we\\s+are)\\s+(?:making|cooking|baking|"
            + "preparing|doing|serving|feeding|hosting)\\b.*?\\bfor\\s+(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|"
            + "twelve)(?:\\s+(?:people|persons|servings|portions|guests|adults|diners)\\b|(?=\\s+(?:tonight|today|tomorrow|this\\s+\\p{L}+|"
            + "on\\s+\\p{L}+)[.!]?$|[.!]?$))", I); // ("the mushroom risotto for six tonight" too)
    /** "have the fig watered every 5 days": the thing's interval set to that number. */
    private static final Pattern EVERY_N = Pattern.compile("^(?:have|get|make|set|keep)\\s+(?:the\\s+|my\\s+|our\\s+)?(.+?)\\s+"
            + "(\\p{L}+?)(?:ed|d)\\s+(?:once\\s+)?every\\s+(\\d+|two|three|four|five|six|seven|eight|nine|ten)\\s+"
            + "(?:days?|weeks?|hours?|months?|minutes?)\\b.*$", I);
    /** "open a billing request with the subject "Charged twice"": the quoted text into that field, then the rest read. */
    private static final Pattern WITH_FIELD_QUOTED = Pattern.compile("^(.{3,}?)\\s+with\\s+(?:the\\s+|a\\s+|an\\s+)?"
            + "(subject|title|name|heading|message|description|note|comment|reference|summary|caption|label|tag)\\s*:?\\s+"
            + "(\"[^\"]+\"|'[^']+')$", I);
    /** "play episode 4 at 1.5x speed": the act, then the speed chosen. */
    private static final Pattern AT_SPEED = Pattern.compile("^(.{3,}?)\\s+at\\s+(\\d+(?:\\.\\d+)?)\\s*[x×]\\s*(?:speed)?$", I);
    /** "book me into Ben's spin class on Thursday evening": that class's Book button. */
    private static final Pattern BOOK_INTO = Pattern.compile("^(book|reserve|enrol|enroll|register|sign\\s+up|sign\\s+(?:me|us)\\s+up|join|"
            // "apply for the Library Assistant job at Brampton Library": the Apply on that job's card
            + "apply(?=\\s+for\\s+(?:the\\s+|a\\s+|an\\s+)?(?:\\p{L}+\\s+){0,4}(?:job|role|position|post|vacancy|course|place|"
            + "programme|program|apprenticeship|internship)\\b))"
            + "\\s+(?:me|us|myself)?\\s*"
            + "(?:into|in|onto|on|for)\\s+(?:the\\s+|a\\s+|an\\s+)?(.{3,160})$", I);
    /** "confirm (that) I have the right to work here": a declaration the person makes, not a dialog's OK. */
    private static final Pattern CONFIRM_THAT = Pattern.compile("^confirm\\s+(?:that\\s+)?((?:i|we)(?:'m|'ve|\\s+am|\\s+have|\\s+are|"
            + "\\s+agree|\\s+accept|\\s+understand|\\s+own|\\s+live|\\s+hold|\\s+can|\\s+will|\\s+do)\\b.{3,})$", I);
    /** "use the CV I uploaded in March": one of the person's saved things, said by when or what it is. */
    private static final Pattern USE_THE = Pattern.compile("^use\\s+(?:the|my|our)\\s+((?:\\p{L}+\\s+){0,2}\\p{L}+\\s+(?:i|we)\\s+"
            + "(?:uploaded|saved|added|used|made|created|sent|wrote|bought|registered)\\b.*)$", I);
    /** "set up a weekly backup of ...", "set up a standing order to ...": a thing described, with its details. */
    private static final Pattern SET_UP = Pattern.compile("^(?:please\\s+)?set\\s+up\\s+(?:a|an|my|the|our)\\s+\\S.{8,}$", I);
    /** "keep the phone quiet until I get up at 7": a state kept until a when, read against the screen's settings. */
    private static final Pattern KEEP_UNTIL = Pattern.compile("^(?:keep|leave)\\s+(?:the\\s+|my\\s+|our\\s+|it\\s+)?[\\p{L}' -]+?"
            + "\\s+(?:until|till)\\s+.+$", I);
    /** "but keep it in my library": a condition on the act before, nothing to press. */
    private static final Pattern KEEP_IT_IN = Pattern.compile("^(?:keep|leave)\\s+(?:it|them|that|this|those|these)\\s+(?:in|on|at)\\s+"
            + "(?:my|the|your|our)\\s+\\p{L}.*$", I);
    /** "stop the garage camera from recording sound": a setting of that thing, switched off; read against the screen. */
    static final Pattern STOP_FROM = Pattern.compile("^(?:stop|prevent|keep)\\s+(?:the\\s+|my\\s+|our\\s+)?(.+?)\\s+from\\s+"
            + "(\\p{L}+ing\\b.*)$", I);
    /** "mark the order for Norwood Timber as received": that row's button for the state ("Mark as received", "Received"). */
    private static final Pattern MARK_AS = Pattern.compile("^(mark|flag|set)\\s+(?:the\\s+|this\\s+|my\\s+)?(.+?)\\s+(?:for|from|of|by)\\s+"
            + "(?:the\\s+)?(\\p{Lu}.+?)\\s+as\\s+(.+)$", I);
    private static final String PERSON = "(?-i:\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){1,2})";
    private static final Pattern MARK_PEOPLE = Pattern.compile("^(mark|flag|set)\\s+(" + PERSON + "(?:(?:\\s*,\\s*|\\s*,?\\s+and\\s+)"
            + PERSON + ")*)\\s+as\\s+(\\p{L}+(?:\\s+\\p{L}+)?)$", I);
    /** "stop sharing my location", "quit sending reminders": a setting the user switches off. */
    private static final Pattern STOP_DOING = Pattern.compile("^(?:stop|quit|no longer|don'?t keep)\\s+(\\w+ing\\b.*)$", I);
    private static final Pattern NUMBER = Pattern.compile("^-?\\d+(?:\\.\\d+)?%?$");
    private static final Pattern FILL_FORM = Pattern.compile("^(?:fill|complete)\\s+(?:in\\s+|out\\s+)?(?:the\\s+|this\\s+|my\\s+)?"
            + "(?:form|fields|details|blanks|page)\\s*(?::|with(?:\\s+the\\s+values?)?|using)\\s+(.+)$", I);
    private static final Pattern FILL_WITH = Pattern.compile("^fill\\s+(?:in\\s+|out\\s+)?(.+?)\\s+with\\s+(.+)$", I);
    private static final Pattern FILL = Pattern.compile("^fill\\s+(?:in|out)?\\s*(.+)$", I);
    private static final Pattern TYPE = Pattern.compile("^(?:type|enter|write|input|put|insert)\\s+(.+)$", I);
    /** "share Budget 2032.xlsx with tom@x.test so he can comment but not edit": the thing, the address, what they may do. */
    private static final Pattern SHARE_WITH = Pattern.compile("^share\\s+(.+?)\\s+with\\s+([\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)"
            + "(?:\\s+as\\s+an?\\s+(view|comment|edit)\\s+role)?.*$", I);
    /** "put my bike up for sale at £180", "sell the sofa for £40": a listing and its price. */
    private static final Pattern FOR_SALE = Pattern.compile("^(?:put|list)\\s+(.+?)\\s+(?:up\\s+)?for\\s+sale(?:\\s+(?:at|for)\\s+(.+))?$"
            + "|^(?:sell|list)\\s+(.+?)\\s+(?:at|for)\\s+([£$€]\\s?\\d[\\d,]*(?:\\.\\d+)?)$", I);
    private static final Pattern AMOUNT = Pattern.compile("\\d[\\d,]*(?:\\.\\d+)?");
    /** "me in the Riverside 10K", "us down for the quiz": someone put down for something. */
    private static final Pattern ENTERED = Pattern.compile("^(?:me|us|him|her|them|myself|ourselves|my\\s+(?:son|daughter|child|kids|partner))"
            + "\\s+(?:down\\s+)?(?:in|into|for|on)\\s+.+$", I);
    private static final Pattern INTO = Pattern.compile("\\s+(?:into|in|on)\\s+(?=\\S)", I);
    private static final Pattern COLON_PAIR = Pattern.compile("^([\\p{L}][\\p{L}\\d \\-]{0,30}):\\s+(.+)$");
    /** "keep me signed in", "remember me": the box that says so, ticked. */
    private static final Pattern STAY_SIGNED_IN = Pattern.compile("^(?:keep\\s+me\\s+(?:signed|logged)\\s+in|remember\\s+me|"
            + "stay\\s+(?:signed|logged)\\s+in)(?:\\s+on\\s+this\\s+\\w+)?$", I);
    private static final Pattern BACK_REFERENCE = Pattern.compile("^(?:choose|select|pick|take|go\\s+with|use)\\s+"
            + "(?:that|this|it|them|those|these)(?:\\s+(?:one|ones|option|\\p{Ll}+))?$", I);
    /** "take the closest one", "go for the cheapest": taking an extreme is choosing it. */
    private static final String SHARE = "(half|a\\s+half|a\\s+third|a\\s+quarter|three\\s+quarters|double|twice|triple|three\\s+times)";
    /** "turn the alarm down to half of what it is now", "set the font size to twice what it is". */
    private static final Pattern FACTOR = Pattern.compile("^(?:turn|set|put|bring|change|make|cut|reduce|lower|drop|raise|increase|"
            + "take)\\s+(.+?)\\s+(?:(?:down|up)\\s+)?to\\s+(?:about\\s+|roughly\\s+)?" + SHARE + "(?:\\s+(?:of\\s+)?(?:what\\s+(?:it|they)"
            + "\\s+(?:is|are)(?:\\s+now)?|its\\s+current\\s+\\p{L}+|the\\s+current\\s+\\p{L}+|that|it|now|as\\s+(?:loud|bright|big|high|much)))?"
            + "(?:\\s+(?:now|please))?$", I);
    /** "halve the volume", "double the font size". */
    private static final Pattern HALVE = Pattern.compile("^(halve|double|triple)\\s+(?!(?:click|tap)\\b)(.+)$", I);
    private static final Pattern CHOOSE = Pattern.compile("^(?:choose|select|pick|(?:take|go\\s+(?:for|with))(?=\\s+(?:the\\s+)?"
            + "(?:cheapest|closest|nearest|fastest|quickest|shortest|earliest|latest|soonest|biggest|largest|smallest|best|"
            + "highest|lowest|newest|oldest|longest|furthest|farthest|most\\s+\\p{L}+|least\\s+\\p{L}+)\\b))\\s+(.+)$", I);
    private static final Pattern FROM = Pattern.compile("\\s+(?:from|in|on|under)\\s+(?=\\S)", I);
    private static final Pattern AS = Pattern.compile("^(.+?)\\s+as\\s+(?:the\\s+|my\\s+)?(.+)$", I);
    private static final Pattern NOUN_VALUE = Pattern.compile("^(?:the\\s+)?(\\p{Ll}[\\p{Ll}-]*)\\s+([\\p{Lu}\\d'\"].*)$");
    private static final Pattern SWITCH_TAB = Pattern.compile("^(?:switch|change)\\s+to\\s+(.+)$", I);
    private static final Pattern CLICK = Pattern.compile("^(?:click|tap|press|hit|push|open|activate|follow|visit|"
            + "go\\s+to|go\\s+into|go\\s+over\\s+to|navigate\\s+to|head\\s+(?:over\\s+)?to|jump\\s+to|take\\s+me\\s+to|bring\\s+up|"
            + "select)\\s+(?:on\\s+)?(.+)$", I);
    private static final Pattern UNKNOWN_VERB = Pattern.compile(
            "^(\\p{Ll}[\\p{Ll}-]+)(?:\\s+(?:(?:the|a|an|it|them|this|that|my|your|all|to|on|at)\\b.*|(?:\\p{Lu}\\p{Ll}+\\s+)*\\p{Lu}\\p{Ll}+['’]s\\s.*|@[\\w.-]+['’]s\\s.*|(@\\S+)|[\\p{Lu}\\d].*))?$");
    /** "rate it 4 stars", "give the Harbour Lights album five stars": the rating's n-th star, in the thing's card. */
    private static final Pattern RATE = Pattern.compile("^(?:rate|give|score)\\s+(?:(.+?)\\s+)?(?:a\\s+)?(\\d|one|two|three|four|five)"
            + "(?:\\s*-\\s*|\\s+)(?:out\\s+of\\s+(?:5|five)\\s+)?stars?(?:\\s+rating)?$", I);
    /** "filter the list by status Open", "narrow the results to Paperback": the value chosen, in the filter it names. */
    private static final Pattern FILTER_BY = Pattern.compile("^(?:filter|narrow(?:\\s+down)?|limit|restrict)\\s+(?:(?:the|my|our|these|this)\\s+)?"
            + "(?:\\p{Ll}+\\s+)?(?:by|to|for)\\s+(?:(?:the\\s+)?(\\p{Ll}+)\\s*:?\\s+(?=['\"\\p{Lu}\\d]))?(?:the\\s+)?(\\S.*?)(?:\\s+ones)?$", I);
    /** "show only unread messages", "only show items in stock": the filter that keeps them. */
    private static final Pattern SHOW_ONLY = Pattern.compile("^(?:(?:filter\\s+(?:(?:the|my)\\s+)?\\p{Ll}+\\s+)?to\\s+)?(?:show|display|list|view|see)"
            + "\\s+(?:me\\s+)?only\\s+(?:the\\s+|my\\s+)?(\\S.*?)$|^only\\s+(?:show|display|list)\\s+(?:me\\s+)?(?:the\\s+|my\\s+)?(\\S.*?)$", I);
    private static final String KINDS = "(?:messages?|e-?mails?|items?|ones?|tasks?|results?|rows?|orders?|products?|files?|tickets?|"
            + "entries|entry|posts?|events?|jobs?|issues?|invoices?|notifications?|contacts?)";
    private static final Pattern KIND_NOUN = Pattern.compile("(?i)\\s+" + KINDS + "$");
    /** "high priority tickets that are assigned to me": two filters, the kind of thing between them. */
    private static final Pattern KIND_THAT = Pattern.compile("(?i)^(.+?)\\s+" + KINDS + "\\s+(?:that|which|who)\\s+(?:are|is|were|have|has)\\s+(\\S.*)$");
    /** "the note called Groceries", "a file named 'old.txt'": a thing named after its kind. */
    private static final Pattern CALLED = Pattern.compile("^(?:\\p{Ll}[\\p{Ll}-]*\\s+){1,2}(?:called|named|titled|entitled)\\s+(\\S.*)$");
    /**
     * "create a new folder called Reports", "add a task named 'Buy milk'", "new playlist 'Road Trip'": the thing's
     * New/Add control, its name typed where the focus lands, then the dialog's or the form's own Create/Add.
     */
    private static final Pattern CREATE_NAMED = Pattern.compile("^(create|add|make|start|new)\\s+(?:(?:a|an|another|one\\s+more)\\s+)?"
            + "(?:new\\s+)?(\\p{L}[\\p{L}-]*(?:\\s+(?!(?:saying|with|that|which|reading|containing|about|to|for|from|in|on|called|named|titled|entitled)\\b)\\p{Ll}[\\p{Ll}-]*)?)\\s+(?:(?:called|named|titled|entitled)\\s+(\\S.*)|"
            + "('[^']+'|\"[^\"]+\"))$", I);
    private static final Pattern VIA_MENU = Pattern.compile("^(.+?)\\s+(?:using|via|from|through|with|in)\\s+(?:the\\s+)?"
            + "(\\S+(?:\\s\\S+)?)\\s+menu$", I);
    private static final Pattern BY_MEANS = Pattern.compile("^(.+?),?\\s+by\\s+(click|press|select|choos|tapp|hitt|tick|check)"
            + "ing\\s+(?:on\\s+)?(\\S.*)$", I);
    private static final Pattern USE_TO = Pattern.compile("^use\\s+(?:the\\s+)?(.+?)\\s+to\\s+(\\S.*)$", I);
    /** "using the slider," "with the date picker,": a clause that only names the tool the next one uses. */
    private static final Pattern TOOL_ONLY = Pattern.compile("^(?:using|with|via|through)\\s+(?:the\\s+|a\\s+)?"
            + "(?:\\p{L}+\\s+){0,2}(?:slider|picker|menu|dropdown|drop-down|box|field|list|form|keyboard|mouse|button|"
            + "calendar|toolbar|sidebar|panel|tab|spinner|stepper|control|controls|selector)$", I);
    /** A tool that is only a kind of control: the act names its own target ("use the dropdown to select Canada as the country"). */
    private static final Pattern GENERIC_TOOL = Pattern.compile("^(?:the\\s+)?(?:\\p{L}+\\s+)?(?:dropdown|drop-down|menu|"
            + "select|selector|list|combo\\s*box|picker|form|keyboard|mouse|search\\s+(?:box|field|bar|input))$", I);
    private static final Pattern VALUE_WITH = Pattern.compile("^(?:select|choose|pick|set|enter)\\s+(-?\\d+(?:\\.\\d+)?)\\s+"
            + "(?:with|on|using|in|into)\\s+(?:the\\s+)?(slider|spinner|spin\\s*box|spin\\s*button|scale|stepper|range)$", I);
    private static final Pattern SIMILAR = Pattern.compile("^(?:select|choose|pick|tick|check|mark|click)\\s+(?:all\\s+|every\\s+|each\\s+)?"
            + "(?:of\\s+)?(?:the\\s+)?(?:words?|items?|options?|boxes|entries|ones)\\s+(?:that\\s+are\\s+|which\\s+are\\s+)?"
            + "(?:similar|related|close)\\s+(?:in\\s+meaning\\s+)?to\\s+['\"]?([\\p{L}-]+)['\"]?$", I);
    private static final Pattern COPY_INTO = Pattern.compile("^(?:enter|type|put|write|copy|fill\\s+in|input|paste)\\s+"
            + "(?:the\\s+)?(?:value|text|number|answer|contents?|word|name)\\s+(?:of|for|from|next\\s+to|beside|after)\\s+(.+?)\\s+"
            + "(?:into|in|to|on)\\s+(\\S.*)$", I);
    /** "use the spring discount code from the banner", "apply the voucher code in the email": a code the page shows. */
    private static final Pattern USE_CODE = Pattern.compile("^(?:use|apply|enter|redeem|add|put\\s+in)\\s+(?:the|that|this|our|my)\\s+"
            + "(.*?)\\s*(?:discount|promo(?:tional)?|voucher|coupon|offer|sale|referral)?\\s*code\\b"
            + "(?:\\s+(?:from|in|on|shown\\s+(?:in|on)|at)\\s+(?:the\\s+|this\\s+)?.+)?$", I);
    /** "enter 10:30 AM as the time", "use ana.k as your username": the value, then the field it is for. */
    private static final Pattern TYPE_AS = Pattern.compile("^(?:type|enter|write|input|put|fill\\s+in|use)\\s+((?!(?:the|a|an|this|that|my|our|your)\\s)\\S+(?:\\s+\\S+){0,3}?|'[^']*'|\"[^\"]*\")"
            + "\\s+as\\s+(?:the|your|my)\\s+(\\S.*)$", I);
    private static final Pattern ADD_LINE = Pattern.compile("^(?:add|append|write|insert|put)\\s+(?:a\\s+|one\\s+)?"
            + "(?:(?:last|new|final|closing)\\s+)?line\\s+(?:saying|that\\s+says|reading|with(?:\\s+the\\s+text)?|of)\\s+"
            + "('[^']*'|\"[^\"]*\"|.+?)(?:\\s+(?:to|at\\s+the\\s+end\\s+of|in|into)\\s+(?:this|the|my)\\s+\\S+)?$", I);
    /** "add the heading Agenda as the first line of this note", "add 'sun cream' as the last line of my Lisbon list". */
    private static final Pattern AS_LINE = Pattern.compile("^(?:add|append|write|insert|put|type|enter|make)\\s+(?:the\\s+|a\\s+)?"
            + "(?:(?:heading|title|line|text|word|words|item|entry)\\s+)?('[^']*'|\"[^\"]*\"|.+?)\\s+as\\s+(?:the\\s+|a\\s+)?(?:new\\s+)?"
            + "(first|top|opening|last|final|bottom|closing)\\s+(?:line|item|entry|row)(?:\\s+(?:of|in|on|to)\\s+(?:this|the|my|our|your)\\s+"
            + "(.+?))?$", I);
    /** "put 'call the plumber' at the bottom of my to-do list": a quoted line at the document's end (or top). */
    private static final Pattern QUOTED_AT_END = Pattern.compile("^(?:add|append|write|insert|put|type|enter)\\s+"
            + "(?:(?:a|an|the)\\s+(?:new\\s+)?(?:line|item|entry|row)\\s+(?:saying\\s+|reading\\s+)?(?=['\"]))?('[^']*'|\"[^\"]*\"|"
            // a name said without quotes ("add Priya Nair at the bottom") is a line too
            + "(?-i:\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3}))\\s+"
            + "(?:at|to|on)\\s+the\\s+(bottom|end|top|start|beginning)(?:\\s+of\\s+(?:this|the|my|our)\\s+.+)?$", I);
    private static final Pattern MARK_ON = Pattern.compile("^(?:add|put|give|set|place)\\s+(?:a|an)\\s+(star|flag|bookmark|heart|pin|"
            + "like|save\\s+for\\s+later|read\\s+later|thumbs[\\s-]?up|thumbs[\\s-]?down|upvote|clap|smiley|laugh|eyes|party popper|tada|"
            + "fire|rocket|[^\\p{L}\\p{N}\\s]{1,2})"
            + "\\s+(?:to|on)\\s+(.+)$", I);
    private static final Pattern ADD_TO = Pattern.compile("^(add|put|place|drop|throw|save|pin|move|i\\s+(?:want|need|would\\s+like|'d\\s+like)|get\\s+me|give\\s+me)"
            + "\\s+(.+?)\\s+(?:to|in|into|on|onto)\\s+"
            + "(?:the\\s+|my\\s+|your\\s+|our\\s+)?((?-i:\\p{Lu}|\\d)[\\p{L}\\d'’&-]*(?:\\s+[\\p{L}\\d'’&-]+){0,3}?\\s+)?(bag|cart|basket|trolley|order|wishlist|wish\\s+list|shopping\\s+(?:bag|cart|basket|list)|"
            + "favou?rites|playlist|watchlist|watch\\s+list|reading\\s+list|to-?do\\s+list|grocery\\s+list|shortlist|bookmarks|"
            + "collection|library|queue)$", I);
    /** "three of the stoneware teapots", "2 x mugs", "4 bags of flour": a count, then the thing. */
    private static final Pattern COUNT_OF = Pattern.compile("^(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
            + "\\s+(?:x\\s+|of\\s+(?:the\\s+|those\\s+|these\\s+)?)?(\\S.*)$", I);
    /** "stoneware teapot in sage green", "the hoodie in size M": the thing, then the variant to pick on its card. */
    private static final Pattern IN_VARIANT = Pattern.compile("^(.+?)\\s+in\\s+(?:the\\s+)?(?:colou?r\\s+|size\\s+|style\\s+|finish\\s+)?"
            + "((?:\\p{L}+|\\d+|x{0,2}[sml]|x{1,3}l)(?:\\s+\\p{L}+)?)$", I);

    /** "stoneware teapots" names the card "Stoneware teapot". */
    static String singular(String what) {
        // ("batteries", "cookies": no "batterie" or "cookie"-less stem; the plural says the card's words as well)
        return what.replaceFirst("(?i)(?<=\\p{L}{3})(?:(?<=(?:ch|sh|x|ss))es|(?<![su])(?<!ie)s)$", "");
    }

    private static final Pattern QUANTITY_OF = Pattern.compile("^(?:i|we)\\s+(?:only\\s+|just\\s+|really\\s+)?(?:want|need|'d\\s+like|"
            + "would\\s+like)\\s+(?:only\\s+|just\\s+)?(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)\\s+of\\s+"
            + "(?:the|those|these|that|this|my)\\s+(.+)$", I);
    private static final Pattern QUANTITY = Pattern.compile("^(?:i\\s+(?:want|need|would\\s+like|'d\\s+like)|make\\s+(?:it|that)|"
            + "get\\s+me|order|buy|i'll\\s+take|give\\s+me)\\s+(\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|"
            + "eleven|twelve)\\s+(\\p{L}[\\p{L}-]*?)(?:\\s+(?:in\\s+total|altogether|in\\s+all|total))?$", I);
    private static final Pattern COUNT_NOUN = Pattern.compile("^(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)\\s+"
            + "(\\p{L}[\\p{L}-]*)$", I);
    private static final Pattern LEADING_VERB = Pattern.compile("^(\\p{L}[\\p{Ll}-]+)\\s+(?=\\S)");
    /** A thing's name in title case: "Harbour Lights", "The Lord of the Rings", "Q3 Budget". */
    private static final Pattern TITLE = Pattern.compile("[\\p{Lu}\\d][\\p{L}\\d'’-]*(?:\\s+(?:[\\p{Lu}\\d][\\p{L}\\d'’-]*|of|the|and|in|on|at|for|to|a|de|la|van|von))*"
            + "(?<!\\s(?:of|the|and|in|on|at|for|to|a|de|la|van|von))");
    private static final Pattern OWNER = Pattern.compile(
            "\\s(?:from|by|for|of|with|about)\\s+(@\\S+|'[^']+'|\"[^\"]+\"|\\p{Lu}[\\w.'’-]*(?:\\s+\\p{Lu}[\\w.'’-]*){0,2})$");
    private static final List<String> TWO_WORD_FIELDS = List.of("first name", "last name", "user name", "full name",
            "email address", "e-mail address", "phone number", "zip code", "post code", "postal code", "street address",
            "display name", "company name", "card number");

    private final LocalDate today;

    ClauseGrammar(LocalDate today) {
        this.today = today;
    }

    Reading read(String clause) {
        // "a comment from me (Raj)": the name in brackets is who writes, as in "a comment as Raj"
        String c = ME_NAMED.matcher(clause.strip().replaceAll("[.!]+$", "").strip()).replaceAll("as $1");
        boolean asked = c.endsWith("?");
        c = c.replaceAll("\\?+$", "").strip();
        Matcher sum = CALCULATE.matcher(c);
        if (sum.matches() && (sum.group(2) != null || !c.matches("(?i)^(?:do|key|enter|type)\\b.*"))) {
            // "calculate 45 + 27 in the calculator": the sum keyed in where the keyboard is, and its equals sign
            String expr = sum.group(1).toLowerCase(Locale.ROOT)
                    .replaceAll("\\s*plus\\s*", "+").replaceAll("\\s*minus\\s*", "-").replace('−', '-')
                    .replaceAll("\\s*(?:times|multiplied\\s+by|x|×)\\s*", "*").replaceAll("\\s*(?:divided\\s+by|over|÷)\\s*", "/")
                    .replaceAll("\\s+", "");
            return sure(typeInto(expr + "=", null));
        }
        if (SET_UP.matcher(c).matches() && Words.firstQuoted(c) == null) {
            // "set up a backup of my Pictures folder to the external drive, every Sunday at 2:30": a thing described for a
            // form to hold, read against its fields (not a value typed into a field called "up a backup"); a sentence to
            // press when nothing on the screen holds it, so that it fails rather than passes as told
            return sure(SubGoal.of(Kind.CLICK, c));
        }
        Matcher pairs = AS_PAIRS.matcher(c);
        if (pairs.matches() && Words.firstQuoted(c) == null) {
            // "choose Teal as the accent colour and Rounded as the corner style": one choice per pair
            String[] parts = pairs.group(2).split("\\s*,\\s*(?:and\\s+)?|\\s+and\\s+");
            if (parts.length >= 2 && java.util.Arrays.stream(parts).allMatch(p -> AS_PART.matcher(p.strip()).matches())) {
                List<SubGoal> steps = new ArrayList<>();
                for (String part : parts) {
                    steps.addAll(read(pairs.group(1) + " " + part.strip()).steps());
                }
                return new Reading(steps, SURE);
            }
        }
        Matcher swap = REPLACE_ALL.matcher(c);
        if (swap.matches() && (swap.group(1) != null || swap.group(4) != null || swap.group(5) != null
                || Words.firstQuoted(swap.group(2)) != null && Words.firstQuoted(swap.group(3)) != null
                // "replace butter with olive oil": words for words; "replace the battery with a new one" is a thing
                || c.matches("(?i)^replace\\b.*") && !swap.group(2).matches("(?i)(?:the|a|an|my|your|our|this|that|it)\\b.*")
                && !swap.group(3).matches("(?i)(?:a|an|the|another|new)\\b.*"))) {
            // "replace every 'cat' with 'dog'": the editor's find-and-replace, every match at once
            String from = Words.unquote(swap.group(2).strip());
            String to = Words.unquote(swap.group(3).strip());
            boolean every = swap.group(1) != null || Words.firstQuoted(swap.group(2)) != null || swap.group(4) != null;
            if (!every && !from.contains(" ")) {
                // "replace butter with olive oil in this list": that word where it stands alone (not in "peanut butter"),
                // selected and typed over
                return new Reading(List.of(SubGoal.of(Kind.DOUBLE_CLICK, from), typeInto(to, null)), SURE);
            }
            return new Reading(List.of(SubGoal.of(Kind.CLICK, "Find and Replace"),
                    new SubGoal(Kind.TYPE, "search for", from, RoleHint.EDITABLE, null, false, null, null, null, null, null, null, null),
                    new SubGoal(Kind.TYPE, "replace with", to, RoleHint.EDITABLE, null, false, null, null, null, null, null, null, null),
                    SubGoal.of(Kind.CLICK, "Replace All")), SURE);
        }
        Matcher found = FIND_OUT.matcher(c);
        if (found.matches() && Words.firstQuoted(c) == null) {
            // "find out how many messages are unread", "look up the price of the red scarf": a question put as a task
            c = direct(found.group(1));
            asked = true;
        }

        if (c.isEmpty()) {
            return new Reading(List.of(), 0);
        }
        String masked = Words.maskQuotes(c);
        Matcher m;
        if ((m = WITH_FIELD_QUOTED.matcher(c)).matches() && !TYPE.matcher(c).matches()) {
            String text = m.group(3).substring(1, m.group(3).length() - 1);
            List<SubGoal> steps = new ArrayList<>();
            steps.add(new SubGoal(Kind.TYPE, m.group(2).toLowerCase(Locale.ROOT), text, RoleHint.EDITABLE, null, false, null, null,
                    null, null, null, null, null));
            Reading rest = read(m.group(1));
            steps.addAll(rest.steps());
            return new Reading(steps, SURE);
        }
        if ((m = FILTER_BY.matcher(c)).matches() && !c.matches("(?i).*\\bto\\s+(?:show|display|see|list)\\b.*")) {
            String value = Words.unquote(KIND_NOUN.matcher(m.group(2).strip()).replaceFirst(""));
            SubGoal pick = SubGoal.of(m.group(1) == null ? Kind.CLICK : Kind.CHOOSE, value);
            return sure(m.group(1) == null ? pick : pick.withWhere(Qualifiers.NONE.withContainer(m.group(1).toLowerCase(Locale.ROOT))));
        }
        if ((m = SHOW_ONLY.matcher(c)).matches() || (m = SHOW_ONLY.matcher(c.replaceFirst("(?i)^filter\\s+(?:the\\s+|my\\s+)?\\p{Ll}+\\s+to\\s+", ""))).matches()) {
            String what = m.group(1) != null ? m.group(1) : m.group(2);
            Matcher two = KIND_THAT.matcher(what.strip());
            if (two.matches()) {
                return new Reading(List.of(SubGoal.of(Kind.CLICK, Words.unquote(two.group(1).strip())),
                        SubGoal.of(Kind.CLICK, Words.unquote(two.group(2).strip()))), SURE);
            }
            String value = Words.unquote(KIND_NOUN.matcher(what.strip()).replaceFirst("").replaceFirst("(?i)^(?:those|ones)\\s+", "")
                    .replaceFirst("(?i)^(?:items?|products?|ones|things|rows|results|entries)\\s+(?:that\\s+are\\s+|which\\s+are\\s+)?(?=\\S)", ""));
            if (!value.isBlank()) {
                return sure(SubGoal.of(Kind.CLICK, value));
            }
        }
        if ((m = RATE.matcher(c)).matches()) {
            Double n = Words.number(m.group(2).toLowerCase(Locale.ROOT));
            String what = m.group(1) == null ? null : Targets.container(m.group(1));
            SubGoal star = SubGoal.of(Kind.CLICK, n.intValue() + (n == 1 ? " star" : " stars"));
            return sure(what == null || what.matches("(?i)it|this|that|them|one|product|item|app|book|film|movie|song|album|"
                    + "recipe|place|hotel|restaurant|order|answer|article|post|review|video") ? star
                    : star.withWhere(Qualifiers.NONE.withContainer(what)));
        }
        if ((m = CREATE_NAMED.matcher(c)).matches()) {
            String verb = m.group(1).toLowerCase(Locale.ROOT);
            String noun = m.group(2).toLowerCase(Locale.ROOT);
            String name = Words.unquote((m.group(3) != null ? m.group(3) : m.group(4)).strip());
            return new Reading(List.of(SubGoal.of(Kind.OPEN, noun),
                    new SubGoal(Kind.TYPE, null, name, RoleHint.EDITABLE, null, false, null, null, null, null, null, null, null),
                    SubGoal.of(Kind.CONFIRM, verb.equals("add") ? "add" : "create")), SURE);
        }
        if ((m = AT_SPEED.matcher(masked)).matches()) {
            Reading act = read(c.substring(m.start(1), m.end(1)));
            List<SubGoal> steps = new ArrayList<>(act.steps());
            steps.add(SubGoal.of(Kind.CHOOSE, m.group(2) + "x").withWhere(Qualifiers.NONE.withContainer("speed")));
            return new Reading(steps, act.confidence());
        }
        boolean halve = (m = HALVE.matcher(masked)).matches();
        if (halve || (m = FACTOR.matcher(masked)).matches()) {
            // "turn the alarm down to half of what it is now", "double the font size": a share of what it shows
            String how = m.group(halve ? 1 : 2).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
            double factor = how.matches("half|a half|halve") ? 0.5 : how.matches("a third|third") ? 1.0 / 3 : how.matches("a quarter|quarter")
                    ? 0.25 : how.matches("three quarters") ? 0.75 : how.matches("triple|three times") ? 3 : 2;
            String what = Targets.clean(m.group(halve ? 2 : 1));
            // "set the line spacing to Double": a value a list names, unless it says of what ("double what it is now")
            boolean named = !halve && how.matches("double|triple") && masked.strip().replaceAll("[.!]+$", "").toLowerCase(Locale.ROOT)
                    .endsWith(how);
            if (what != null && !named) {
                return sure(new SubGoal(Kind.SET_VALUE, what, SubGoal.TIMES, null, null, false, null, factor, null, null, null, null,
                        null));
            }
        }
        if ((m = BY_AMOUNT.matcher(masked)).matches()) {
            // "bump the hallway heating up by two degrees", "lower the volume by 10": a change from what it shows
            String verb = m.group(1).toLowerCase(Locale.ROOT);
            String way = m.group(3) != null ? m.group(3).toLowerCase(Locale.ROOT) : "";
            boolean up = way.equals("up") || !way.equals("down") && verb.matches("raise|increase|bump|push|boost|turn\\s+up|nudge");
            String amount = m.group(4).toLowerCase(Locale.ROOT);
            Double n = amount.startsWith("a") ? Double.valueOf(2) : amount.startsWith("half") ? Double.valueOf(0.5) : Words.number(amount);
            String what = Targets.clean(m.group(2));
            if (n != null && what != null && (!way.isEmpty() || !verb.matches("turn|bump|push|nudge|put|bring|set"))) {
                return sure(new SubGoal(Kind.SET_VALUE, what, null, null, m.group(5) == null ? null
                        : Qualifiers.NONE.withContainer(m.group(5).strip()), false, null, n, null,
                        up ? Action.Direction.UP : Action.Direction.DOWN, null, null, null));
            }
        }
        if ((m = BY_COMPARATIVE.matcher(masked)).matches() && !m.group(1).matches("(?i)it|this|that|them")) {
            String way = m.group(3).toLowerCase(Locale.ROOT);
            boolean up = way.matches("warmer|hotter|higher|louder|brighter|faster|bigger|up");
            String amount = m.group(2).toLowerCase(Locale.ROOT);
            Double n = amount.equals("a") || amount.equals("an") ? Double.valueOf(1) : Words.number(amount);
            String what = Targets.clean(m.group(1));
            if (n != null && what != null) {
                return sure(new SubGoal(Kind.SET_VALUE, what, null, null, null, false, null, n, null,
                        up ? Action.Direction.UP : Action.Direction.DOWN, null, null, null));
            }
        }
        if ((m = SCALE_TO.matcher(masked)).matches()) {
            Double n = Words.number(m.group(1).toLowerCase(Locale.ROOT));
            if (n != null) {
                return sure(new SubGoal(Kind.SET_VALUE, "servings", null, null, null, false, null, n, null, null, null, null, null));
            }
        }
        if ((m = EVERY_N.matcher(masked)).matches() && !m.group(1).matches("(?i)it|this|that|them")) {
            Double n = Words.number(m.group(3).toLowerCase(Locale.ROOT));
            if (n != null) {
                return sure(new SubGoal(Kind.SET_VALUE, m.group(2).toLowerCase(Locale.ROOT), null, null,
                        Qualifiers.NONE.withContainer(m.group(1).strip()), false, null, n, null, null, null, null, null));
            }
        }
        if ((m = MARK_PEOPLE.matcher(masked)).matches()) {
            // "mark Ines Duarte and Bruno Keller as present": each one's row, its button for the state
            String state = Targets.clean(m.group(3)); // the row's "Present", or its "Mark present"
            List<SubGoal> steps = new ArrayList<>();
            for (String name : m.group(2).split("\\s*(?:,\\s*(?:and\\s+)?|\\s+and\\s+)\\s*")) {
                steps.add(SubGoal.of(Kind.CLICK, state).withWhere(Qualifiers.NONE.withContainer(name.strip())));
            }
            return new Reading(steps, SURE);
        }
        if ((m = MARK_AS.matcher(masked)).matches()) {
            return sure(SubGoal.of(Kind.CLICK, m.group(1).toLowerCase(Locale.ROOT) + " as " + Targets.clean(m.group(4)))
                    .withWhere(Qualifiers.NONE.withContainer(m.group(3).strip())));
        }
        if ((m = BOOK_INTO.matcher(masked)).matches() && Words.firstQuoted(c) == null) {
            // ("sign me up for": the button says Sign up)
            String verb = m.group(1).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceFirst("^sign (?:me|us) up$", "sign up");
            String places = m.group(2).strip().replaceAll("[.!]+$", "");
            String[] two = places.split("\\s+and\\s+(?=(?:the|a|an)\\s)", 2);
            if (two.length == 2 && alike(two[0], two[1])) {
                // "the warehouse shift on Saturday ... and the delivery driving shift on Wednesday ...": one press on each row
                String second = two[1].replaceFirst("(?i)^(?:the|a|an)\\s+", "");
                return new Reading(List.of(SubGoal.of(Kind.CLICK, verb).withWhere(Qualifiers.NONE.withContainer(two[0].strip())),
                        SubGoal.of(Kind.CLICK, verb).withWhere(Qualifiers.NONE.withContainer(second.strip()))), SURE);
            }
            return sure(SubGoal.of(Kind.CLICK, verb).withWhere(Qualifiers.NONE.withContainer(places)));
        }
        if ((m = CONFIRM_THAT.matcher(masked)).matches()) {
            // "confirm I have the right to work in the UK": the box that declares it, ticked
            return sure(SubGoal.of(Kind.TICK, c.substring(m.start(1)).replaceAll("[.!]+$", "").strip()).withRole(RoleHint.CHECKBOX));
        }
        if ((m = USE_THE.matcher(masked)).matches()) {
            // "use the CV I uploaded in March": the one of the saved things it describes, read against the screen's options
            // (the words it shares with one of them, "March", tell it apart better than its meaning does)
            return sure(SubGoal.of(Kind.NOTE, c.replaceAll("[.!]+$", "").strip()));
        }
        if (KEEP_IT_IN.matcher(masked).matches() || KEEP_UNTIL.matcher(masked).matches()) {
            return sure(SubGoal.of(Kind.NOTE, c));
        }
        if ((m = STOP_FROM.matcher(masked)).matches()) {
            // the thing and the doing both name controls (the Garage tab, Record audio): the clause is read against the screen
            return sure(SubGoal.of(Kind.CLICK, c));
        }
        if ((m = LEAVE_OUT.matcher(masked)).matches()) {
            // "but leave out the documentation": a part not to include
            // ("exclude Music from the backup": the box is Music's, the backup is where it is left out of)
            return sure(target(Kind.UNTICK, c.substring(m.start(1), m.end(1)).replaceFirst("(?i)\\s+from\\s+(?:the|my|our|this|that)\\s+.+$", "")));
        }
        if ((m = ALL_BUT.matcher(masked)).matches() && (ON_VERB.matcher(m.group(1)).matches() || OFF_VERB.matcher(m.group(1)).matches())) {
            boolean on = ON_VERB.matcher(m.group(1)).matches();
            String but = c.substring(m.start(3), m.end(3)).replaceFirst("(?i)^(?:one|ones)\\s+(?:in|on|of|for)\\s+(?:the\\s+)?", "")
                    .replaceFirst("(?i)['’]s$", "");
            List<SubGoal> steps = new ArrayList<>();
            String kind = m.group(2) == null ? null : m.group(2).strip().replaceFirst("(?i)\\s+(?:in|on|at|of)\\s+(?:the|my|our)\\s+.*$", "");
            boolean generic = kind == null || kind.matches("(?i)(?:the\\s+)?(?:things?|box(?:es)?|check\\s*box(?:es)?|options?|items?|"
                    + "settings?|ones?|entries|rows?|everything)");
            // a kind of thing ("every light") is those boxes only, not the smart plugs beside them; a dialog's checklist
            // ("install all the language packs") holds nothing else
            steps.add(SubGoal.of(on ? Kind.TICK : Kind.UNTICK, generic || on && BOXES_THEN.matcher(m.group(1)).matches()
                    ? "everything" : "every " + kind));
            if (on) {
                steps.add(target(Kind.UNTICK, but)); // "apart from Greek": not installed, even if it was ticked
            }
            if (BOXES_THEN.matcher(m.group(1)).matches()) {
                steps.add(SubGoal.of(Kind.CONFIRM, m.group(1).toLowerCase(Locale.ROOT)));
            }
            return new Reading(steps, SURE);
        }
        if ((m = ACT_WITH.matcher(masked)).matches()) {
            // "install with the examples and a desktop shortcut": the parts ticked, then the dialog's act
            List<SubGoal> steps = new ArrayList<>();
            Kind box = m.group(2).equalsIgnoreCase("with") ? Kind.TICK : Kind.UNTICK;
            for (String part : c.substring(m.start(3), m.end(3)).split("\\s*(?:,|\\band\\b|\\bor\\b|&)\\s*")) {
                if (!part.isBlank()) {
                    steps.add(target(box, part));
                }
            }
            steps.add(SubGoal.of(Kind.CONFIRM, m.group(1).toLowerCase(Locale.ROOT)));
            return new Reading(steps, SURE);
        }
        if ((m = VIA_MENU.matcher(masked)).matches()) {
            // "make the paragraph italic using the Format menu": that menu, then the item nearest the rest in meaning
            String item = c.substring(0, m.end(1)).strip();
            Matcher setting = SET_IN_MENU.matcher(item);
            if (setting.matches()) {
                // "set the line spacing to Double using the Format menu": the menu, the setting's submenu, the value
                return sure(menuPath(List.of(Targets.clean(c.substring(m.start(2), m.end(2))), Targets.clean(setting.group(1)),
                        Words.unquote(setting.group(2).strip()))));
            }
            Matcher head = MENU_HEAD.matcher(item);
            return sure(menuPath(List.of(Targets.clean(c.substring(m.start(2), m.end(2))),
                    head.lookingAt() ? Targets.clean(item.substring(head.end())) : item)));
        }
        if ((m = BY_MEANS.matcher(masked)).matches()) {
            // "close the dialog by clicking the 'x'": the means is the action
            return read(m.group(2) + " " + c.substring(m.start(3)));
        }
        if ((m = USE_TO.matcher(masked)).matches()) {
            // "use the textbox to enter 'Nora'", "use the slider to select 7": the tool names the target
            String tool = c.substring(m.start(1), m.end(1));
            String act = c.substring(m.start(2));
            Reading alone = read(act);
            if (GENERIC_TOOL.matcher(tool).matches() && !alone.steps().isEmpty() && alone.steps().stream()
                    .allMatch(g -> g.target() != null && !g.target().matches("[\\d.,%]+") || g.kind() == Kind.SEARCH)) {
                return alone;
            }
            return read(act + (TYPE.matcher(act).matches() ? " into the " : " with the ") + tool);
        }
        if ((m = VALUE_WITH.matcher(c)).matches()) {
            RoleHint hint = m.group(2).toLowerCase(Locale.ROOT).startsWith("s") && !m.group(2).toLowerCase(Locale.ROOT)
                    .startsWith("sl") || m.group(2).equalsIgnoreCase("stepper") ? RoleHint.SPIN : RoleHint.SLIDER;
            return sure(new SubGoal(Kind.SET_VALUE, null, null, hint, null, false, null,
                    Double.parseDouble(m.group(1)), null, null, null, null, null));
        }
        if ((m = SIMILAR.matcher(c)).matches()) {
            // "select all the words similar to happy": every box whose label is near the word in meaning
            return sure(SubGoal.of(Kind.TICK, "every " + m.group(1)));
        }
        if ((m = USE_CODE.matcher(masked)).matches() && !c.matches(".*\\b(?=\\p{Lu}*\\d)[\\p{Lu}\\d]{4,}\\b.*")
                && Words.firstQuoted(c) == null) {
            // "use the spring discount code from the banner": the code is read off the page, typed into its field and applied
            String which = m.group(1).strip();
            return new Reading(List.of(SubGoal.of(Kind.ANSWER, (which.isEmpty() ? "" : which + " ") + "code"),
                    new SubGoal(Kind.TYPE, "code", SubGoal.COPIED, RoleHint.EDITABLE, null, false, null, null, null, null, null, null,
                            null), SubGoal.of(Kind.CONFIRM, "Apply")), SURE);
        }
        if ((m = COPY_INTO.matcher(masked)).matches()) {
            // "enter the value of Color into the text field": read it off the screen, then type what was read
            return new Reading(List.of(SubGoal.of(Kind.ANSWER, Targets.clean(c.substring(m.start(1), m.end(1)))),
                    Copying.typeRead(c.substring(m.start(2)))), SURE);
        }
        Optional<List<SubGoal>> carried = Copying.carried(c, masked);
        if (carried.isPresent()) {
            return new Reading(carried.get(), SURE);
        }
        if ((m = TYPE_AS.matcher(masked)).matches() && !AS_LINE.matcher(c).matches()) {
            // ("write 'Meeting notes' as the first line" is a line of the document, read below)
            return sure(typeInto(c.substring(m.start(1), m.end(1)), c.substring(m.start(2))));
        }
        if (TOOL_ONLY.matcher(c.replaceAll("[.,;:]+$", "").strip()).matches()) {
            return new Reading(List.of(), SURE);
        }
        if (Words.pronounAct(c)) {
            // "can you fix that?", "do it": the other clauses say what
            return new Reading(List.of(), SURE);
        }
        if ((m = DAY_ONLY.matcher(c)).matches() && Integer.parseInt(m.group(1)) >= 1 && Integer.parseInt(m.group(1)) <= 31) {
            int day = Integer.parseInt(m.group(1));
            LocalDate shown = today.withDayOfMonth(Math.min(day, today.lengthOfMonth()));
            return sure(new SubGoal(Kind.PICK_DATE, null, null, null, null, false, null, (double) day, shown, null, null, null,
                    null));
        }
        if ((m = WITH_PERCENT.matcher(masked)).matches()) {
            List<SubGoal> steps = new ArrayList<>();
            steps.add(new SubGoal(Kind.SET_VALUE, m.group(3), null, null, null, false, null, Double.parseDouble(m.group(2)), null,
                    null, null, null, null));
            steps.addAll(read(c.substring(m.start(1), m.end(1))).steps());
            return new Reading(steps, SURE);
        }
        Matcher placed = REMOVE_FROM_PLACE.matcher(c);
        if (placed.matches()) {
            return new Reading(List.of(SubGoal.of(Kind.SWITCH_TAB, placed.group(3)), SubGoal.of(Kind.CLICK, "remove")
                    .withWhere(Qualifiers.NONE.withContainer(placed.group(2)))), SURE);
        }
        if ((m = REMOVE_FROM.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            return removeIn(m.group(1).toLowerCase(Locale.ROOT).replace("take", "remove"), m.group(2));
        }
        if ((m = AGREE.matcher(c)).matches()) {
            return sure(target(Kind.TICK, m.group(1)));
        }
        if ((m = TAKE_OUT.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            return removeIn("remove", m.group(1) != null ? m.group(1) : m.group(2));
        }
        Optional<SortOrder> order = SortOrder.ask(c);
        if (order.isPresent() && !c.matches("(?i).*\\b(?:table|column|grid|spreadsheet|sheet)s?\\b.*")) {
            // "cheapest first", "sort by newest": an order the page's sort box (or a column's header) offers
            return sure(SubGoal.of(Kind.CHOOSE, order.get().describe()).withWhere(Qualifiers.NONE.withContainer(SortOrder.BOX)));
        }
        if ((m = SORT.matcher(c)).matches()) {
            return sure(SubGoal.of(Kind.CLICK, Targets.clean(m.group(1))));
        }
        if ((m = REPLY_QUOTED.matcher(c)).matches()) {
            return mail("reply", m.group(2), null, m.group(1));
        }
        if ((m = REPLY.matcher(c)).matches()) {
            return mail("reply", m.group(1), null, m.group(2));
        }
        if ((m = COMMENT_ON.matcher(c)).matches() && (WRITTEN_TEXT.matcher(m.group(1)).find() || Words.firstQuoted(m.group(1)) != null)) {
            // "comment on this article as Ben, saying '...'": the page's comment form, as "leave a comment as Ben saying"
            return read("leave a comment" + m.group(1));
        }
        if ((m = REPLY_TO.matcher(c)).matches() && !Words.pronounAct(m.group(2))
                && !m.group(2).matches("(?i)(?:it|this|that|him|her|them|the\\s+(?:e-?mail|message|sender))")) {
            return sure(SubGoal.of(Kind.CLICK, m.group(1).toLowerCase(Locale.ROOT))
                    .withWhere(Qualifiers.NONE.withContainer(Targets.container(m.group(2)))));
        }
        if ((m = FORWARD.matcher(c)).matches()) {
            return mail("forward", m.group(1), m.group(2), null);
        }
        if ((m = OPEN_MAIL.matcher(c)).matches() && sender(m.group(1)) != null) {
            return sure(SubGoal.of(Kind.CLICK, sender(m.group(1))));
        }
        if ((m = SEND_TO.matcher(c)).matches()) {
            return new Reading(List.of(typeInto(m.group(1).strip(), "to"), SubGoal.of(Kind.CLICK, "send")), SURE);
        }
        if ((m = SHOW_IN.matcher(masked)).matches()) {
            return sure(SubGoal.of(Kind.CHOOSE, c.substring(m.start(1), m.end(1)).strip()));
        }
        if ((m = DONT_TELL.matcher(c)).matches()) {
            // "don't send Noor an email about it": the box that would send it, unticked (a reply still goes)
            return sure(SubGoal.of(Kind.UNTICK, c.matches("(?i).*\\be-?mail.*") ? "email" : c.matches("(?i).*\\b(?:notif|know\\b).*")
                    ? "notify" : c.matches("(?i).*\\btext\\b.*") ? "text" : c.matches("(?i).*\\b(?:reply|response)\\b.*") ? "reply"
                    : c.matches("(?i).*\\b(?:update|confirmation)\\b.*") ? "send" : "message"));
        }
        if ((m = TELL.matcher(masked)).matches()) {
            String reply = c.substring(m.start(1), m.end(1)).strip();
            // "tell them I can't make it": a refusal is the dialog's Decline (or its way of saying no)
            if (reply.matches("(?i).*\\b(?:might|may|maybe|perhaps|possibly|probably|hopefully|not\\s+sure|unsure|try\\s+to|tentative\\p{L}*)\\b.*")) {
                return sure(SubGoal.of(Kind.CLICK, "maybe")); // "I might make it": the answer that is neither yes nor no
            }
            return sure(reply.matches("(?i).*\\b(?:can't|cannot|can\\s+not|won't|not|unable|no|never|busy)\\b.*")
                    ? SubGoal.of(Kind.CANCEL, "decline") : SubGoal.of(Kind.CLICK, reply));
        }
        if ((m = PUT_IN.matcher(masked)).matches()) {
            return sure(target(Kind.TICK, c.substring(m.start(1), m.end(1))));
        }
        if (asked || QUESTION.matcher(c).find()) {
            return sure(answer(c));
        }
        if (masked.contains(">")) {
            return sure(menu(c));
        }
        if ((m = IN_MENU.matcher(c)).matches()) {
            return sure(menuPath(List.of(Targets.clean(m.group(1)), Targets.clean(m.group(2)))));
        }
        if ((m = OPEN_MENU.matcher(c)).matches()) {
            return sure(SubGoal.of(Kind.CLICK, Targets.clean(m.group(1))).withRole(RoleHint.MENU));
        }
        if ((m = WAIT.matcher(c)).matches()) {
            return sure(waitFor(m.group(1), m.group(2)));
        }
        if ((m = SCROLL.matcher(c)).matches()) {
            return sure(scroll(m.group(1), m.group(2), m.group(3)));
        }
        if ((m = KEY.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            KeyChord chord = chord(m.group(1));
            if (chord != null) {
                return sure(key(chord));
            }
        }
        if ((m = PASTE_INTO.matcher(c)).matches()) {
            return new Reading(List.of(click(m.group(1)), key(KeyChord.parse("ctrl+v"))), SURE);
        }
        if ((m = SELECT_ALL_IN.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            // "select all the text in the notes box": into the field, then every character of it
            List<SubGoal> steps = new ArrayList<>();
            if (m.group(1) != null) {
                steps.add(SubGoal.of(Kind.CLICK, Targets.read(m.group(1), Kind.TYPE, false).label()).withRole(RoleHint.EDITABLE));
            }
            steps.add(key(KeyChord.parse("ctrl+a")));
            return new Reading(steps, SURE);
        }
        if ((m = UNDO_CHANGE.matcher(c)).matches()) {
            return sure(key(shortcut(m.group(1)))); // "undo the last change": the editor's own undo
        }
        if (((m = EXTREME_VALUE.matcher(c)).matches() || (m = ALL_THE_WAY.matcher(c)).matches())
                && (c.matches("(?i)^(?:set|turn|crank)\\b.*") || m.group(2) == null || DRAGGED_VALUE.matcher(m.group(1)).matches()
                || !m.group(2).matches("(?i)top|bottom|start|beginning|end|very\\s+(?:start|beginning|end)|middle|centre|center|half\\s*way"))) {
            // ("move the card to the top" moves a card in a list)
            // "drag the slider all the way to the right", "set the volume to the maximum": as far as the control goes
            String way = (m.group(2) != null ? m.group(2) : c.matches("(?i).*\\bas\\s+low\\b.*") ? "low" : "high").toLowerCase(Locale.ROOT);
            boolean top = way.matches("(?:max|high|full|top|up|right|end|loud|bright).*") || way.matches("far\\s+right|very\\s+right");
            // "set the slider to the middle": halfway along its range (0.5 between the bottom, 0, and the top, 1)
            boolean middle = way.matches("middle|centre|center|half\\s*way");
            Targets.Read t = Targets.read(m.group(1).replaceFirst("(?i)\\s+(?:up|down)$", ""), Kind.SET_VALUE, true);
            String label = t.label() == null || t.label().matches("(?i)slider|scale|it|this|that") ? null : t.label();
            return sure(new SubGoal(Kind.SET_VALUE, label, SubGoal.EXTREME,
                    t.role() == RoleHint.ANY ? null : t.role(), t.where(), false, null, middle ? 0.5 : top ? 1.0 : 0.0, null, null, null,
                    null, null));
        }
        if ((m = TOGGLE.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            // "toggle Wi-Fi": its switch flipped, whichever way it stands; "toggle dark mode on" says which way
            String what = Targets.clean(m.group(1));
            return sure(m.group(2) == null ? SubGoal.of(Kind.CLICK, what).withRole(RoleHint.CHECKBOX)
                    : SubGoal.of(m.group(2).equalsIgnoreCase("on") ? Kind.TICK : Kind.UNTICK, what));
        }
        if (RELOAD.matcher(c).matches()) {
            return sure(key(KeyChord.parse("F5"))); // a page's own Refresh button would be named as one
        }
        if ((m = SHORTCUT.matcher(c)).matches()) {
            return sure(key(shortcut(m.group(1))));
        }
        if ((m = DOUBLE.matcher(c)).matches()) {
            return sure(target(Kind.DOUBLE_CLICK, m.group(1)));
        }
        if ((m = RIGHT.matcher(c)).matches()) {
            return sure(target(Kind.RIGHT_CLICK, m.group(1)));
        }
        if ((m = LOGIN.matcher(c)).matches()) {
            return sure(SubGoal.of(Kind.CONFIRM, m.group(1).toLowerCase(Locale.ROOT)));
        }
        if ((m = SEARCH.matcher(c)).matches()) {
            return sure(search(m.group(1)));
        }
        if ((m = SAVE.matcher(c)).matches()) {
            SubGoal save = SubGoal.of(Kind.SAVE, null);
            return sure(m.group(1) == null ? save : save.withText(savedPath(m.group(1)), false));
        }
        if ((m = CLEAR.matcher(c)).matches()) {
            return sure(target(Kind.CLEAR, m.group(1)));
        }
        if ((m = HOVER.matcher(c)).matches()) {
            return sure(target(Kind.HOVER, m.group(1)));
        }
        if ((m = CLOSE.matcher(c)).matches()) {
            return sure(SubGoal.of(Kind.CLOSE, Targets.clean(m.group(1))));
        }
        if ((m = RENAME_THING.matcher(c)).matches() && m.group(1).matches(".*(?:\\p{Lu}|\\d|\\.\\w).*")
                && !m.group(1).matches("(?i)(?:it|this|that|them|the\\s+.*|my\\s+.*)")) {
            // "rename Budget draft.xlsx to Budget 2032.xlsx": that thing's Rename (on its row or in its menu), its new name, done
            return new Reading(List.of(SubGoal.of(Kind.CLICK, "rename").withWhere(Qualifiers.NONE.withContainer(Words.unquote(
                    m.group(1).strip()))), typeInto(Words.unquote(m.group(2).strip()), "name"), SubGoal.of(Kind.CONFIRM, "Rename")), SURE);
        }
        if ((m = RENAME.matcher(c)).matches()) {
            return sure(typeInto(Words.unquote(m.group(1)), "name"));
        }
        if ((m = GO_ON.matcher(c)).matches()) {
            return sure(SubGoal.of(Kind.CLICK, m.group(1).replaceAll("[.!]+$", "").strip()));
        }
        if ((m = WRITE.matcher(c)).matches()) {
            Reading written = write(m.group(1), m.group(2), m.group(3));
            if (written != null) {
                return written;
            }
        }
        if ((m = NAME_OBJECT.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            return sure(typeInto(m.group(1), null));
        }
        if ((m = NAME_AS.matcher(c)).matches()) {
            return sure(typeInto(Words.unquote(m.group(2)), null));
        }
        if ((m = DECLINE.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            if (DECLINE_ITEMS.matcher(m.group(1)).find() || LIMIT.matcher(m.group(1)).find()) {
                // ("don't pay for more time than I need": a limit on the choice, read against its options, not a Cancel)
                // "don't order any of those", "never buy them": which things to leave out, said before what to pick
                return new Reading(List.of(SubGoal.of(Kind.NOTE, c.replaceAll("[.!]+$", "").strip())), SURE);
            }
            return new Reading(List.of(SubGoal.of(Kind.CANCEL, c.replaceAll("[.!]+$", "").strip())), SURE);
        }
        if ((m = PERCENT.matcher(c)).matches()) {
            // "tip 18 percent", "discount 10%": the control the noun names, set to the number
            return sure(new SubGoal(Kind.SET_VALUE, m.group(1), null, null, null, false, null, Double.parseDouble(m.group(2)), null,
                    null, null, null, null));
        }
        if ((m = LEAVE_FROM.matcher(c)).matches() && !m.group(2).matches("(?i)(?:every|all|each|any)\\b.*")) {
            // ("unsubscribe me from every list except X" is read against the screen's boxes as a whole)
            // "unsubscribe from Woodworking Monthly": that row's button
            return sure(SubGoal.of(Kind.CLICK, m.group(1).toLowerCase(Locale.ROOT)).withWhere(Qualifiers.NONE.withContainer(
                    m.group(2).strip())));
        }
        if ((m = WRITE_TO.matcher(c)).matches() || (m = SEND_SOMEONE.matcher(c)).matches()) {
            // "email Carlos Mendes: the meeting is at 3": the recipient (of the team said, if said), the message, then Send
            SubGoal to = typeInto(m.group(1).strip(), "to");
            return new Reading(List.of(m.group(2) == null ? to : to.withWhere(Qualifiers.NONE.withContainer(m.group(2).strip())),
                    typeInto(Words.unquote(m.group(3).strip()), "message"), SubGoal.of(Kind.CLICK, "send")), SURE);
        }
        if ((m = NTH_VERB.matcher(c)).matches()) {
            // "delete the second reminder": the verb's button in the second row (every row has one)
            String word = m.group(2).toLowerCase(Locale.ROOT);
            Integer n = word.equals("last") ? Integer.valueOf(-1) : m.group(3) != null ? Integer.valueOf(m.group(3))
                    : NTH.get(word);
            return sure(SubGoal.of(Kind.CLICK, m.group(1).toLowerCase(Locale.ROOT).replaceAll("\\s+to$", ""))
                    .withWhere(new Qualifiers(n, null, null)));
        }
        if ((m = WHOSE.matcher(c.replaceAll("[.!]+$", ""))).matches()) {
            String verb = m.group(1).toLowerCase(Locale.ROOT);
            String value = (m.group(2) != null ? m.group(2) : m.group(3) != null ? m.group(3) : m.group(4)).strip();
            return sure(SubGoal.of(Kind.CLICK, verb.equals("click") ? value : verb).withWhere(Qualifiers.NONE.withContainer(value)));
        }
        if ((m = FOLLOW.matcher(c.replaceAll("[.!]+$", ""))).matches() || (m = FOLLOW_KIND.matcher(c.replaceAll("[.!]+$", ""))).matches()) {
            // "follow The Quiet Allotment": its Follow button, not its title (following a link is a click)
            return sure(SubGoal.of(Kind.CLICK, m.group(1).toLowerCase(Locale.ROOT).replaceAll("\\s+to$", ""))
                    .withWhere(Qualifiers.NONE.withContainer(m.group(2).strip())));
        }
        if ((m = VERB_TO_NAME.matcher(c)).matches()) {
            // "cancel the standing order to Greenway Gym", "delete the payment to Westbrook Council": the named one's row
            return sure(SubGoal.of(Kind.CLICK, m.group(1).toLowerCase(Locale.ROOT)).withWhere(Qualifiers.NONE.withContainer(
                    m.group(2).strip())));
        }
        if ((m = ROW_VERB.matcher(c)).matches() || (m = ROW_ID.matcher(c)).matches()) {
            // "cancel my woodworking class", "accept Priya's request": that thing's own button, not the dialog's
            // "the taxi claim from Dmitri Volkov": his row that says taxi, so the whole phrase names the place
            String owner = m.group(2).strip();
            return sure(SubGoal.of(Kind.CLICK, m.group(1).toLowerCase(Locale.ROOT)).withWhere(Qualifiers.NONE.withContainer(owner)));
        }
        if ((m = DIALOG_ACT.matcher(c)).matches()) {
            return sure(SubGoal.of(Kind.CONFIRM, m.group(1).toLowerCase(Locale.ROOT)));
        }
        if ((m = ANSWER_THING.matcher(c)).matches()) {
            // "accept the invitation from Jonas", "cancel the booking for Friday": that one's own button, not a dialog's
            return sure(SubGoal.of(Kind.CLICK, m.group(1).toLowerCase(Locale.ROOT)).withWhere(Qualifiers.NONE.withContainer(
                    Targets.container(m.group(2).strip()))));
        }
        if ((m = DIALOG_VERB.matcher(c)).matches()) {
            String word = m.group(1).toLowerCase(Locale.ROOT);
            return sure(SubGoal.of(CANCEL_WORDS.contains(word) ? Kind.CANCEL : Kind.CONFIRM, word));
        }
        if ((m = CHECK_IN.matcher(c)).matches() && DateWords.find(m.group(2), today) != null) {
            // "... on the 3rd of April 2025, three nights please": the date, then what the rest says
            DateWords.Found when = DateWords.find(m.group(2), today);
            List<SubGoal> steps = new ArrayList<>(read("set the check-" + m.group(1).toLowerCase(Locale.ROOT) + " date to "
                    + m.group(2).substring(0, when.end())).steps());
            String rest = m.group(2).substring(when.end()).replaceFirst("^[\\s,;]+(?:and\\s+|for\\s+)?", "").strip();
            if (!rest.isEmpty()) {
                steps.addAll(read(rest).steps());
            }
            return new Reading(steps, SURE);
        }
        if ((m = LEAVE_OFF.matcher(c)).matches() && !m.group(1).matches("(?i)(?:the\\s+)?(?:rest|others?|everything(?:\\s+else)?|"
                + "all\\s+the\\s+others|the\\s+others)")) {
            // left as it is when it has no tick; a box ticked already is what the user wants out
            return sure(target(Kind.UNTICK, m.group(1)));
        }
        if ((m = MARK_DONE.matcher(c)).matches() && !(m.group(1) != null ? m.group(1) : m.group(2))
                .matches("(?i)it|this|that|them|these|those|all|everything|(?:all|every|each)\\b.*")) {
            // "mark the task 'Pay rent' as done", "tick off Pay rent": the to-do's own box
            return sure(target(Kind.TICK, Words.unquote((m.group(1) != null ? m.group(1) : m.group(2)).strip()
                    .replaceFirst("(?i)^(?:the\\s+)?(?:task|to-?do|item|chore)\\s+(?=['\"])", "")
                    .replaceFirst("(?i)\\s+(?:task|to-?do|item|chore)$", ""))));
        }
        if ((m = ANSWER_WITH.matcher(c)).matches()) {
            // "answer No to the question", "say yes": the dialog's button of that word
            String word = m.group(1).toLowerCase(Locale.ROOT);
            return sure(SubGoal.of(Kind.CLICK, word.equals("ok") ? "OK" : Character.toUpperCase(word.charAt(0)) + word.substring(1)));
        }
        if ((m = AS_DEFAULT.matcher(c)).matches() && !m.group(1).matches("(?i)it|this|that|them")) {
            return sure(SubGoal.of(Kind.CLICK, "set as default").withWhere(Qualifiers.NONE.withContainer(Targets.container(m.group(1).strip()))));
        }
        if ((m = KEEP_ON.matcher(c)).matches() && !m.group(1).matches("(?i)(?:the\\s+)?(?:rest|others?|everything(?:\\s+else)?|"
                + "all\\s+the\\s+others|the\\s+others|it|them|that|this)")) {
            // "... but keep the security alerts on": ticked if it is not, left as it is if it is
            return sure(target(Kind.TICK, m.group(1)));
        }
        if (LEAVE_ALONE.matcher(c).matches()) {
            return new Reading(List.of(), SURE);
        }
        if ((m = ADD_PERSON_TO.matcher(c)).matches() && (m.group(2) != null || m.group(3).matches("(?i).*\\b(?:meeting|event|call|review|"
                + "session|chat|thread|channel|project|board|doc|document|invite|invitation|planning|stand-?up|retro|retrospective|sync|"
                + "lunch|dinner|party|interview|demo|workshop|trip|conversation|group\\s+chat|catch-?up|1:1|one-to-one)s?$"))) {
            // ("add Lin Chen to the Finance department" fills a form's name and department, no event to open)
            SubGoal open = SubGoal.of(Kind.CLICK, m.group(3).strip());
            return new Reading(List.of(m.group(2) == null ? open : open.withWhere(Qualifiers.NONE.withContainer(m.group(2))),
                    new SubGoal(Kind.TYPE, "add", m.group(1).strip(), RoleHint.EDITABLE, Qualifiers.NONE, false, null, null, null, null,
                            null, null, null)), SURE);
        }
        if ((m = REMIND_BEFORE.matcher(c)).matches()) {
            return sure(SubGoal.of(Kind.CHOOSE, ahead(m.group(1), m.group(2)) + " before"));
        }
        if ((m = LABEL_IT.matcher(c)).matches()) {
            return sure(SubGoal.of(Kind.TICK, m.group(2).strip()).withWhere(Qualifiers.NONE.withContainer(
                    m.group(1).equalsIgnoreCase("tag") ? "tags" : "labels")));
        }
        if ((m = REVIEWER.matcher(c)).matches()) {
            String who = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
            return sure(SubGoal.of(Kind.TICK, who.strip()).withWhere(Qualifiers.NONE.withContainer("reviewers")));
        }
        if ((m = GIVE_A.matcher(c)).matches() && Words.number(m.group(2)) != null) {
            String owner = m.group(1).matches("(?i)it|them|this|that") ? m.group(1) : m.group(1).replaceFirst("(?i)^(?:the|my|our|this|that)\\s+", "");
            return sure(new SubGoal(Kind.SET_VALUE, m.group(3).strip(), null, null, Qualifiers.NONE.withContainer(owner), false, null,
                    Words.number(m.group(2)), null, null, null, null, null));
        }
        if ((m = TOGGLE_ON.matcher(c)).matches()) {
            SubGoal box = target(m.group(3).equalsIgnoreCase("on") ? Kind.TICK : Kind.UNTICK, m.group(2));
            // "turn the new checkout flow on in staging": that switch in the staging part
            return sure(m.group(4) == null ? box : box.withWhere(box.where().withContainer(m.group(4).strip())));
        }
        if ((m = TICK.matcher(c)).matches()) {
            Matcher language = IN_LANGUAGE.matcher(m.group(3).strip());
            if (m.group(1) != null && language.matches()) {
                // "turn on English subtitles": a player's subtitles are a choice of language, not a switch of that name
                return sure(SubGoal.of(Kind.CHOOSE, language.group(1)).withWhere(Qualifiers.NONE.withContainer(language.group(2))));
            }
            return sure(target(m.group(1) != null ? Kind.TICK : Kind.UNTICK, m.group(3)));
        }
        if ((m = EXPAND.matcher(c)).matches()) {
            boolean open = m.group(1).toLowerCase(Locale.ROOT).endsWith("unfold") || m.group(1).equalsIgnoreCase("expand");
            return sure(target(open ? Kind.EXPAND : Kind.COLLAPSE, m.group(2)));
        }
        if ((m = QUOTED_AT_END.matcher(c)).matches()) {
            String text = Words.unquote(m.group(1).strip());
            boolean top = m.group(2).toLowerCase(Locale.ROOT).matches("top|start|beginning");
            return new Reading(List.of(key(KeyChord.parse(top ? "ctrl+Home" : "ctrl+End")), new SubGoal(Kind.TYPE, null,
                    top ? text + "\n" : text, null, null, false, null, null, null, null, null, null, null)), SURE);
        }
        if ((m = AS_LINE.matcher(c)).matches()) {
            // at the document's top a line and its break go in before the first; at its end (a text file's last line
            // break leaves the caret on a line of its own) the words alone
            String text = Words.unquote(m.group(1).strip());
            boolean top = m.group(2).toLowerCase(Locale.ROOT).matches("first|top|opening");
            List<SubGoal> steps = new ArrayList<>();
            String place = m.group(3) == null ? null : m.group(3).strip().replaceFirst("(?i)\\s+(?:note|file|document|doc|page)$", "");
            if (place != null && !place.matches("(?i)note|file|document|doc|page|list|text|editor")) {
                // "my Lisbon packing list": that note opened first, read as "open my Lisbon packing list" is
                Reading open = read("open " + m.group(3).strip());
                steps.addAll(open.steps().size() == 1 && open.steps().get(0).kind() == Kind.CLICK ? open.steps()
                        : List.of(SubGoal.of(Kind.CLICK, place)));
            }
            steps.add(key(KeyChord.parse(top ? "ctrl+Home" : "ctrl+End")));
            steps.add(new SubGoal(Kind.TYPE, null, top ? text + "\n" : text, null, null, false, null, null, null, null, null, null, null));
            return new Reading(steps, SURE);
        }
        if ((m = ADD_LINE.matcher(c)).matches()) {
            // "add a last line saying 'done'": at the end of the document, where a text file's last new line
            // leaves the caret on a line of its own (a file without one would get the words on its last line)
            String text = Words.unquote(m.group(1).strip());
            return new Reading(List.of(key(KeyChord.parse("ctrl+End")), new SubGoal(Kind.TYPE, null, text, null, null, false,
                    null, null, null, null, null, null, null)),
                    SURE);
        }
        if ((m = MARK_ON.matcher(c)).matches()) {
            // "add a star to site-survey-final.pdf": the star button on that file's row (its name often says it, too)
            String mark = m.group(1).toLowerCase(Locale.ROOT);
            // ("give it a thumbs up": "it" is what the clause before named, put in by the planner)
            String on = Targets.clean(m.group(2));
            return sure(SubGoal.of(Kind.CLICK, mark).withWhere(Qualifiers.NONE.withContainer(on == null ? m.group(2).strip()
                    : Words.unquote(on))));
        }
        if ((m = ADD_TO.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            // "add a medium to the bag", "put the cheapest one in my cart": the shop's Add-to button, for that thing
            String what = m.group(2).replaceFirst("(?i)^(?:a|an|one|the|this|that|some)\\s+", "").strip();
            // "save the shakshuka recipe to my favourites": its card's "Save to favourites"
            String verb = m.group(1).toLowerCase(Locale.ROOT);
            SubGoal add = SubGoal.of(Kind.CLICK, (verb.matches("save|pin|move") ? verb : "add") + " to " + m.group(4).toLowerCase(Locale.ROOT));
            // "my Road Trip playlist": the list is chosen by its name once the Add-to shows the lists
            List<SubGoal> named = m.group(3) == null ? List.of() : List.of(SubGoal.of(Kind.CHOOSE, m.group(3).strip()));
            if (what.isEmpty() || what.matches("(?i)it|this|that|them|these|those|one")) {
                List<SubGoal> steps = new ArrayList<>(List.of(add));
                steps.addAll(named);
                return new Reading(steps, SURE);
            }
            // "three of the stoneware teapots in sage green": the card's colour, its count, then its Add
            List<SubGoal> steps = new ArrayList<>();
            Matcher count = COUNT_OF.matcher(what);
            Double n = count.matches() ? Words.number(count.group(1)) : null;
            if (n != null) {
                // ("two packs of the rechargeable AA batteries": how they are counted is no word of the card's name)
                what = count.group(2).strip().replaceFirst("(?i)^(?:packs?|packets?|jars?|bags?|bottles?|boxes|box|tins?|cans?|cartons?|"
                        + "tubs?|punnets?|rolls?|bars?|loaves|loaf)\\s+of\\s+(?:the\\s+|those\\s+|these\\s+)?(?=\\S)", "");
            }
            Matcher variant = IN_VARIANT.matcher(what);
            if (variant.matches()) {
                what = singular(variant.group(1).strip());
                steps.add(SubGoal.of(Kind.CLICK, variant.group(2).strip()).withWhere(Qualifiers.NONE.withContainer(what)));
            } else if (n != null) {
                what = singular(what);
            }
            if (n != null && n > 1) {
                steps.add(new SubGoal(Kind.SET_VALUE, "quantity", null, null, Qualifiers.NONE.withContainer(what), false, null, n, null,
                        null, null, null, null));
            }
            steps.add(add.withWhere(Qualifiers.NONE.withContainer(what)));
            steps.addAll(named);
            return new Reading(steps, SURE);
        }
        if ((m = QUANTITY_OF.matcher(c)).matches()) {
            // "I only need 2 of the Barista oat drink": the count on that thing's row
            Double n = Words.number(m.group(1).toLowerCase(Locale.ROOT));
            if (n != null) {
                String thing = m.group(2).replaceFirst("(?i)\\s+(?:in|from|on)\\s+(?:my|our|the|your)\\s+(?:basket|cart|shopping\\s+cart|"
                        + "bag|trolley|order)$", "").strip();
                return sure(new SubGoal(Kind.SET_VALUE, "quantity", null, null, Qualifiers.NONE.withContainer(thing),
                        false, null, n, null, null, null, null, null));
            }
        }
        if ((m = QUANTITY.matcher(c)).matches()) {
            // "I want three mugs in total": the count beside the mug
            Double n = Words.number(m.group(1));
            // "I need a medium" is a size wished for, not a count of one: only "a ... in total" counts
            boolean article = m.group(1).matches("(?i)an?") && !c.matches("(?i).*\\b(?:in\\s+total|altogether|in\\s+all|total)$");
            if (n != null && !article) {
                String noun = m.group(2).replaceFirst("(?i)(?<=[^s])s$", "");
                return sure(new SubGoal(Kind.SET_VALUE, noun, null, null, null, false, null, n, null, null, null, null, null));
            }
        }
        if ((m = ASSIGN_TO.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            // "assign the Privacy policy card to Noor", "hand it over to Noor": its Assign (on it, or in its menu), then the person
            String what = m.group(1).replaceFirst("(?i)^(?:a|an|one|the|this|that|my)\\s+", "").strip();
            SubGoal assign = SubGoal.of(Kind.CLICK, "assign");
            return new Reading(List.of(what.matches("(?i)it|this|that|them|this\\s+one|that\\s+one") ? assign
                    : assign.withWhere(Qualifiers.NONE.withContainer(Targets.container(what))), SubGoal.of(Kind.CHOOSE, m.group(2).strip())),
                    SURE);
        }
        if ((m = DRAG.matcher(c)).matches() && !DRAGGED_VALUE.matcher(m.group(1)).matches() && !DRAGGED_VALUE.matcher(m.group(2)).matches()
                && Targets.container(m.group(1)) != null && !Words.unquote(m.group(2).strip()).isBlank()) {
            // "drag the card to Done": pressed on the thing and let go over the place, as a hand would
            return sure(new SubGoal(Kind.DRAG, Targets.container(m.group(1)), null, null, null, false,
                    List.of(Words.unquote(m.group(2).strip())), null, null, null, null, null, null));
        }
        if ((m = MOVE_CARD.matcher(c)).matches() && !m.group(2).matches("(?i).*\\d.*|top|bottom|end|start|front|back")
                // a card said by its name ("the Budget card"), not "that card" the sentence before told of
                && !m.group(1).matches("(?i)(?:that|this|the|it|its|my|our|same|new|next|last|first)\\s+\\S+")) {
            // its Move (a button, or inside its menu), then the column: as a card is moved "to a column" said in full
            String what = Words.unquote(m.group(1).strip());
            return new Reading(List.of(SubGoal.of(Kind.CLICK, "move to").withWhere(Qualifiers.NONE.withContainer(Targets.container(what))),
                    SubGoal.of(Kind.CHOOSE, Words.unquote(m.group(2).strip()))), SURE);
        }
        if ((m = MOVE_TO.matcher(c)).matches() && Words.firstQuoted(c) == null) {
            // "move the Passport renewal note to the Travel folder": its row's Move (a button, or inside its menu), then the place
            String what = m.group(2).replaceFirst("(?i)^(?:a|an|one|the|this|that|my)\\s+", "").strip();
            SubGoal move = SubGoal.of(Kind.CLICK, "move to");
            return new Reading(List.of(what.isEmpty() || what.matches("(?i)it|this|that|them") ? move
                    : move.withWhere(Qualifiers.NONE.withContainer(Targets.container(what))), m.group(4) == null
                    ? SubGoal.of(Kind.CHOOSE, m.group(3).strip())
                    // "the 2032 folder that's inside Finance": the 2032 under Finance, not another folder's
                    : SubGoal.of(Kind.CHOOSE, m.group(3).strip()).withWhere(Qualifiers.NONE.withContainer(m.group(4).strip()))), SURE);
        }
        if ((m = SET_FOR.matcher(c)).matches()) {
            // "raise my monthly donation to Coastal Rescue to £15": the amount is the last "to"; the one before names whose
            SubGoal s = set(m.group(1), m.group(3));
            return sure(s.where().container() == null ? s.withWhere(s.where().withContainer(m.group(2).strip())) : s);
        }
        if ((m = SET.matcher(c)).matches()) {
            String what = m.group(1).strip();
            if (m.group(2).strip().matches("[£$€]\\s?\\d[\\d,]*(?:\\.\\d{1,2})?") && !what.matches("(?i).*\\b(?:price|cost|limit|amount|budget|fee|"
                    + "rate|balance|total|salary|rent|value|bid|charge|deposit|fare|tip|pay|spend\\p{L}*|wage|income|target|goal|threshold|"
                    + "allowance|cap|maximum|minimum|offer)s?\\b.*")) {
                // "drop the large walnut dining table to £749": a thing brought to a sum of money is its price
                String thing = what.replaceFirst("(?i)^(?:the|my|our|this|that)\\s+", "");
                return sure(set("the price for the " + thing, m.group(2)));
            }
            return sure(set(m.group(1), m.group(2)));
        }
        // ("keep the phone quiet until I get up at 7": a when, not a value; the sentence is read against the screen)
        if ((m = MAKE_VALUE.matcher(c)).matches() && !m.group(1).matches("(?i).*\\b(?:until|till|when|while|before|after|because|once|"
                + "i|we|you|they)\\b.*")) {
            return sure(set(m.group(1), m.group(2)));
        }
        if ((m = STOP_DOING.matcher(c)).matches()) {
            return sure(target(Kind.UNTICK, m.group(1)));
        }
        if ((m = FILL_FORM.matcher(c)).matches()) {
            // "fill out the form with name Tom": the form is no field; what follows names the field and its value
            return sure(pair(m.group(1)));
        }
        if ((m = FILL_WITH.matcher(c)).matches()) {
            return sure(typeInto(m.group(2), m.group(1)));
        }
        if ((m = FILL.matcher(c)).matches()) {
            return sure(pair(m.group(1)));
        }
        if ((m = SHARE_WITH.matcher(c)).matches()) {
            // "share Budget.xlsx with tom@x.test so he can comment": the file's Share, the address, what they may do, then send
            List<SubGoal> steps = new ArrayList<>();
            steps.add(SubGoal.of(Kind.CLICK, "share").withWhere(Qualifiers.NONE.withContainer(m.group(1).strip())));
            steps.add(typeInto(m.group(2), "email"));
            if (m.group(3) != null) {
                steps.add(new SubGoal(Kind.CHOOSE, null, "can " + m.group(3).toLowerCase(Locale.ROOT), null,
                        Qualifiers.NONE.withContainer("role"), false, null, null, null, null, null, null, null));
            }
            steps.add(SubGoal.of(Kind.CONFIRM, "send"));
            return new Reading(steps, SURE);
        }
        if ((m = FOR_SALE.matcher(c)).matches()) {
            // "put my old road bike up for sale at £180": a listing's price, then its form's button
            String price = m.group(2) != null ? m.group(2) : m.group(4);
            Matcher n = price == null ? null : AMOUNT.matcher(price);
            List<SubGoal> steps = new ArrayList<>();
            if (n != null && n.find()) {
                steps.add(new SubGoal(Kind.SET_VALUE, "price", null, null, null, false, null,
                        Double.parseDouble(n.group().replace(",", "")), null, null, null, null, null));
            }
            steps.add(SubGoal.of(Kind.CONFIRM, "publish"));
            return new Reading(steps, SURE);
        }
        if ((m = TYPE.matcher(c)).matches()) {
            Matcher who = ENTERED.matcher(m.group(1));
            if (who.matches() && c.matches("(?i)^(?:enter|put)\\b.*")) {
                // "enter me in the Riverside 10K": a person put down for something, nothing typed; its form's button sends it
                return sure(SubGoal.of(Kind.CONFIRM, "enter"));
            }
            return sure(type(m.group(1)));
        }
        if ((m = COLON_PAIR.matcher(c)).matches()) {
            if (m.group(2).matches("(?i)(?:it's|it\\s+is|its|they're|they\\s+are|he's|she's)\\s+.+")) {
                // "Register my bike: it's a dark green Raleigh hybrid, ...": the thing described, its words for the form's
                // fields; the form's own button sends it
                return new Reading(List.of(SubGoal.of(Kind.NOTE, m.group(2).replaceAll("[.!]+$", "").strip())), SURE);
            }
            return sure(typeInto(m.group(2), m.group(1)));
        }
        if (STAY_SIGNED_IN.matcher(c).matches()) {
            return sure(SubGoal.of(Kind.TICK, c));
        }
        if (BACK_REFERENCE.matcher(c).matches()) {
            // "I need it tomorrow; pick that delivery": the clause before chose it, this one names nothing new
            return new Reading(List.of(), SURE);
        }
        if ((m = CHOOSE.matcher(c)).matches()) {
            return sure(choose(m.group(1)));
        }
        if ((m = SWITCH_TAB.matcher(c)).matches()) {
            return sure(target(Kind.SWITCH_TAB, m.group(1)).withRole(RoleHint.TAB));
        }
        if ((m = CLICK.matcher(c)).matches()) {
            return sure(click(m.group(1)));
        }
        return unsure(c);
    }

    /** Reads a clause as the given kind, or null when the clause lacks what that kind needs. */
    List<SubGoal> readAs(Kind kind, String clause) {
        String c = clause.strip().replaceAll("[.!?]+$", "");
        String rest = c.replaceFirst("(?i)^\\S+(?:\\s+(?:on|off|up|down|over|in|out|to|for|at|with|into|about))?\\s*", "");
        return switch (kind) {
            case CLICK, DOUBLE_CLICK, RIGHT_CLICK, HOVER, CLEAR, CLOSE, EXPAND, COLLAPSE, TICK, UNTICK, SWITCH_TAB ->
                    rest.isEmpty() ? null : List.of(target(kind, rest));
            case TYPE -> rest.isEmpty() ? null : List.of(type(rest));
            case CHOOSE -> rest.isEmpty() ? null : List.of(choose(rest));
            case SEARCH -> rest.isEmpty() ? null : List.of(search(rest));
            case ANSWER -> List.of(answer(c));
            case CONFIRM, CANCEL -> List.of(SubGoal.of(kind, c.split("\\s+")[0].toLowerCase(Locale.ROOT)));
            case SAVE -> List.of(SubGoal.of(Kind.SAVE, null));
            case WAIT -> List.of(waitFor(null, null));
            case SCROLL -> List.of(scroll(c.matches("(?i).*\\bup\\b.*") ? "up" : "down", null, ""));
            default -> null;
        };
    }

    /**
     * The text to write (quoted, or after "saying"/":"), the name to write it as, then the button
     * that sends it; null when the clause gives no text.
     */
    private static Reading write(String verb, String noun, String rest) {
        String text = Words.firstQuoted(rest);
        Matcher said = WRITTEN_TEXT.matcher(Words.maskQuotes(rest));
        if (text == null && said.find()) {
            text = rest.substring(said.start(1)).strip().replaceAll("[.!]+$", "");
        }
        if (text == null || text.isBlank()) {
            return null;
        }
        List<SubGoal> steps = new ArrayList<>();
        Matcher as = WRITTEN_AS.matcher(Words.maskQuotes(rest));
        if (as.find()) {
            steps.add(typeInto(rest.substring(as.start(1), as.end(1)), "name"));
        }
        steps.add(typeInto(text, noun.toLowerCase(Locale.ROOT)));
        String v = verb.toLowerCase(Locale.ROOT);
        steps.add(SubGoal.of(Kind.CONFIRM, v.equals("send") || v.equals("submit") || v.equals("add") ? v : "post"));
        return new Reading(steps, SURE);
    }

    /**
     * A mail act: the sender's message opened (unless the goal means the one already open), its
     * Reply or Forward, the recipient and the text, then Send.
     */
    private static Reading mail(String verb, String which, String to, String text) {
        List<SubGoal> steps = new ArrayList<>();
        String who = which == null ? null : sender(which);
        if (who != null) {
            steps.add(SubGoal.of(Kind.CLICK, who));
        }
        steps.add(SubGoal.of(Kind.CLICK, verb));
        if (to != null) {
            steps.add(typeInto(to.strip(), "to"));
        }
        if (text != null) {
            steps.add(typeInto(Words.unquote(text.strip()), "message"));
        }
        steps.add(SubGoal.of(Kind.CLICK, "send"));
        return new Reading(steps, SURE);
    }

    /**
     * What to click to open the message a phrase points at: its subject when the phrase gives one
     * ("Sofia's email about dinner" = dinner), else its sender ("the email from Lara" = Lara), or
     * null for the message already in view ("it", "this email", "her", "the sender").
     */
    private static String sender(String phrase) {
        String p = phrase.strip().replaceAll("[.!?]+$", "");
        if (p.matches("(?i)(?:it|this|that|him|her|them|me|us|the\\s+sender|(?:this|that|the)\\s+(?:e-?mail|message|mail|one))")) {
            return null;
        }
        Matcher m = SENDER.matcher(p);
        if (!m.matches() && !p.matches("(?-i:\\p{Lu})[\\p{L}'-]*(?:\\s+(?-i:\\p{Lu})[\\p{L}'-]*){0,3}|[\\w.+-]+@[\\w.-]+")) {
            return null;
        }
        String who = !m.matches() ? p : m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) + m.group(3) : m.group(4);
        Matcher topic = TOPIC.matcher(who);
        if (topic.find()) {
            // "Sofia's email about dinner": she may have sent several; its subject picks the one
            return Words.unquote(topic.group(1).strip());
        }
        return who.isEmpty() || who.matches("(?i)(?:it|this|that|the|an?|my)") ? null : who;
    }

    /** The remove (or delete) button in the row of {@code thing}. */
    private static Reading removeIn(String verb, String thing) {
        return sure(SubGoal.of(Kind.CLICK, verb).withWhere(Qualifiers.NONE.withContainer(Targets.container(thing))));
    }

    /** Two descriptions of the same kind of thing: they share a noun ("shift", "class") or each says a day. */
    private static boolean alike(String a, String b) {
        java.util.Set<String> first = new java.util.HashSet<>(List.of(a.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")));
        first.removeIf(w -> w.length() < 4);
        boolean shared = List.of(b.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")).stream().anyMatch(first::contains);
        Pattern day = Pattern.compile("(?i)\\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\\b|\\b\\d{1,2}(?:st|nd|rd|th)\\b");
        return shared || day.matcher(a).find() && day.matcher(b).find();
    }

    private static Reading sure(SubGoal step) {
        return new Reading(List.of(step), SURE);
    }

    /**
     * What a field could hold, not how a thing is: quoted, with a digit or an @, or a capitalised name
     * ("the study is too cold" tells, "the password is Blue-Heron-9" fills).
     */
    private static boolean value(String v) {
        String t = v.strip();
        return Words.firstQuoted(t) != null || t.matches("\\S*[\\d@]\\S*")
                || t.matches("\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*){0,2}");
    }

    /** No verb it knows: a name to click (more sure when it is one word or Title Case), or an unknown verb as a button. */
    private Reading unsure(String c) {
        Matcher is = FIELD_IS.matcher(c);
        if (is.matches() && value(is.group(2))) {
            return sure(typeInto(Words.unquote(is.group(2).strip()), is.group(1)));
        }
        if (Words.isStatement(c)) {
            Matcher feeding = FOR_PEOPLE.matcher(c);
            Double people = feeding.find() ? Words.number(feeding.group(1).toLowerCase(Locale.ROOT)) : null;
            if (people != null) {
                // "I'm making the lasagne for 6 people": a recipe's servings, set before what it asks is read
                return sure(new SubGoal(Kind.SET_VALUE, "servings", null, null, null, false, null, people, null, null, null, null,
                        null));
            }
            // "This photo is on its side": what it tells is read against the screen, never clicked
            return sure(SubGoal.of(Kind.NOTE, c));
        }
        DateWords.Found date = DateWords.find(c, today);
        Matcher verb = LEADING_VERB.matcher(c);
        if (date != null && verb.find()) {
            // "Book a check-in on 14 March 2025": the date picked in the date field the words name, then the verb's button
            // ("say the earliest I can start is 2 February": the field is what is said to be the date)
            String before = c.substring(verb.end(), date.start()).replaceFirst("(?i)(?:\\s+(?:on|for|at|from|starting|beginning|"
                    + "by|in|is|are|will\\s+be|would\\s+be|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|"
                    + "sun),?)+\\s*$", "").replaceFirst("(?i)^that\\s+", "")
                    .replaceFirst("(?i)^(?:a|an|the|my|our)\\s+", "").strip();
            Matcher count = COUNT_NOUN.matcher(before);
            Double n = count.matches() ? Words.number(count.group(1)) : null;
            // "book Luna in for ...": a name is who the booking is for, not the date field's name
            boolean named = before.matches("\\p{Lu}\\p{Ll}+(?:['’]s)?(?:\\s.*)?") && !before.matches("(?i)(?:check|return|start|end|"
                    + "departure|arrival|delivery|pick|due)\\b.*");
            Targets.Read field = before.isEmpty() || n != null || named ? null : Targets.read(before, Kind.PICK_DATE, false);
            List<SubGoal> steps = new ArrayList<>();
            Matcher range = RANGE_END.matcher(c.substring(date.end()));
            DateWords.Found until = range.lookingAt() ? DateWords.find(c.substring(date.end() + range.end()), today) : null;
            if (until != null && until.start() == 0 && c.substring(0, date.start()).matches("(?is).*\\b(?:from|between)\\s*$")) {
                // "freeze my membership from 2 June to 30 June": the first day in the form's From, the last in its Until
                // (the thing the range is for, "my gym membership", is where its fields are: a tab of that name is opened)
                Qualifiers where = field == null || field.label() == null ? Qualifiers.NONE : Qualifiers.NONE.withContainer(field.label());
                steps.add(pickDate(date, new Targets.Read("from", null, where)));
                steps.add(pickDate(until, new Targets.Read("until", null, where)));
            } else {
                steps.add(pickDate(date, field));
            }
            Matcher time = AT_TIME.matcher(c.substring(date.end()));
            if (time.find()) {
                steps.add(SubGoal.of(Kind.CHOOSE, time.group(1))); // "... at 10:30": the time slot after the day
            }
            if (n != null) {
                // "two nights starting 20 February": the count beside its noun
                steps.add(new SubGoal(Kind.SET_VALUE, count.group(2).replaceFirst("(?i)(?<=[^s])s$", ""), null, null, null, false,
                        null, n, null, null, null, null, null));
            }
            String act = verb.group(1).toLowerCase(Locale.ROOT);
            // "I need to come back on the 17th": coming is no button; "set the reminder for 9 August": setting is picking it
            if (!act.matches("come|go|be|arrive|travel|fly|get|head|stay|drive|leave|say|mention|state|tell|put|set|pick|choose|"
                    + "select|make")) {
                steps.add(SubGoal.of(Kind.CLICK, act));
            }
            return new Reading(steps, 0.6);
        }
        // "Delete the row for Jane", "Archive Hannah Berg's email": a capital at the start of a goal is not a name when
        // an article or someone's thing follows
        String lc = c.matches("^\\p{Lu}\\p{Ll}+\\s+(?:(?:the|a|an|this|that|my|your|all)\\b|(?:it|them|these|those)[.!]*$|(?:\\p{Lu}\\p{Ll}+\\s+)*\\p{Lu}\\p{Ll}+['’]s\\s).*")
                ? Character.toLowerCase(c.charAt(0)) + c.substring(1) : c;
        Matcher m = UNKNOWN_VERB.matcher(lc);
        List<String> words = Words.words(c);
        if (words.size() > 1 && m.matches()) {
            // "star the lunch message from Jonas", "archive Lena's email about the ski trip": the button in the row
            // that says most of the object's words (his lunch message, not his invoice)
            Matcher owner = OWNER.matcher(lc);
            String described = lc.substring(m.group(1).length()).strip().replaceFirst("(?i)^(?:the|a|an|my|your|this|that)\\s+", "");
            if (described.matches("(?i)(?:it|them|this|that|me|us)\\s+(?:for|as|to|under)\\s+(?-i:\\p{Lu}).*")
                    || lc.substring(m.group(1).length()).strip()
                            .matches("(?i)(?:it|them|this|that)(?:\\s+\\p{Ll}+)?\\s+(?:on|in(?!\\s+(?:the|my|this|our|your)\\b)|with|at|double|single)\\s+\\S+.*")
                    // "book the Cirrus room for 6 people with a projector, no catering": the options are the form's
                    || described.matches("(?i).*\\bfor\\s+(?:\\d+|two|three|four|five|six|seven|eight|nine|ten)\\s+(?:people|persons|guests|adults|"
                    + "nights|days|tickets|seats)\\b.*\\b(?:with|without|no)\\b.*")
                    // "order the Diavola as a large with thin crust": an order's options
                    || m.group(1).matches("(?i)order|book|buy|reserve|rent|schedule|print")
                    && described.matches("(?i).*\\s(?:with|without|as\\s+an?|in\\s+(?:size\\s+)?\\p{Lu}{1,3}\\b)\\s*\\S.*")) {
                // "register it for Kofi Mensah": a person the form is for, not a row; "print it on Letter paper in black
                // and white": settings; either way the sentence is read against the form, then its button pressed
                return new Reading(List.of(SubGoal.of(Kind.CLICK, c.replaceAll("[.!]+$", "").strip())), 0.4);
            }
            Matcher called = CALLED.matcher(described);
            if (called.matches() && m.group(2) == null) {
                // "pin the note called Groceries": the verb's button in the row of that name
                return new Reading(List.of(SubGoal.of(Kind.CLICK, m.group(1)).withWhere(Qualifiers.NONE
                        .withContainer(Words.unquote(called.group(1).strip())))), 0.5);
            }
            // "Harbour Lights in my road trip mix": the list it is in adds nothing to the row's own title
            String titled = described.replaceFirst("\\s+(?i:in|on|from|under)\\s+(?:the|my|our|your|this)\\s+\\p{Ll}[^A-Z]*$", "");
            String container = m.group(2) != null ? m.group(2)
                    // "the email from Hannah about the wedding", "Ines Moreau's sourdough recipe": a name in it makes it a row
                    : owner.find() || described.matches("(?:(?:\\p{Lu}\\p{Ll}+\\s+)*\\p{Lu}\\p{Ll}+|@[\\w.-]+)['’]s\\s.*")
                    || described.matches("(?:\\p{Ll}+\\s+){0,3}(?:from|by|of|about|with)\\s+\\p{Lu}\\p{Ll}+\\b.*")
                    // "like Harbour Lights", "pin Project Plan": a title names the row whose button the verb is
                    || TITLE.matcher(titled).matches()
                    // "star the Boiler service note": a title that starts with a capital, then the kind of thing it is
                    || KIND_TITLED.matcher(titled).matches() ? Targets.container(titled) : null;
            if (container != null) {
                return new Reading(List.of(SubGoal.of(Kind.CLICK, m.group(1)).withWhere(Qualifiers.NONE.withContainer(container))),
                        0.4);
            }
            // "start a return from the help page", "centre the text": the verb and its object name the control
            String object = lc.substring(m.group(1).length()).replaceFirst("(?i)\\s+(?:from|on|in|at|for|to|with|of|using|via)\\s.*$", "")
                    .replaceFirst("(?i)^\\s*(?:the|a|an|my|your|this|that)\\s+", "").strip();
            boolean pronoun = object.isEmpty() || object.matches("(?i)it|them|this|that|all|everything");
            String said = lc.substring(m.group(1).length()).strip();
            String after = said.replaceFirst("(?i)^.*?(?=\\s(?:from|on|in|at|for|to|with|of|using|via)\\s)", "");
            if (!pronoun && !after.equals(said) && after.matches(".*\\d.*") && Words.words(after).size() >= 4) {
                // "take a screenshot of the whole screen after a 5 second delay, with the mouse pointer showing": how it is
                // done is the form's settings; the sentence is read against the form, then its button pressed
                return new Reading(List.of(SubGoal.of(Kind.CLICK, c.replaceAll("[.!]+$", "").strip())), 0.4);
            }
            return new Reading(List.of(SubGoal.of(Kind.CLICK, pronoun ? m.group(1) : m.group(1) + " " + object)), 0.4);
        }
        double confidence = words.size() == 1 || Words.isTitleCase(c) || Words.firstQuoted(c) != null ? 0.6 : 0.3;
        return new Reading(List.of(click(c)), confidence);
    }

    private SubGoal target(Kind kind, String phrase) {
        Targets.Read r = Targets.read(phrase, kind, true);
        return new SubGoal(kind, r.label(), null, r.role(), r.where(), false, null, null, null, null, null, null, null);
    }

    /** A click, turned into the dialog's answer when it names one ("press OK", "click Cancel") and a tab switch on a tab. */
    private SubGoal click(String phrase) {
        SubGoal s = target(Kind.CLICK, phrase);
        String label = s.target() == null ? "" : s.target().toLowerCase(Locale.ROOT);
        if (s.role() == RoleHint.TAB) {
            return s.withKind(Kind.SWITCH_TAB);
        }
        if (CONFIRM_WORDS.contains(label)) {
            return s.withKind(Kind.CONFIRM);
        }
        return CANCEL_WORDS.contains(label) ? s.withKind(Kind.CANCEL) : s;
    }

    private static final Pattern INDIRECT = Pattern.compile("(?i)^(what|which|who|where|when)\\s+(.+?)\\s+(is|are|was|were)$");

    /** "how many messages there are" → "how many messages", "what the total is" → "what is the total". */
    private static String direct(String asked) {
        String a = asked.strip().replaceFirst("(?i)^(how\\s+(?:many|much)\\s+.+?)\\s+there\\s+(?:are|is|were|was)$", "$1");
        Matcher m = INDIRECT.matcher(a);
        if (m.matches()) {
            return m.group(1) + " " + m.group(3) + " " + m.group(2);
        }
        a = a.replaceFirst("(?i)^(?:if|whether)\\s+", "is ");
        return QUESTION.matcher(a).find() ? a : "what is " + a;
    }

    /** "notes.txt in the Documents folder" → "~/Documents/notes.txt": a name with its folder is a path a save dialog takes. */
    private static String savedPath(String said) {
        Matcher m = IN_FOLDER.matcher(said.strip());
        if (!m.matches()) {
            return Words.unquote(said.strip());
        }
        String name = Words.unquote(m.group(1).strip());
        String folder = Words.unquote(m.group(2).strip());
        if (folder.matches("(?i)same|current|this|that|its|own|original")) {
            return name; // "in the same folder": where the dialog already is
        }
        // a home folder by its name; any other folder is one the dialog shows where it is ("the Reports folder")
        String dir = folder.startsWith("/") || folder.startsWith("~") ? folder
                : HOME_FOLDERS.matcher(folder).matches() ? "~/" + Character.toUpperCase(folder.charAt(0)) + folder.substring(1) : folder;
        return dir.replaceAll("/+$", "") + "/" + name;
    }

    private static final Pattern IN_FOLDER = Pattern.compile("^('[^']+'|\"[^\"]+\"|\\S+)\\s+(?:in|into|under|inside|on|to)\\s+(?:the\\s+|my\\s+)?"
            + "('[^']+'|\"[^\"]+\"|[~/]\\S*|\\p{L}+)(?:\\s+(?:folder|directory|dir))?$", I);
    private static final Pattern HOME_FOLDERS = Pattern.compile("(?i)documents|desktop|downloads|music|pictures|videos|templates|public");

    /** "hens am I allowed to keep ...", "people can we bring": the things counted, then who may have them. */
    private static final Pattern COUNTED_FOR = Pattern.compile("(?i)^(\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*){0,3}?)\\s+(?:am|are|is|can|"
            + "may|could|should|must|do|does|did|will|would)\\s+(?:i|we|you|they|he|she)\\b.+$");

    private SubGoal answer(String c) {
        Matcher how = HOW_ADJECTIVE.matcher(c.strip());
        if (how.matches()) {
            // "how big is the Q3 board deck in the Finance folder": the deck's size (a column's name); the folder stays
            // in the target, so an answer from another folder is not taken for it
            String thing = how.group(2);
            String adjective = how.group(1).toLowerCase(Locale.ROOT);
            String quantity = switch (adjective) {
                case "big", "large" -> "size";
                case "long" -> thing.matches("(?i).*\\b(?:flight|trip|journey|film|movie|song|track|episode|video|call|meeting|podcast|"
                        + "drive|ride|wait|course|class|show)s?\\b.*") ? "duration" : "length";
                case "old" -> "age";
                case "heavy" -> "weight";
                case "tall", "high" -> "height";
                case "far" -> "distance";
                case "wide" -> "width";
                case "fast" -> "speed";
                case "deep" -> "depth";
                default -> "price";
            };
            return SubGoal.of(Kind.ANSWER, Targets.clean(thing + " " + quantity));
        }
        Matcher noun = ASK_NOUN.matcher(c);
        String t;
        if (noun.matches()) {
            // "what temperature is the bathroom set to": the bathroom's temperature (the noun may head a column)
            t = ASKED_VERB.matcher(noun.group(2)).replaceFirst("") + " " + noun.group(1);
        } else {
            t = ANSWER_HEAD.matcher(c).replaceFirst("");
            // "how many tickets are still open": the open tickets (an adjective after "are", not a verb asked about)
            Matcher state = Pattern.compile("(?i)^(.+?)\\s+(?:are|is|were|was)\\s+(?:still\\s+|currently\\s+|now\\s+|already\\s+)?(\\p{L}+)$")
                    .matcher(t.strip());
            if (c.strip().matches("(?i)^how\\s+many\\b.*") && state.matches() && !state.group(2).matches("(?i)there|here|left|in|on")) {
                t = state.group(2) + " " + state.group(1).replaceFirst("(?i)^of\\s+(?:my|the|our|your|all\\s+(?:my|the))\\s+", "");
            }
            // "how much does express delivery cost": express delivery
            t = ASKED_VERB.matcher(t.replaceFirst("(?i)^(?:does|do|did|is|are|was|were|will)\\s+", "")).replaceFirst("");
        }
        t = ANSWER_TAIL.matcher(t).replaceFirst("");
        // "how much self-raising flour will I need", "how many eggs should we use": the flour, the eggs
        t = t.replaceFirst("(?i)\\s+(?:do|does|did|will|would|should|can|could|must|shall|am|are)\\s+(?:i|we|you|they|he|she)"
                + "(?:\\s+(?:need|use|have|get|want|take|buy|add|bring|make|going\\s+to\\s+need))?$", "");
        t = t.replaceFirst("(?i)^(?:the\\s+)?(?:value|text|contents?|number)\\s+(?:of|in)\\s+", "");
        Matcher counted = COUNTED_FOR.matcher(t.strip());
        if (c.strip().matches("(?i)^how\\s+many\\b.*") && counted.matches()) {
            // "how many hens am I allowed to keep on my allotment": the hens (what the rule allows is read off the screen)
            // ("how many days of leave do I have left": what is left is counted, not what was had)
            t = counted.group(1) + (t.matches("(?i).*\\b(?:left|remaining)\\s*$") ? " left" : "");
        }
        if (c.strip().matches("(?i)^how\\s+many\\b.*")) {
            // "how many unread messages are there", "how many tickets do I have": the things counted
            t = t.replaceFirst("(?i)\\s+(?:(?:are|is|were|was)\\s+there|(?:do|did|have)\\s+(?:i|we|you)\\s+(?:have|got))(?=\\s|$)", "");
        }
        if (c.strip().matches("(?i)^how\\s+much\\b.*")) {
            // "how much money is in my savings account right now": the account's amount; "how much do I have in savings"
            String place = t.replaceFirst("(?i)\\s+(?:do|does|did|will|would|should)\\s+(?:i|we|you|they|it|he|she)\\s+(?:need|have|use|get|"
                    + "want|take|buy|add)(?:\\s+.*)?$", "").replaceFirst("(?i)\\s+(?:do|does|did)\\s+(?:i|we|you|they)$", "")
                    .replaceFirst("(?i)^(?:money|cash|credit|funds?)\\s+", "")
                    .replaceFirst("(?i)^(?:(?:is|are|was|were)\\s+(?:there\\s+)?|(?:do|did|have)\\s+(?:i|we)\\s+(?:have|got)\\s+|(?:i|we)\\s+(?:have|got)\\s+)",
                            "")
                    .replaceFirst("(?i)^(?:left\\s+|available\\s+|remaining\\s+|saved\\s+)?(?:in|on)\\s+(?:my|the|our|your)?\\s*", "")
                    .replaceFirst("(?i)\\s+(?:right\\s+now|now|currently|today|at\\s+the\\s+moment|at\\s+present|left|in\\s+total|all\\s+together)$",
                            "");
            if (!place.isBlank() && !place.equals(t)) {
                t = place;
            }
        }
        return SubGoal.of(Kind.ANSWER, Targets.clean(t));
    }

    private static SubGoal menu(String c) {
        String items = MENU_HEAD.matcher(c).replaceFirst("");
        List<String> path = new ArrayList<>();
        for (String item : items.split("\\s*(?:->|→|>)\\s*")) {
            String clean = Targets.clean(item);
            if (clean != null) {
                path.add(clean);
            }
        }
        return menuPath(path);
    }

    static SubGoal menuPath(List<String> path) {
        List<String> items = path.stream().filter(p -> p != null && !p.isBlank()).toList();
        return new SubGoal(Kind.MENU_PATH, items.get(items.size() - 1), null, RoleHint.ANY, null, false, items,
                null, null, null, null, null, null);
    }

    private static SubGoal waitFor(String number, String unit) {
        double n = number == null ? 1 : Double.parseDouble(number);
        String u = unit == null ? "s" : unit.toLowerCase(Locale.ROOT);
        double millis = u.startsWith("mi") && !u.startsWith("mil") ? n * 60_000 : u.startsWith("m") ? n : n * 1000;
        return new SubGoal(Kind.WAIT, null, null, null, null, false, null, null, null, null, null, null,
                Math.round(millis));
    }

    private SubGoal scroll(String dir, String amount, String rest) {
        Action.Direction d = dir == null ? Action.Direction.DOWN : Action.Direction.valueOf(dir.toUpperCase(Locale.ROOT));
        Integer n = amount == null ? null : Integer.valueOf(Math.min(Integer.parseInt(amount), 1000));
        Matcher m;
        if ((m = Pattern.compile("^to\\s+(?:the\\s+)?(bottom|end|top|start|beginning)(?:\\s+of.*)?$", I).matcher(rest)).matches()) {
            boolean up = !m.group(1).equalsIgnoreCase("bottom") && !m.group(1).equalsIgnoreCase("end");
            return new SubGoal(Kind.SCROLL, null, null, null, null, false, null, null, null,
                    up ? Action.Direction.UP : Action.Direction.DOWN, 25, null, null);
        }
        if ((m = Pattern.compile("^(?:to|until|till)\\s+(?:you\\s+(?:can\\s+)?see\\s+|reaching\\s+)?(.+?)"
                + "(?:\\s+(?:is|are)\\s+(?:visible|shown|in\\s+view|on\\s+screen))?$", I).matcher(rest)).matches()) {
            Targets.Read t = Targets.read(m.group(1), Kind.SCROLL_TO, true);
            return new SubGoal(Kind.SCROLL_TO, t.label(), null, t.role(), t.where(), false, null, null, null, d, null,
                    null, null);
        }
        String where = rest.replaceFirst("(?i)^(?:in|on|over|inside|through)\\s+", "");
        return new SubGoal(Kind.SCROLL, Targets.clean(where), null, null, null, false, null, null, null, d, n, null, null);
    }

    private static KeyChord chord(String word) {
        try {
            return KeyChord.parse(word);
        } catch (IllegalArgumentException notAKey) {
            return null; // "press OK" names a button, not a key
        }
    }

    static SubGoal key(KeyChord chord) {
        return new SubGoal(Kind.KEY, null, null, null, null, false, null, null, null, null, null, chord, null);
    }

    private static KeyChord shortcut(String verb) {
        return KeyChord.parse(switch (verb.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ")) {
            case "copy" -> "ctrl+c";
            case "paste" -> "ctrl+v";
            case "cut" -> "ctrl+x";
            case "undo" -> "ctrl+z";
            case "redo" -> "ctrl+shift+z";
            default -> "ctrl+a";
        });
    }

    private static SubGoal search(String query) {
        String q = Words.firstQuoted(query);
        // "the orchid book in the catalogue": where to search is not what to search for
        String text = q != null ? q : query.strip().replaceFirst("(?i)\\s+(?:in|on|from|at|within|using)\\s+(?:the|this|our|my)\\s+"
                + "(?:catalog(?:ue)?|site|page|shop|store|web\\s*site|library|list|search(?:\\s+box)?|archive|database|app)$", "")
                .replaceFirst("(?i)^(?:the|a|an)\\s+", "")
                // "search the catalogue for lighthouse": the place, then what is looked for
                .replaceFirst("(?i)^(?:(?:the|this|our|my)\\s+)?(?:catalog(?:ue)?|site|page|shop|store|web\\s*site|library|list|archive|"
                        + "database|app|inbox|mailbox|directory|table|records?|documents?|files?|notes?)\\s+for\\s+(?=\\S)", "");
        return new SubGoal(Kind.SEARCH, null, text, null, null, false, null, null, null, null, null, null, null);
    }

    private SubGoal set(String what, String value) {
        // "about 60%", "around 20 degrees": the figure said, as near as a control goes
        value = value.strip().replaceFirst("(?i)^(?:about|around|roughly|approximately|approx\\.?|circa|~)\\s*(?=[-£$€\\d])", "");
        if (value.strip().matches("(?i)zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve")) {
            // "set its stock to zero": the figure a field or a control takes
            value = Integer.toString(Words.number(value.strip()).intValue());
        }
        Matcher of = OF_THING.matcher(what.strip());
        if (of.matches()) {
            // "the priority of the login bug": that bug's priority (a "number of guests" stays the field it names)
            SubGoal s = set(of.group(1), value);
            return s.where().container() == null ? s.withWhere(s.where().withContainer(of.group(2).strip())) : s;
        }
        Matcher owned = POSSESSED.matcher(what.strip());
        if (owned.matches()) {
            // "my credit card's monthly spending limit": that limit, on the credit card
            SubGoal s = set(owned.group(2), value);
            return s.where().container() == null ? s.withWhere(s.where().withContainer(owned.group(1).strip())) : s;
        }
        Matcher money = MONEY.matcher(value.strip());
        if (money.matches()) {
            // "down to £1,500": a sum is a number to set (a slider's, a field's), its currency shown beside it
            Targets.Read r = Targets.read(what, Kind.SET_VALUE, true);
            return new SubGoal(Kind.SET_VALUE, r.label(), value.strip(), r.role() == RoleHint.ANY ? null : r.role(), r.where(), false, null,
                    Double.parseDouble(money.group(1).replace(",", "")), null, null, null, null, null);
        }
        DateWords.Found date = DateWords.find(value, today);
        Targets.Read r = Targets.read(what, Kind.SET_VALUE, true);
        // "21 degrees", "19 °C", "75 percent": the unit is what the control shows beside its number
        String v = Words.unquote(value).replaceFirst("(?i)^(-?\\d+(?:\\.\\d+)?)\\s*(?:degrees?(?:\\s+(?:celsius|fahrenheit|c|f))?|°\\s*[cf]?|percent|per\\s+cent)$", "$1");
        if (date != null) {
            return pickDate(date, r);
        }
        // "8 minutes", "12 px", "3 days": a number in the unit the control counts in; the words go along for a list of them
        Matcher unit = UNIT.matcher(v);
        String withUnit = null;
        if (unit.matches()) {
            withUnit = v;
            v = unit.group(1);
        }
        if (NUMBER.matcher(v).matches() && r.role() != RoleHint.EDITABLE) {
            double n = Double.parseDouble(v.replace("%", ""));
            return new SubGoal(Kind.SET_VALUE, r.label(), withUnit, r.role(), r.where(), false, null, n, null, null, null,
                    null, null);
        }
        if (withUnit != null) {
            v = withUnit;
        }
        return typeInto(value, what);
    }

    /** "... to 30 June", "... until the 30th": the end of a range of days. */
    private static final Pattern RANGE_END = Pattern.compile("(?i)\\s*(?:to|until|till|through|and|-|–)\\s+");

    private static SubGoal pickDate(DateWords.Found date, Targets.Read r) {
        // (a date said relative to today keeps its words: a page that says which day today is counts from that)
        return new SubGoal(Kind.PICK_DATE, r == null ? null : r.label(), date.relative(), r == null ? null : r.role(),
                r == null ? null : r.where(), false, null, null, date.date(), null, null, null, null);
    }

    private static final Pattern OF_THING = Pattern.compile("(?i)^(?:the\\s+)?(?!(?:number|amount|count|length|duration|type|kind|"
            + "size|date|time|name|cost|price|total|rate|level|percentage|share|value|end|start|top|bottom)\\b)(\\p{L}+)\\s+of\\s+"
            + "(?:the\\s+|my\\s+|our\\s+|your\\s+)(\\p{L}.*)$");
    private static final Pattern POSSESSED = Pattern.compile("(?i)^(?:my\\s+|the\\s+|our\\s+|your\\s+)?([\\p{L}][\\p{L} -]{1,40}?)['’]s\\s+(\\p{L}.*)$");
    private static final Pattern MONEY = Pattern.compile("^[£$€]\\s?(\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\d+(?:\\.\\d{1,2})?)$");

    /** "half an hour" is "30 minutes", "an hour" "1 hour", "ten minutes" "10 minutes": as a reminder list says it. */
    private static String ahead(String amount, String unit) {
        String a = amount.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        switch (a) {
            case "half an hour": return "30 minutes";
            case "a quarter of an hour": return "15 minutes";
            case "an hour": return "1 hour";
            case "a day": return "1 day";
            case "a week": return "1 week";
            default: break;
        }
        Double n = Words.number(a);
        int count = n != null ? n.intValue() : switch (a) {
            case "fifteen" -> 15; case "twenty" -> 20; case "thirty" -> 30; case "forty-five" -> 45; default -> 60; };
        String u = unit == null ? "minute" : unit.toLowerCase(Locale.ROOT).replaceFirst("^min.*", "minute").replaceFirst("s$", "");
        return count + " " + u + (count == 1 ? "" : "s");
    }

    /** Type text into a named field; a field whose name says password keeps its text secret. */
    private static SubGoal typeInto(String text, String field) {
        String known = field == null ? null : TWO_WORD_FIELDS.stream().filter(f -> f.equalsIgnoreCase(field.strip()))
                .findFirst().orElse(null);
        Targets.Read r = field == null ? null : known != null ? new Targets.Read(field.strip(), RoleHint.ANY,
                Qualifiers.NONE) : Targets.read(field, Kind.TYPE, true);
        // "your name as Sam Lee": the value said after "as" (never inside quotes: "type 'as is'")
        String t = Words.firstQuoted(text) == null && field != null ? Words.unquote(text).replaceFirst("(?i)^as\\s+(?=\\S)", "")
                : Words.unquote(text);
        boolean secret = field != null && SECRET.matcher(field).find();
        return new SubGoal(Kind.TYPE, r == null ? null : r.label(), t, r == null ? null : r.role(),
                r == null ? null : r.where(), secret, null, null, null, null, null, null, null);
    }

    /** "the password US", "first name Ada", "email: x", "password 'hunter2'": a field then its value. */
    private static SubGoal pair(String words) {
        String s = words.strip().replaceFirst("(?i)^(?:the|my|your)\\s+", "");
        String quoted = Words.firstQuoted(s);
        if (quoted != null) {
            String field = s.substring(0, s.indexOf(quoted) - 1).strip().replaceFirst(":$", "");
            return typeInto(quoted, field.isEmpty() ? null : field);
        }
        int colon = s.indexOf(':');
        if (colon > 0) {
            return typeInto(s.substring(colon + 1).strip(), s.substring(0, colon));
        }
        String lower = s.toLowerCase(Locale.ROOT);
        for (String field : TWO_WORD_FIELDS) {
            if (lower.startsWith(field + " ")) {
                return typeInto(s.substring(field.length()).strip(), s.substring(0, field.length()));
            }
        }
        Matcher secretWord = SECRET.matcher(s);
        if (secretWord.find() && secretWord.end() < s.length() - 1) {
            // "network password hunter7": the field runs to the secret's own word, the value follows it
            return typeInto(s.substring(secretWord.end()).strip(), s.substring(0, secretWord.end()));
        }
        String[] parts = s.split("\\s+", 2);
        return parts.length < 2 ? typeInto(s, null) : typeInto(parts[1], parts[0]);
    }

    /** "hello into Name", "'x' in the Title box", "the password xyz into Password", "my email jo@x.org", "hello". */
    private SubGoal type(String rest) {
        String masked = Words.maskQuotes(rest);
        Matcher labelled = Pattern.compile("(?i)^(?:your|the|my|a)\\s+(\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*){0,2})\\s*:\\s*(\\S.*)$")
                .matcher(masked.strip());
        if (labelled.matches()) {
            // "type your feedback: the app crashes on startup": the field, then all that follows the colon
            return typeInto(rest.strip().substring(labelled.start(2)), labelled.group(1));
        }
        Matcher into = INTO.matcher(masked);
        int at = masked.toLowerCase(Locale.ROOT).indexOf(" into ");
        if (at >= 0 || into.find()) {
            int start = at >= 0 ? at : into.start();
            Matcher sep = INTO.matcher(masked);
            sep.find(start);
            String text = rest.substring(0, start);
            SubGoal into2 = typeInto(looksLikePair(text) ? pair(text).text() : text, rest.substring(sep.end()));
            // ("the password xyz into Password" is a secret; "the cheapest roaming pass" is a thing, not a secret)
            boolean secret = into2.secret() || SECRET.matcher(text.replaceAll("(?i)\\bpass(?=\\s+(?:that|which|for|on|to|with)\\b|\\s*$)", "")).find();
            return into2.withText(into2.text(), secret);
        }
        return looksLikePair(rest) ? pair(rest) : typeInto(rest, null);
    }

    private static boolean looksLikePair(String text) {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        boolean determiner = lower.matches("^(?:the|my|your)\\s+\\S+\\s+\\S.*");
        boolean fieldWord = lower.matches("^(?:username|user|password|passcode|pin|email|e-mail|name|phone|city|zip|"
                + "country|address|age)\\s+\\S.*") || TWO_WORD_FIELDS.stream().anyMatch(f -> lower.startsWith(f + " "));
        // "shift Sunday morning" in a list of pairs: a lower-case field word, then a value that starts like one
        boolean nounValue = t.matches("^\\p{Ll}[\\p{Ll}-]{2,}\\s+[\\p{Lu}\\d'\"].*") && !lower.matches("^(?:in|on|at|to|for|with|and|or|"
                + "the|a|an|my|your|some|any|this|that)\\s.*");
        return determiner || fieldWord || nounValue;
    }

    /** An item, with where it is: "Mango from the list", "Large in Size", "the size Large", "France as the country", a date. */
    private SubGoal choose(String rest) {
        DateWords.Found date = DateWords.find(rest, today);
        if (date != null) {
            String after = rest.substring(date.end()).replaceFirst("(?i)^\\s*(?:in|on|as|for|from)\\s+", "");
            return pickDate(date, after.isBlank() ? null : Targets.read(after, Kind.PICK_DATE, false));
        }
        String masked = Words.maskQuotes(rest);
        Matcher from = FROM.matcher(masked);
        String item = rest;
        String container = null;
        Matcher m;
        if (from.find()) {
            item = rest.substring(0, from.start());
            container = Targets.container(rest.substring(from.end()));
        } else if ((m = AS.matcher(masked)).matches()) {
            item = rest.substring(0, m.end(1));
            container = Targets.container(rest.substring(m.start(2)));
        } else if ((m = NOUN_VALUE.matcher(rest)).matches() && !m.group(1).matches("(?i)option|radio|item|entry|value|"
                + "button|checkbox|tab|link|the|a|an")) {
            item = m.group(2);
            container = m.group(1);
        }
        Targets.Read r = Targets.read(item, Kind.CHOOSE, false);
        if (r.role() == RoleHint.TAB) {
            return target(Kind.SWITCH_TAB, item);
        }
        Qualifiers where = container == null ? r.where() : r.where().withContainer(container);
        return new SubGoal(Kind.CHOOSE, r.label(), null, r.role(), where, false, null, null, null, null, null, null, null);
    }
}
