package dev.tca.perception.widgets;

import java.util.Objects;

/** A widget with the text that names it; "" when no text lies where its label would be. */
public record LabelledWidget(Widget widget, String label) {

    public LabelledWidget {
        Objects.requireNonNull(widget, "widget");
        Objects.requireNonNull(label, "label");
    }
}
