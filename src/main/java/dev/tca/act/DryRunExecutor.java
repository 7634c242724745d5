package dev.tca.act;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Point;

import java.util.Locale;

/** The default executor: touches nothing and reports what it would do, with the resolved pixel. */
public final class DryRunExecutor implements Executor {

    @Override
    public Execution execute(Action action, Observation observation) {
        Point pixel = Targets.pixel(action, observation).orElse(null);
        String what = action.verb().replace('_', ' ');
        String summary;
        if (action instanceof Action.Type t) {
            summary = "dry run: would type '" + t.shown() + "'" + (pixel == null ? "" : " at " + pixel);
        } else if (action instanceof Action.Key k) {
            summary = "dry run: would press " + k.chord();
        } else if (action instanceof Action.Scroll s) {
            summary = "dry run: would scroll " + s.direction().name().toLowerCase(Locale.ROOT) + " " + s.amount()
                    + (pixel == null ? "" : " at " + pixel);
        } else if (pixel != null) {
            summary = "dry run: would " + what + " " + pixel;
        } else {
            summary = "dry run: would " + what;
        }
        return new Execution(false, summary, pixel);
    }

    @Override
    public boolean isReal() {
        return false;
    }
}
