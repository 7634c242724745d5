package dev.tca.loop;

/** How an episode ended, from the user's side. Only a verifier can make a SUCCESS. */
public enum Result {
    /** a verifier saw the goal happen */
    SUCCESS,
    /** a dry run made an allowed decision; nothing on screen changed */
    DRY_RUN,
    /** actions ran (or the brain said done) but nothing verified the outcome */
    UNVERIFIED,
    /** stopped without reaching the goal: refusal, no progress, budget, brain failure */
    FAILURE;

    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
