package dev.tca.trace;

import dev.tca.core.Action;

import java.util.List;

/**
 * Labels a task episode's steps with the task checker's verdict, which reads the application's own state.
 *
 * <p>Only an episode whose checker passed teaches anything: its steps are the actions that led to the
 * verified state, so each one that had an effect (the screen changed, or showed the effect the brain
 * expected) is the right action on its screen, and its closing {@code done} says that stopping is right
 * there. A step whose action changed nothing, a refused one, a wait and a {@code fail} are kept for the history
 * a replay needs, but not scored: nothing says they were right. A detour that changed the screen and
 * was undone later is counted right; the checker cannot tell it apart, and the recorded path did reach
 * the goal. A failed episode keeps its steps as evidence with no label at all: its actions did not
 * reach the goal, and which of them went wrong no one knows.
 */
public final class StepLabels {

    private StepLabels() {
    }

    public static Trace label(Trace episode, CheckerVerdict verdict) {
        List<TraceStep> steps = episode.steps().stream()
                .map(s -> verdict.passed() && right(s) ? s.labelled() : unlabelled(s))
                .toList();
        return new Trace(episode.format(), episode.version(), episode.goal(), episode.brain(), episode.screen(),
                episode.expected(), episode.tags(), episode.result(), episode.reason(), steps, verdict);
    }

    /** A step the scorer judges: an effective input action, or the stop that closed the episode. */
    static boolean right(TraceStep s) {
        if (s.decision() == null) {
            return false;
        }
        Action a = s.decision().action();
        if (a instanceof Action.Done) {
            return true;
        }
        if (!a.isInput() || s.execution() == null || !s.execution().performed()) {
            return false;
        }
        return Boolean.TRUE.equals(s.screenChanged()) || s.evidence() != null;
    }

    private static TraceStep unlabelled(TraceStep s) {
        return new TraceStep(s.index(), s.context(), s.observation(), s.decision(), s.verdict(), s.execution(),
                s.screenChanged(), s.timingsMs(), s.evidence(), null);
    }

    /** The trace with new tags (the task's own), its labels kept. */
    public static Trace tagged(Trace t, List<String> tags) {
        return new Trace(t.format(), t.version(), t.goal(), t.brain(), t.screen(), t.expected(), tags, t.result(),
                t.reason(), t.steps(), t.checker());
    }
}
