package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Source;
import dev.tca.core.Verdict;

/**
 * Refuses real input aimed at a grid cell: the grid knows nothing of what is on screen, so such a
 * click is a guess. Allowed in dry runs (nothing happens) or when the user passes --allow-grid.
 */
public final class BlindClickRule implements Policy {

    private final boolean realInput;
    private final boolean allowGrid;

    public BlindClickRule(boolean realInput, boolean allowGrid) {
        this.realInput = realInput;
        this.allowGrid = allowGrid;
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        boolean blind = action.target().flatMap(observation::element)
                .map(e -> e.source() == Source.GRID).orElse(false);
        if (blind && realInput && !allowGrid) {
            return Verdict.deny("refused a blind grid click with real input (pass --allow-grid to permit it)");
        }
        return Verdict.allow(blind ? "grid target, but no real input or --allow-grid given" : "target is not a grid cell");
    }
}
