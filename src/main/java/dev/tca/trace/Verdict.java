package dev.tca.trace;

/** How one brain did on one trace. A choice the policy refused is kept apart from a clean one. */
public enum Verdict {
    CORRECT, INCORRECT, NO_DECISION, REFUSED;

    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
