package dev.tca.loop;

import dev.tca.core.Attempt;
import dev.tca.core.Decision;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What the screen showed of each sub-goal's expected effect. A sub-goal counts as done when its
 * last attempt's effect was seen; a done from the brain becomes a success only when every
 * sub-goal it acted on is done and no action went without an expectation.
 */
final class SubgoalEvidence {

    private final Map<Integer, String> last = new LinkedHashMap<>();
    private final Map<Integer, String> describe = new LinkedHashMap<>();
    private int unexpected;

    void add(Decision decision, String seen) {
        if (decision.expect() == null || decision.expect().subgoal() < 0) {
            unexpected++;
            return;
        }
        int k = decision.expect().subgoal();
        last.put(k, seen);
        describe.put(k, decision.expect().describe());
    }

    Optional<String> verdict(java.util.List<Attempt> history) {
        if (history.isEmpty() || unexpected > 0 || last.isEmpty() || last.containsValue(null)) {
            return Optional.empty();
        }
        StringBuilder s = new StringBuilder();
        last.forEach((k, ev) -> s.append(s.length() == 0 ? "" : "; ").append(k + 1).append(". ").append(ev));
        return Optional.of(s.toString());
    }

    String missing(java.util.List<Attempt> history) {
        if (history.isEmpty()) {
            return "nothing was done";
        }
        if (unexpected > 0) {
            return unexpected + " action(s) had no effect the screen could confirm";
        }
        StringBuilder s = new StringBuilder();
        last.forEach((k, ev) -> {
            if (ev == null) {
                s.append(s.length() == 0 ? "" : ", ").append(k + 1).append(". ").append(describe.get(k));
            }
        });
        return "the screen never showed " + s;
    }

    String summary() {
        return last.isEmpty() ? "" : "; " + verdictOrEmpty();
    }

    private String verdictOrEmpty() {
        StringBuilder s = new StringBuilder();
        last.forEach((k, ev) -> s.append(s.length() == 0 ? "" : "; ").append(k + 1).append(". ")
                .append(ev == null ? "not seen: " + describe.get(k) : ev));
        return s.toString();
    }
}
