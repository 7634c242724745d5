package dev.tca.core;

import java.text.Normalizer;
import java.util.Locale;

/**
 * The normalised core of a label, so OCR noise and the way people type do not break a match:
 * case, accents, punctuation and spacing are forgiven ("Save as..." and "save as" share a core).
 */
public final class Labels {

    /** A word that names a secret: password, passcode, passphrase, PIN, secret, pwd. */
    public static final java.util.regex.Pattern SECRET = java.util.regex.Pattern.compile(
            "\\b(?:pass(?:word|code|phrase)?|pin|secret|pwd)\\b", java.util.regex.Pattern.CASE_INSENSITIVE);

    /** Whether the text names a secret ("Current password", "PIN"). */
    public static boolean namesSecret(String text) {
        return text != null && SECRET.matcher(text).find();
    }

    private Labels() {
    }

    public static String core(String label) {
        if (label == null) {
            return "";
        }
        String folded = Normalizer.normalize(label, Normalizer.Form.NFKD)
                .replaceAll("\\p{M}+", "")
                .toLowerCase(Locale.ROOT)
                .replace('’', '\'');
        StringBuilder out = new StringBuilder(folded.length());
        boolean space = false;
        for (int i = 0; i < folded.length(); ) {
            int cp = folded.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isLetterOrDigit(cp)) {
                if (space && out.length() > 0) {
                    out.append(' ');
                }
                space = false;
                out.appendCodePoint(cp);
            } else if (cp != '\'') { // "don't" stays one word
                space = true;
            }
        }
        return out.toString();
    }

    /**
     * True when two labels name the same thing: equal cores, spaces forgiven too, because OCR
     * often drops a narrow space ("Signin" for "Sign in").
     */
    public static boolean same(String a, String b) {
        String x = core(a).replace(" ", "");
        return !x.isEmpty() && x.equals(core(b).replace(" ", ""));
    }

    /** True when the core of {@code text} occurs in the core of {@code haystack} on word boundaries. */
    public static boolean containsWords(String haystack, String text) {
        String h = " " + core(haystack) + " ";
        String t = core(text);
        return !t.isEmpty() && h.contains(" " + t + " ");
    }
}
