package dev.tca.perception.widgets;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tca.core.BadInputException;
import dev.tca.core.Rect;
import dev.tca.perception.widgets.Widget.Kind;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The true controls of one screenshot, as scripts/capture-widgets.sh writes them (from AT-SPI,
 * xwininfo or the web page itself), and the rule that says a find is one of them.
 */
public record WidgetTruth(List<Control> controls, List<Rect> ignored) {

    /**
     * One true control; {@code checked} and {@code fraction} only where the source knows them;
     * {@code tab} for a page's tab, which the detector finds as a button and the index must call a tab.
     */
    public record Control(Kind kind, String name, Rect box, Boolean checked, Double fraction, boolean tab) {
    }

    private static final Map<String, Kind> ROLES = Map.of("text", Kind.FIELD, "entry", Kind.FIELD,
            "password text", Kind.FIELD, "check box", Kind.CHECK_BOX, "radio button", Kind.RADIO,
            "slider", Kind.SLIDER, "push button", Kind.BUTTON, "toggle button", Kind.BUTTON, "page tab", Kind.BUTTON);

    public WidgetTruth {
        controls = List.copyOf(controls);
        ignored = List.copyOf(ignored);
    }

    public static WidgetTruth read(Path json) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(json.toFile());
        } catch (IOException e) {
            throw new BadInputException("cannot read widget truth " + json + ": " + e.getMessage(), e);
        }
        List<Control> controls = new ArrayList<>();
        List<Rect> ignored = new ArrayList<>();
        for (JsonNode c : root.path("controls")) {
            JsonNode b = c.path("box");
            Rect box = new Rect(b.path(0).asInt(), b.path(1).asInt(), b.path(2).asInt(), b.path(3).asInt());
            String role = c.path("role").asText();
            Kind kind = ROLES.get(role);
            if (kind != null) {
                controls.add(new Control(kind, c.path("name").asText(), box,
                        c.has("checked") ? c.get("checked").asBoolean() : null,
                        c.has("fraction") ? c.get("fraction").asDouble() : null, role.equals("page tab")));
            } else if (role.equals("combo box")) {
                ignored.add(box); // a find there is neither right nor wrong: combo boxes are not scored
            }
        }
        return new WidgetTruth(controls, ignored);
    }

    /**
     * A find is a control when the kinds agree and the find's centre lies in the true box; a field,
     * button or slider must also cover the true centre (a check box's or radio's true box may hold
     * its label too, so only the first rule applies to them).
     */
    public static boolean matches(Widget w, Control c) {
        if (w.kind() != c.kind() || !c.box().contains(w.box().center())) {
            return false;
        }
        return w.kind() == Kind.CHECK_BOX || w.kind() == Kind.RADIO || w.box().contains(c.box().center());
    }

    /** True when the find lies on a control that is not scored (a combo box). */
    public boolean ignores(Widget w) {
        return ignored.stream().anyMatch(r -> r.contains(w.box().center()));
    }
}
