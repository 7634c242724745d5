package dev.tca.platform.atspi;

import dev.tca.core.Rect;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Pure: a page with a "Move file" dialog (aria-modal) over its file table, shaped as Chromium's tree read it here. */
class ModalityTest {

    private static final Set<String> SHOWN = Set.of("showing", "visible");

    private final List<AxNode> nodes = new ArrayList<>();

    private int add(int parent, String role, String name, Set<String> states, Rect box) {
        int i = nodes.size();
        nodes.add(new AxNode(i, parent, "Chromium", "Files", role, name, "", states, null, null, null, null, box,
                List.of(), new AxHandle(":1.9", "/n" + i), false));
        return i;
    }

    private List<String> keptButtons() {
        Set<Integer> blocked = Modality.of(nodes).blocked();
        return nodes.stream().filter(n -> n.role().equals("push button") && !blocked.contains(n.index()))
                .map(AxNode::name).toList();
    }

    @Test
    void anOpenModalDialogLeavesOutThePageBehindItButNotTheBrowserAroundIt() {
        int frame = add(-1, "frame", "Files", SHOWN, new Rect(0, 0, 1280, 800));
        add(frame, "push button", "Reload", SHOWN, new Rect(10, 10, 30, 30));
        int page = add(frame, "document web", "", SHOWN, new Rect(0, 50, 1280, 750));
        add(page, "push button", "Move", SHOWN, new Rect(400, 80, 60, 24));
        int dialog = add(page, "dialog", "Move file", Set.of("showing", "visible", "modal"), new Rect(100, 100, 400, 200));
        int inner = add(dialog, "section", "", SHOWN, new Rect(110, 150, 380, 100));
        add(inner, "push button", "Finance", SHOWN, new Rect(120, 160, 80, 24));
        add(dialog, "push button", "Move here", SHOWN, new Rect(400, 260, 80, 24));

        assertThat(keptButtons()).containsExactly("Reload", "Finance", "Move here");
        assertThat(Modality.of(nodes).dialogs()).extracting(AxNode::name).containsExactly("Move file");
    }

    @Test
    void withoutAModalDialogOrWithANonModalOneTheWholePageStays() {
        int page = add(-1, "document web", "", SHOWN, new Rect(0, 0, 1280, 800));
        add(page, "push button", "Move", SHOWN, new Rect(400, 80, 60, 24));
        int dialog = add(page, "dialog", "Tips", SHOWN, new Rect(100, 100, 400, 200));
        add(dialog, "push button", "Got it", SHOWN, new Rect(400, 260, 80, 24));
        // a modal flag on something with no box (a closed dialog kept in the page) blocks nothing
        add(page, "dialog", "Closed", Set.of("modal"), new Rect(0, 0, 0, 0));

        assertThat(keptButtons()).containsExactly("Move", "Got it");
        assertThat(Modality.of(nodes).dialogs()).isEmpty();
    }

    @Test
    void aDesktopApplicationsModalWindowIsLeftToTheActiveWindowRule() {
        int main = add(-1, "frame", "Mousepad", SHOWN, new Rect(0, 0, 800, 600));
        add(main, "push button", "Save", SHOWN, new Rect(10, 10, 60, 24));
        int dialog = add(-1, "dialog", "Save As", Set.of("showing", "visible", "modal"), new Rect(100, 100, 400, 300));
        add(dialog, "push button", "Cancel", SHOWN, new Rect(120, 360, 80, 24));

        assertThat(keptButtons()).containsExactly("Save", "Cancel");
    }
}
