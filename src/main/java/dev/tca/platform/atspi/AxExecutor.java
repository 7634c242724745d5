package dev.tca.platform.atspi;

import dev.tca.act.Execution;
import dev.tca.act.Executor;
import dev.tca.act.Targets;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;

/**
 * Real input that uses the tree where it is more reliable than a pixel: a slider's value is set
 * through its Value interface (a click on a GTK scale pages it, it does not jump). Everything
 * else, and anything the tree refuses, goes to the pixel executor; the pixel stays in the step line.
 */
public final class AxExecutor implements Executor {

    private final AtSpi ax;
    private final Executor pixels;

    public AxExecutor(AtSpi ax, Executor pixels) {
        this.ax = ax;
        this.pixels = pixels;
    }

    @Override
    public Execution execute(Action action, Observation observation) {
        if (action instanceof Action.SetValue v) {
            Element e = Targets.element(v.element(), observation);
            if (e.handle() instanceof AxHandle h && ax.setValue(h, v.value())) {
                return new Execution(true, "set " + e.describe() + " to " + v.value() + " through the accessibility tree",
                        e.center());
            }
        }
        return pixels.execute(action, observation);
    }

    @Override
    public boolean isReal() {
        return pixels.isReal();
    }
}
