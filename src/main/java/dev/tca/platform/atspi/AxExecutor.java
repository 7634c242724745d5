package dev.tca.platform.atspi;

import dev.tca.act.Execution;
import dev.tca.act.Executor;
import dev.tca.act.InputMode;
import dev.tca.act.Targets;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.State;

import java.util.List;
import java.util.Optional;

/**
 * Real input that may go through the tree ({@link InputMode}): a press, a field's text or a
 * slider's value set by the element's own accessible object instead of a pixel. Whichever way it
 * goes, the step line keeps the element and its pixel; anything the tree refuses goes to the
 * pixel executor. The policy has already allowed the action: this only chooses the way.
 */
public final class AxExecutor implements Executor {

    /** Tried in this order: GTK buttons say "click", Chromium "press", fields "activate", links "jump", boxes "toggle". */
    private static final List<String> PRESSES = List.of("click", "press", "activate", "jump", "toggle", "check",
            "uncheck", "select", "open");

    private final AtSpi ax;
    private final Executor pixels;
    private final InputMode mode;
    /** The element the last pixel click aimed at: clicking it again at the same box is a retry. */
    private Element lastPixelClick;

    public AxExecutor(AtSpi ax, Executor pixels, InputMode mode) {
        this.ax = ax;
        this.pixels = pixels;
        this.mode = mode;
    }

    @Override
    public Execution execute(Action action, Observation observation) {
        Optional<Element> target = action.target().map(id -> Targets.element(id, observation));
        if (target.isEmpty() || mode == InputMode.PIXELS) {
            return byPixel(action, observation, target, "");
        }
        Element e = target.get();
        if (!(e.handle() instanceof AxHandle h)) {
            return byPixel(action, observation, target, mode == InputMode.NATIVE
                    ? "; not in the accessibility tree, so by pixel" : "");
        }
        if (mode == InputMode.AUTO && !treeIsBetter(action, e)) {
            return byPixel(action, observation, target, "");
        }
        Optional<String> done = viaTree(action, e, h);
        if (done.isPresent()) {
            lastPixelClick = null;
            return new Execution(true, done.get() + " via the tree (" + e.describe() + " at " + e.center() + ")", e.center());
        }
        return byPixel(action, observation, target, "; the tree could not " + action.verb().replace('_', ' ')
                + " it, so by pixel");
    }

    /** Auto mode: a slider's value, a control the tree reports scrolled away, the same click again after a pixel click. */
    private boolean treeIsBetter(Action action, Element e) {
        if (action instanceof Action.SetValue || e.has(State.OFFSCREEN)) {
            return true;
        }
        return action instanceof Action.Click && lastPixelClick != null && lastPixelClick.handle().equals(e.handle())
                && lastPixelClick.box().equals(e.box());
    }

    private Optional<String> viaTree(Action action, Element e, AxHandle h) {
        if (action instanceof Action.Click && e.role().editable()) {
            return ax.focus(h) ? Optional.of("focused") : Optional.empty(); // a field's "activate" would submit it
        }
        if (action instanceof Action.Click) {
            return PRESSES.stream().filter(name -> ax.doAction(h, name)).findFirst().map(name -> pastTense(name));
        }
        if (action instanceof Action.Type t && e.role().editable()) {
            ax.focus(h); // so a following key (Enter) goes to the field, as after a click into it
            String text = t.replace() || e.value().isEmpty() || e.role() == dev.tca.core.Role.PASSWORD_FIELD
                    ? t.text() : e.value() + t.text();
            return ax.setText(h, text) ? Optional.of("typed " + t.text().codePointCount(0, t.text().length())
                    + " characters" + (t.secret() ? " (secret)" : "")) : Optional.empty();
        }
        if (action instanceof Action.SetValue v) {
            return ax.setValue(h, v.value()) ? Optional.of("set to " + v.value()) : Optional.empty();
        }
        return Optional.empty();
    }

    private static String pastTense(String action) {
        return switch (action) {
            case "click" -> "clicked";
            case "press" -> "pressed";
            case "activate" -> "activated";
            case "jump" -> "followed";
            case "toggle" -> "toggled";
            case "check" -> "checked";
            case "uncheck" -> "unchecked";
            case "select" -> "selected";
            default -> "opened";
        };
    }

    private Execution byPixel(Action action, Observation observation, Optional<Element> target, String note) {
        Execution done = pixels.execute(action, observation);
        lastPixelClick = action instanceof Action.Click && target.isPresent() && target.get().handle() != null
                ? target.get() : null;
        return note.isEmpty() ? done : new Execution(done.performed(), done.summary() + note, done.pixel());
    }

    @Override
    public boolean isReal() {
        return pixels.isReal();
    }
}
