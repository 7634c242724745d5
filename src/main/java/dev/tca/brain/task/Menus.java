package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Role;

import java.util.List;
import java.util.Set;

/**
 * What opens a menu or a section: a menu (the tree says so), a submenu item (its label ends in an
 * arrow), a collapsed section, or a menu bar's word. Clicking one is a look inside, not the goal.
 */
final class Menus {

    private static final Set<String> BAR = Set.of("file", "edit", "view", "insert", "format", "tools", "help", "window",
            "options", "table", "image", "go", "history", "bookmarks", "selection", "run", "terminal", "document", "search",
            "project", "build", "actions", "arrange", "data");

    /** Commands an application keeps in its menus more than on its screen. */
    private static final Set<String> COMMANDS = Set.of("download", "export", "import", "print", "save", "share", "publish",
            "undo", "redo", "insert", "align", "centre", "center", "justify", "bold", "italic", "underline", "zoom", "rename",
            "duplicate", "sort", "freeze", "hide", "unhide", "merge", "wrap");

    private Menus() {
    }

    /** Whether a click's target is a command of the kind kept in menus: its first word says so. */
    static boolean command(String target) {
        String first = target.strip().split("\\s+")[0].toLowerCase(java.util.Locale.ROOT);
        return COMMANDS.contains(first) && target.strip().contains(" ");
    }

    static boolean opener(Element e, List<Element> pool) {
        if (e.role() == Role.MENU || e.label().strip().matches(".*(?:▸|►|▶|›|»|▾|▼)$") || e.has(dev.tca.core.State.COLLAPSED)) {
            return true;
        }
        // read from pixels, a submenu's arrow is a mark of its own just right of the entry's words
        // (a breadcrumb's "Home > Settings" has words after its arrow; a menu entry's arrow ends its row)
        boolean arrowBeside = pool.stream().anyMatch(o -> o != e && o.label().strip().matches("[▸►▶›»>]")
                && o.box().x() >= e.box().right() - 4 && o.box().x() - e.box().right() <= 40 && sameRow(o, e)
                && pool.stream().noneMatch(after -> after != o && sameRow(after, o) && after.box().x() >= o.box().right()
                && after.box().x() - o.box().right() < 60));
        if (arrowBeside) {
            return true;
        }
        if (!BAR.contains(e.label().strip().toLowerCase(java.util.Locale.ROOT))) {
            return false;
        }
        // a menu bar: two or more other menu words on the same row
        long siblings = pool.stream().filter(o -> o != e && BAR.contains(o.label().strip().toLowerCase(java.util.Locale.ROOT))
                && Math.abs(o.box().center().y() - e.box().center().y()) <= Math.max(8, e.box().height() / 2)).count();
        return siblings >= 2;
    }

    private static boolean sameRow(Element a, Element b) {
        return Math.abs(a.box().center().y() - b.box().center().y()) <= Math.max(6, b.box().height() / 2);
    }
}
