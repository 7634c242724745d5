package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Rect;

import dev.tca.core.Role;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The true controls of one screenshot (from the application's accessibility tree) and how an
 * observation measures up: a control is found when an element with its normalised label has its
 * centre inside the control's true box; an element is right when it is such a match for any
 * named node on screen (controls and static text alike). Controls whose look carries no text
 * (fields, check boxes, radios, sliders, spin buttons, icon buttons) are also scored on their own:
 * one is found when an element of a fitting role sits on it, whatever its label.
 */
public record GroundTruth(String name, List<Node> nodes) {

    /**
     * @param editable  the tree says one can type into it
     * @param checkable the tree says it holds a checked state (a check box, or a list's check column)
     */
    public record Node(String role, String name, Rect box, boolean editable, boolean checkable) {

        public Node(String role, String name, Rect box) {
            this(role, name, box, false, false);
        }
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

    /** Controls drawn without text of their own, with the roles an element on them may have to count. */
    public List<Node> textless() {
        return nodes.stream().filter(n -> !fitting(n).isEmpty()).toList();
    }

    static Set<Role> fitting(Node n) {
        if (n.editable() || n.role().equals("spin button") || n.role().equals("password text")) {
            return EnumSet.of(Role.TEXT_FIELD, Role.PASSWORD_FIELD, Role.SPIN, Role.COMBO);
        }
        return switch (n.role()) {
            case "check box" -> EnumSet.of(Role.CHECKBOX);
            case "table cell" -> n.checkable() ? EnumSet.of(Role.CHECKBOX) : EnumSet.noneOf(Role.class);
            case "radio button" -> EnumSet.of(Role.RADIO);
            case "slider" -> EnumSet.of(Role.SLIDER);
            case "push button" -> n.name().isBlank() ? EnumSet.of(Role.BUTTON) : EnumSet.noneOf(Role.class);
            default -> EnumSet.noneOf(Role.class);
        };
    }

    /**
     * @param textless      controls without text of their own on the screen
     * @param textlessFound those with an element of a fitting role on them
     */
    public record Result(int controls, int found, int elements, int rightElements, int textless, int textlessFound) {
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
        int onTextless = 0;
        for (Node n : textless()) {
            Set<Role> roles = fitting(n);
            if (o.elements().stream().anyMatch(e -> roles.contains(e.role()) && on(e.box(), n.box()))) {
                onTextless++;
            }
        }
        return new Result(controls().size(), found, o.elements().size(), right, textless().size(), onTextless);
    }

    /** The element sits on the control: one's centre is inside the other, and it is not a container of it. */
    private static boolean on(Rect element, Rect truth) {
        boolean centred = truth.contains(element.center()) || element.contains(truth.center());
        return centred && element.area() <= 4L * Math.max(1, truth.area());
    }

    private static boolean matches(Element e, Node n) {
        return Labels.same(e.label(), n.name()) && n.box().contains(e.center());
    }
}
