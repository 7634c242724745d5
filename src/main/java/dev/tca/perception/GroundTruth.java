package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Rect;

import java.util.List;

/**
 * The true controls of one screenshot (from the application's accessibility tree) and how an
 * observation measures up: a control is found when an element with its normalised label has its
 * centre inside the control's true box; an element is right when it is such a match for any
 * named node on screen (controls and static text alike).
 */
public record GroundTruth(String name, List<Node> nodes) {

    public record Node(String role, String name, Rect box) {
    }

    private static final List<String> CLICKABLE = List.of("push button", "menu", "menu item", "table cell",
            "list item", "page tab", "toggle button", "check box", "radio button", "link");

    public GroundTruth {
        nodes = List.copyOf(nodes);
    }

    /** Named controls a person clicks by their text: what recall is measured on. */
    public List<Node> controls() {
        return nodes.stream().filter(n -> !n.name().isBlank() && CLICKABLE.contains(n.role())).toList();
    }

    public record Result(int controls, int found, int elements, int rightElements) {
    }

    public Result score(Observation o) {
        int found = 0;
        for (Node c : controls()) {
            if (o.elements().stream().anyMatch(e -> matches(e, c))) {
                found++;
            }
        }
        int right = 0;
        for (Element e : o.elements()) {
            if (nodes.stream().anyMatch(n -> !n.name().isBlank() && matches(e, n))) {
                right++;
            }
        }
        return new Result(controls().size(), found, o.elements().size(), right);
    }

    private static boolean matches(Element e, Node n) {
        return Labels.same(e.label(), n.name()) && n.box().contains(e.center());
    }
}
