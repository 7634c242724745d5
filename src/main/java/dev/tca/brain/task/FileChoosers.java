package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A file described, not named by its path ("attach the PDF of my March receipt") in a file chooser: the file whose
 * name says the description's words and whose kind is the one the goal says, else the folder whose name says them
 * (receipts/ for a receipt) to look inside. A file of another kind than the goal says is never it: march-notes.txt is
 * not the March receipt's PDF.
 */
final class FileChoosers {

    private static final Pattern CHOOSER = Pattern.compile("(?i).*\\bfile\\s*chooser\\b.*");
    private static final Pattern EXTENSION = Pattern.compile("\\.([A-Za-z0-9]{1,5})$");
    private static final Pattern SIZE = Pattern.compile("(?i)^\\d[\\d.,]*\\s*(?:bytes?|[kmgt]i?b|items?)$");

    /** The extensions of the kinds of files people name ("the PDF", "the photo", "the spreadsheet"). */
    private static final Map<String, Set<String>> KINDS = Map.ofEntries(
            Map.entry("pdf", Set.of("pdf")),
            Map.entry("photo", Set.of("jpg", "jpeg", "png", "gif", "webp", "heic", "tif", "tiff", "bmp")),
            Map.entry("picture", Set.of("jpg", "jpeg", "png", "gif", "webp", "heic", "tif", "tiff", "bmp")),
            Map.entry("image", Set.of("jpg", "jpeg", "png", "gif", "webp", "heic", "tif", "tiff", "bmp", "svg")),
            Map.entry("scan", Set.of("jpg", "jpeg", "png", "tif", "tiff", "pdf")),
            Map.entry("spreadsheet", Set.of("xlsx", "xls", "ods", "csv")),
            Map.entry("csv", Set.of("csv")),
            Map.entry("presentation", Set.of("ppt", "pptx", "odp", "key")),
            Map.entry("slides", Set.of("ppt", "pptx", "odp", "key", "pdf")),
            Map.entry("video", Set.of("mp4", "mov", "mkv", "avi", "webm")),
            Map.entry("recording", Set.of("mp3", "wav", "ogg", "flac", "m4a", "mp4", "webm")),
            Map.entry("song", Set.of("mp3", "wav", "ogg", "flac", "m4a")),
            Map.entry("audio", Set.of("mp3", "wav", "ogg", "flac", "m4a")),
            Map.entry("archive", Set.of("zip", "tar", "gz", "tgz", "7z", "rar", "xz")),
            Map.entry("zip", Set.of("zip")),
            Map.entry("text", Set.of("txt", "md", "text")),
            Map.entry("word", Set.of("doc", "docx", "odt", "rtf")));

    private FileChoosers() {
    }

    /** Whether the screen is a file chooser (a GTK one says so in its tree). */
    static boolean shown(List<Element> pool) {
        return pool.stream().anyMatch(e -> e.container() != null && CHOOSER.matcher(e.container()).matches());
    }

    /** The extensions the goal allows, empty when it names no kind of file. */
    static Set<String> kinds(String goal) {
        Set<String> words = Alignment.content(goal);
        java.util.Set<String> out = new java.util.HashSet<>();
        for (String w : words) {
            String one = w.replaceAll("s$", "");
            Set<String> ext = KINDS.getOrDefault(w, KINDS.get(one));
            if (ext != null) {
                out.addAll(ext);
            } else if (w.matches("(?:jpe?g|png|gif|txt|docx?|xlsx?|odt|ods|mp3|mp4|zip|svg|md|json|xml|html?)")) {
                out.add(w);
            }
        }
        return out;
    }

    /** The file the goal describes among the chooser's rows: most of its words said, of its kind; none when no word is. */
    static Optional<Element> file(String goal, List<Element> pool) {
        Set<String> kinds = kinds(goal);
        return best(goal, names(pool).stream().filter(e -> extension(e.label()).map(x -> kinds.isEmpty() || kinds.contains(x))
                .orElse(false)).toList(), kinds);
    }

    /** The folder whose name says the most of the goal's words, among those not looked into yet. */
    static Optional<Element> folder(String goal, List<Element> pool, Set<String> visited) {
        return best(goal, names(pool).stream().filter(e -> extension(e.label()).isEmpty() && !folderless(e, pool)
                && !visited.contains(e.label())).toList(), Set.of());
    }

    private static Optional<Element> best(String goal, List<Element> candidates, Set<String> kinds) {
        Set<String> words = stems(Alignment.content(goal));
        words.removeAll(kinds); // "pdf" names the kind, the name says the rest
        Comparator<Element> byHits = Comparator.comparingInt(e -> hits(words, e.label()));
        Optional<Element> top = candidates.stream().filter(e -> hits(words, e.label()) > 0).max(byHits);
        // two names that say as much are a guess: none (the user's words did not tell them apart)
        return top.filter(t -> candidates.stream().filter(e -> e != t && hits(words, e.label()) == hits(words, t.label())).findAny()
                .isEmpty());
    }

    /** The chooser's rows that hold a name: its table cells with letters, not a size, a date or a time. */
    private static List<Element> names(List<Element> pool) {
        return pool.stream().filter(e -> e.role() == Role.TABLE_CELL && e.container() != null && CHOOSER.matcher(e.container()).matches()
                && !e.has(State.OFFSCREEN) && e.label().matches(".*\\p{L}.*") && !SIZE.matcher(e.label().strip()).matches()
                && !e.label().matches("(?i)\\d{1,2}:\\d{2}|yesterday|today|[a-z]{3} \\d{1,2}|\\d{1,2} [a-z]{3}|text|folder|document|image|"
                + "pdf document|unknown|program")).toList();
    }

    /** A name with a size in its row is a file even without an extension. */
    private static boolean folderless(Element e, List<Element> pool) {
        return pool.stream().anyMatch(o -> o != e && Answers.sameRow(o, e) && SIZE.matcher(o.label().strip()).matches()
                && !o.label().matches("(?i).*items?$"));
    }

    static Optional<String> extension(String name) {
        Matcher m = EXTENSION.matcher(name.strip());
        return m.find() && m.start() > 0 ? Optional.of(m.group(1).toLowerCase(Locale.ROOT)) : Optional.empty();
    }

    /** The goal's words a file name says: "march-2031-receipt.pdf" says march and receipt; "receipts" says receipt. */
    private static int hits(Set<String> words, String name) {
        Set<String> own = stems(java.util.Arrays.stream(name.toLowerCase(Locale.ROOT).replaceAll("\\.[a-z0-9]{1,5}$", "")
                .split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty()).collect(java.util.stream.Collectors.toSet()));
        return (int) words.stream().filter(own::contains).count();
    }

    private static Set<String> stems(Set<String> words) {
        java.util.Set<String> out = new java.util.HashSet<>();
        words.forEach(w -> out.add(w.replaceAll("['’]s$", "").replaceAll("(?<=[^s])s$", "")));
        return out;
    }
}
