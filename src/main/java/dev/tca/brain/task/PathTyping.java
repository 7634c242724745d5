package dev.tca.brain.task;

import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.KeyChord;

import java.util.Optional;

/**
 * Typing a path into a GTK file chooser's name or location field, so that it holds the path. The field completes what
 * is typed inline, against the folder named before the cursor, once that folder's listing has loaded; with a big folder
 * (a /tmp of 2,000 entries) the completion lands late, in the middle of what is typed after it ("/tmp/tca-tnew-note..."),
 * and a leading "/" makes it load the root folder and swallow the next letter ("/mp/..."). So the file name goes first,
 * then, at the start of the field, the folders without their leading "/" (a relative "tmp/..." names no folder that
 * loads), then the "/". Measured with mousepad's and zenity's choosers over a /tmp of 2,000 entries: the whole path typed
 * at once was right 0 times in 5, this way 3 in 3.
 */
final class PathTyping {

    private PathTyping() {
    }

    /**
     * The act of typing stage {@code stage} (0, 1, ...), or empty once the path is typed.
     *
     * @param field the field when the index has it (its value is then checked), else the keys go to the focused field
     * @param tries how often the last stage's effect was not seen: a retry types the whole path over what is there
     */
    static Optional<Decision> next(int index, String path, int stage, int tries, Element field) {
        int slash = path.lastIndexOf('/');
        String name = path.substring(slash + 1);
        Integer into = field == null || field.has(dev.tca.core.State.FOCUSED) ? null : field.id();
        var holds = field != null ? Effects.holds(index, field, path) : Effects.changes(index, "typing " + path);
        if (slash <= 0 || name.isEmpty()) {
            // a folder, or a bare name: nothing to complete into
            return stage == 0 ? Optional.of(new Decision(new Action.Type(path, into, true, false), "type " + path, null, holds))
                    : Optional.empty();
        }
        boolean rooted = path.startsWith("/");
        String folders = path.substring(rooted ? 1 : 0, slash + 1);
        int last = rooted ? 4 : 2;
        if (stage == last && tries > 0) {
            return Optional.of(new Decision(new Action.Type(path, into, true, false), "type the path " + path
                    + " over what the field holds", null, holds));
        }
        return switch (stage) {
            case 0 -> Optional.of(new Decision(new Action.Type(name, into, true, false), "type the file name " + name + " first",
                    null, Effects.changes(index, "typing " + name)));
            case 1 -> Optional.of(home(index));
            case 3 -> rooted ? Optional.of(home(index)) : Optional.empty();
            case 2 -> Optional.of(new Decision(new Action.Type(folders, null, false, false), "type the folders " + folders
                    + " in front of it", null, rooted ? Effects.waited(index) : holds));
            case 4 -> rooted ? Optional.of(new Decision(new Action.Type("/", null, false, false), "type '/' in front: the field holds "
                    + path, null, holds)) : Optional.empty();
            default -> Optional.empty();
        };
    }

    private static Decision home(int index) {
        return Decision.of(new Action.Key(KeyChord.parse("Home")), "go to the start of the field").expecting(Effects.waited(index));
    }
}
