package dev.tca.brain.plan;

import java.util.Objects;

/**
 * Where to look for a target besides its name: which of several ("the 2nd text box"), inside
 * what ("in leo's row", "for the user @leo") and beside what ("below Name").
 *
 * @param ordinal   1-based position among matches, -1 for the last, null when not said
 * @param container the name of the row, section, dialog or list that holds the target, or null
 * @param relation  a place relative to another label, or null
 */
public record Qualifiers(Integer ordinal, String container, Relation relation) {

    public static final Qualifiers NONE = new Qualifiers(null, null, null);

    public Qualifiers {
        if (ordinal != null && (ordinal == 0 || ordinal < -1)) {
            throw new IllegalArgumentException("ordinal must be 1.. or -1 (last), got " + ordinal);
        }
        if (container != null && container.isBlank()) {
            throw new IllegalArgumentException("container must not be blank");
        }
    }

    /** Side of an anchor label. */
    public enum Side { BELOW, ABOVE, LEFT_OF, RIGHT_OF, NEXT_TO }

    /** A place beside another label: "below Name" is (BELOW, "Name"). */
    public record Relation(Side side, String anchor) {
        public Relation {
            Objects.requireNonNull(side, "side");
            if (anchor == null || anchor.isBlank()) {
                throw new IllegalArgumentException("relation anchor must not be blank");
            }
        }

        @Override
        public String toString() {
            return side.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " '" + anchor + "'";
        }
    }

    public boolean isEmpty() {
        return ordinal == null && container == null && relation == null;
    }

    public Qualifiers withContainer(String c) {
        return new Qualifiers(ordinal, c, relation);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        if (ordinal != null) {
            s.append(ordinal == -1 ? " (last)" : " (#" + ordinal + ")");
        }
        if (container != null) {
            s.append(" in '").append(container).append('\'');
        }
        if (relation != null) {
            s.append(' ').append(relation);
        }
        return s.toString().strip();
    }
}
