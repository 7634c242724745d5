package dev.tca.platform.atspi;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A web page's modal dialog (aria-modal, a dialog opened with showModal) blocks the page behind it:
 * a click on the table behind a "Move file" dialog reaches nothing, or closes the dialog. The tree
 * still lists that page, so its controls are left out while the dialog is open. Only inside a
 * document: a desktop application's modal window is told apart by the active window already.
 */
final class Modality {

    private final int[] document;
    private final boolean[] inModal;
    private final List<AxNode> dialogs = new ArrayList<>();

    private Modality(List<AxNode> nodes) {
        int n = nodes.size();
        document = new int[n];
        inModal = new boolean[n];
        for (int i = 0; i < n; i++) {
            AxNode node = nodes.get(i);
            if (node.index() != i) {
                dialogs.clear(); // not one snapshot's list: its parents would point elsewhere
                return;
            }
            int p = node.parent();
            document[i] = node.role().startsWith("document") ? i : p < 0 ? -1 : document[p];
            boolean modal = node.is("modal") && !node.offscreen() && node.box().area() > 0 && document[i] >= 0
                    && i != document[i];
            inModal[i] = modal || p >= 0 && inModal[p];
            if (modal && !(p >= 0 && inModal[p])) {
                dialogs.add(node);
            }
        }
    }

    /** One snapshot's modal dialogs, read in one pass. */
    static Modality of(List<AxNode> nodes) {
        return new Modality(nodes);
    }

    /** The open modal dialogs of the pages, outermost only. */
    List<AxNode> dialogs() {
        return List.copyOf(dialogs);
    }

    /** The indices of the nodes a modal dialog blocks: its document's nodes outside every modal dialog in it. */
    Set<Integer> blocked() {
        Set<Integer> documents = new HashSet<>();
        dialogs.forEach(d -> documents.add(document[d.index()]));
        Set<Integer> out = new HashSet<>();
        for (int i = 0; i < document.length && !documents.isEmpty(); i++) {
            if (!inModal[i] && documents.contains(document[i])) {
                out.add(i);
            }
        }
        return out;
    }
}
