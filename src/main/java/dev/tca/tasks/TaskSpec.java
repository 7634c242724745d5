package dev.tca.tasks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One task: a goal a person would type, what to open first, and what the application's own state must be
 * afterwards. {@code {work}} in the goal, command, files and expected file path names the task's own folder.
 */
public record TaskSpec(String id, String goal, List<String> tags, int minSteps, Launch launch, Expect expect,
                       int timeoutSeconds) {

    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]*");

    public TaskSpec {
        Objects.requireNonNull(id, "id");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("id must be lower-case letters, digits and dashes, got '" + id + "'");
        }
        if (goal == null || goal.isBlank()) {
            throw new IllegalArgumentException("goal must not be blank");
        }
        tags = List.copyOf(tags);
        if (tags.isEmpty()) {
            throw new IllegalArgumentException("tags must not be empty");
        }
        if (minSteps < 1) {
            throw new IllegalArgumentException("minSteps must be at least 1, got " + minSteps);
        }
        Objects.requireNonNull(launch, "launch");
        Objects.requireNonNull(expect, "expect");
        if (!expect.state().isEmpty() && !(launch instanceof Launch.Page)) {
            throw new IllegalArgumentException("expect.state needs a page to report it, but launch is a command");
        }
        if (timeoutSeconds < 10 || timeoutSeconds > 900) {
            throw new IllegalArgumentException("timeoutSeconds must be 10..900, got " + timeoutSeconds);
        }
    }

    public boolean hasTag(String tag) {
        return tags.contains(tag);
    }

    /** The same web task with Chromium's accessibility tree left off: only pixels to go by. */
    public TaskSpec pixels() {
        if (!(launch instanceof Launch.Page page)) {
            throw new IllegalStateException(id + " is not a web task");
        }
        List<String> t = new ArrayList<>(tags);
        t.add("pixels");
        return new TaskSpec(id + "-pixels", goal, t, minSteps, new Launch.Page(page.name(), false), expect, timeoutSeconds);
    }

    /** This task with {work} replaced by the task's folder. */
    public TaskSpec in(String work) {
        Launch l = launch instanceof Launch.App app ? app.in(work) : launch;
        return new TaskSpec(id, goal.replace("{work}", work), tags, minSteps, l, expect.in(work), timeoutSeconds);
    }
}
