package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Point;
import dev.tca.core.Verdict;

import java.util.function.Supplier;

/**
 * The fail-safe: a person who pushes the mouse into the top-left corner of the screen stops the
 * episode before its next action, from any application, without a terminal.
 */
public final class FailSafeCornerRule implements Policy {

    private static final int CORNER = 2;

    private final Supplier<Point> pointer;

    public FailSafeCornerRule(Supplier<Point> pointer) {
        this.pointer = pointer;
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        Point p = pointer.get();
        if (p.x() <= CORNER && p.y() <= CORNER) {
            return Verdict.deny("fail-safe: the mouse is in the top-left corner " + p + ", so the run stopped");
        }
        return Verdict.allow("mouse not in the fail-safe corner");
    }
}
