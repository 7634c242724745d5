package dev.tca.brain;

import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Observation;

import java.util.Optional;

/** Grounds an intent on the current screen: finds the element it names and builds the action. */
public final class IntentResolver {

    private IntentResolver() {
    }

    public static Decision resolve(Intent intent, Observation observation) {
        switch (intent.verb()) {
            case KEY:
                return Decision.of(new Action.Key(intent.chord()), "the goal says press " + intent.chord());
            case WAIT:
                return Decision.of(new Action.Wait(intent.millis()), "the goal says wait");
            case DONE:
                return Decision.of(new Action.Done("the goal says done"), "the goal says done");
            default:
                break;
        }
        Element element = null;
        String how = "";
        if (intent.target() != null) {
            Optional<Found> found = find(intent, observation);
            if (found.isEmpty()) {
                return Decision.of(new Action.Fail("nothing on screen matches '" + intent.target() + "'"),
                        "nothing on screen matches '" + intent.target() + "' (" + observation.elements().size()
                                + " elements)");
            }
            element = found.get().element();
            how = found.get().how();
        }
        Integer id = element == null ? null : element.id();
        Action action = switch (intent.verb()) {
            case CLICK -> new Action.Click(id);
            case DOUBLE_CLICK -> new Action.DoubleClick(id);
            case RIGHT_CLICK -> new Action.RightClick(id);
            case TYPE -> new Action.Type(intent.text(), id);
            case SCROLL -> new Action.Scroll(intent.direction(), intent.amount(), id);
            default -> throw new IllegalStateException("unhandled verb " + intent.verb());
        };
        String reason = element == null ? "the goal says " + intent.describe() : how;
        return Decision.of(action, reason);
    }

    private record Found(Element element, String how) {
    }

    private static Optional<Found> find(Intent intent, Observation observation) {
        Integer number = intent.targetNumber();
        if (number != null) {
            return observation.element(number).map(e -> new Found(e, "element #" + number + " '" + e.label() + "'"));
        }
        return LabelMatcher.best(intent.target(), observation.elements()).map(m -> new Found(m.element(),
                "matched '" + m.element().label() + "' (" + m.kind().wireName()
                        + (m.candidates() > 1 ? ", " + m.candidates() + " alike, took #" + m.element().id() : "") + ")"));
    }
}
