package dev.tca.act;

import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Point;

import java.util.Optional;

/** Resolves an action's target element to the screen pixel an executor aims at: the element's centre. */
public final class Targets {

    private Targets() {
    }

    public static Optional<Point> pixel(Action action, Observation observation) {
        return action.target().map(id -> element(id, observation).center());
    }

    public static Element element(int id, Observation observation) {
        return observation.element(id).orElseThrow(() -> new IllegalStateException(
                "an action names element #" + id + " but the screen has " + observation.elements().size()));
    }
}
