package dev.tca.trace;

/**
 * How one brain did on one trace. A choice the policy refused is kept apart from a clean one. On a
 * negative trace (nothing on the screen fits the goal) the only verdicts are ABSTAINED (done, fail or
 * no decision: right) and FALSE_ACTION (any input action, even one the policy would refuse: wrong).
 */
public enum Verdict {
    CORRECT, INCORRECT, NO_DECISION, REFUSED, ABSTAINED, FALSE_ACTION;

    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
