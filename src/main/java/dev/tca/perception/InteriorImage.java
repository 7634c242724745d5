package dev.tca.perception;

import dev.tca.core.Rect;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.util.Arrays;

/**
 * The inside of one control made easy for OCR: cropped inside its border, black text on white
 * whatever the theme (cut halfway between the face's brightness and the text's), enlarged so small UI text
 * reaches the letter height the OCR was trained on, with a white margin.
 */
final class InteriorImage {

    /** Pixels cut from each side of a control's outline: its border, a focus ring. */
    private static final int INSET = 2;
    private static final int PAD = 10;
    /** Text this near its face in brightness is no text (a gradient, a shadow). */
    private static final int MIN_CONTRAST = 60;
    /** Text at most this far from its face in brightness is grey: a placeholder (on white, #757575 is 138 away; black 255). */
    private static final int FAINT = 160;
    /** The enlarged picture's height: UI text of 10-14 px then reads at Tesseract's favourite 30-40 px. */
    private static final int TARGET_HEIGHT = 90;
    private static final int MAX_WIDTH = 1200;
    /** Pixels at either extreme of brightness taken for noise when judging the text's contrast. */
    private static final int STRAY = 16;
    /** An edge row or column this much ink is a line (a border, a focus ring), not text. */
    private static final double LINE = 0.6;

    /** A prepared crop, a key of its source pixels, and whether its text is faint. */
    /** @param caret a text caret was found (and erased) in it: whatever it looks like, it is a field being typed in */
    record Prepared(BufferedImage image, long key, boolean faint, boolean caret) {
    }

    private InteriorImage() {
    }

    /**
     * The part left after cutting rows and columns at the edges that are mostly ink: a focus ring
     * or a border the outline did not include, whose lines OCR takes for letters or for a frame
     * around nothing. Returns {x, y, width, height}, or null when nothing is left.
     */
    private static int[] withoutLines(int[] lum, int w, int h, int threshold, boolean lightText) {
        int top = 0;
        int bottom = h;
        int left = 0;
        int right = w;
        boolean cut = true;
        while (cut && bottom - top > 2 && right - left > 2) {
            cut = false;
            if (inkShare(lum, w, left, right, top, top + 1, threshold, lightText) > LINE) {
                top++;
                cut = true;
            }
            if (inkShare(lum, w, left, right, bottom - 1, bottom, threshold, lightText) > LINE) {
                bottom--;
                cut = true;
            }
            if (inkShare(lum, w, left, left + 1, top, bottom, threshold, lightText) > LINE) {
                left++;
                cut = true;
            }
            if (inkShare(lum, w, right - 1, right, top, bottom, threshold, lightText) > LINE) {
                right--;
                cut = true;
            }
        }
        return bottom - top > 2 && right - left > 2 ? new int[] {left, top, right - left, bottom - top} : null;
    }

    private static double inkShare(int[] lum, int w, int x0, int x1, int y0, int y1, int threshold, boolean lightText) {
        int ink = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                int v = lum[y * w + x];
                ink += (lightText ? v > threshold : v < threshold) ? 1 : 0;
            }
        }
        return ink / (double) Math.max(1, (x1 - x0) * (y1 - y0));
    }

    /** The prepared inside of {@code box}, or null when it holds no text-like ink at all. */
    static Prepared of(BufferedImage src, Rect box) {
        return of(src, box, false);
    }

    /** As {@link #of(BufferedImage, Rect)}; a field's text caret is erased first (buttons have none). */
    static Prepared of(BufferedImage src, Rect box, boolean field) {
        Rect in = new Rect(box.x() + INSET, box.y() + INSET, box.width() - 2 * INSET, box.height() - 2 * INSET);
        if (in.width() < 4 || in.height() < 4) {
            return null;
        }
        int w = in.width();
        int h = in.height();
        int[] lum = new int[w * h];
        long key = 1125899906842597L + w * 31L + h;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int c = src.getRGB(in.x() + x, in.y() + y);
                key = key * 31 + (c & 0xffffff);
                lum[y * w + x] = (((c >> 16) & 0xff) * 3 + ((c >> 8) & 0xff) * 6 + (c & 0xff)) / 10;
            }
        }
        int[] sorted = lum.clone();
        Arrays.sort(sorted);
        int face = sorted[sorted.length / 2];
        // the text is whichever extreme lies further from the face: dark text on a light face, or light on dark
        // the extremes skip a few stray pixels, but no more than a lone narrow glyph has ("1" in a wide field)
        int skip = Math.min(sorted.length / 200, STRAY);
        int dark = sorted[Math.min(sorted.length - 1, skip)];
        int light = sorted[Math.max(0, sorted.length - 1 - skip)];
        boolean lightText = light - face > face - dark;
        int contrast = lightText ? light - face : face - dark;
        if (contrast < MIN_CONTRAST) {
            return null;
        }
        int threshold = lightText ? face + contrast / 2 : face - contrast / 2;
        // a wide box (a panel of prose) is not enlarged past MAX_WIDTH: OCR time grows with the pixels
        int[] keep = withoutLines(lum, w, h, threshold, lightText);
        if (keep == null) {
            return null;
        }
        int[] inner = new int[keep[2] * keep[3]];
        for (int y = 0; y < keep[3]; y++) {
            System.arraycopy(lum, (keep[1] + y) * w + keep[0], inner, y * keep[2], keep[2]);
        }
        lum = inner;
        w = keep[2];
        h = keep[3];
        withoutEdgeSpecks(lum, w, h, threshold, lightText, face);
        // a box whose ink is centred reads as a button, but a caret after its text makes it a focused field
        boolean caret = Caret.erase(lum, w, h, threshold, lightText, face, !field);
        double scale = Math.max(1, Math.min(Math.min(4, TARGET_HEIGHT / (double) h), MAX_WIDTH / (double) w));
        int sw = (int) Math.round(w * scale);
        int sh = (int) Math.round(h * scale);
        BufferedImage gray = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_GRAY);
        byte[] g = ((DataBufferByte) gray.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < lum.length; i++) {
            g[i] = (byte) (lightText ? 255 - lum[i] : lum[i]);
        }
        BufferedImage out = new BufferedImage(sw + 2 * PAD, sh + 2 * PAD, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g2 = out.createGraphics();
        try {
            g2.setColor(java.awt.Color.WHITE);
            g2.fillRect(0, 0, out.getWidth(), out.getHeight());
            g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
            g2.drawImage(gray, PAD, PAD, sw, sh, null);
        } finally {
            g2.dispose();
        }
        int cut = lightText ? 255 - threshold : threshold;
        byte[] o = ((DataBufferByte) out.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < o.length; i++) {
            o[i] = (byte) ((o[i] & 0xff) < cut ? 0 : 255);
        }
        return new Prepared(out, key, contrast < FAINT, caret);
    }

    /** A speck of ink no bigger than this, in the crop's corner, is a rounded border's corner, not part of a letter. */
    private static final int SPECK = 6;
    private static final int EDGE = 3;

    /**
     * Erases the rounded corners of a box's border that the inset leaves in its crop: dots in its corners that OCR reads as
     * part of a lone digit's line ("3" at 0.58 beside four dots, 0.97 without them).
     */
    private static void withoutEdgeSpecks(int[] lum, int w, int h, int threshold, boolean lightText, int face) {
        boolean[] seen = new boolean[w * h];
        int[] stack = new int[w * h];
        for (int start = 0; start < lum.length; start++) {
            if (seen[start] || !ink(lum[start], threshold, lightText)) {
                continue;
            }
            int n = 0;
            int top = 0;
            stack[top++] = start;
            seen[start] = true;
            boolean edge = false;
            int[] members = new int[SPECK + 1];
            while (top > 0) {
                int i = stack[--top];
                int x = i % w;
                int y = i / w;
                // (at a corner only: a decimal point may sit on the crop's bottom edge, never in its corner)
                edge |= (x < EDGE || x >= w - EDGE) && (y < EDGE || y >= h - EDGE);
                if (n <= SPECK) {
                    members[n] = i;
                }
                n++;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int ny = y + dy;
                        int j = ny * w + nx;
                        if (nx >= 0 && ny >= 0 && nx < w && ny < h && !seen[j] && ink(lum[j], threshold, lightText)) {
                            seen[j] = true;
                            stack[top++] = j;
                        }
                    }
                }
            }
            if (edge && n <= SPECK) {
                for (int k = 0; k < n; k++) {
                    lum[members[k]] = face;
                }
            }
        }
    }

    private static boolean ink(int lum, int threshold, boolean lightText) {
        return lightText ? lum > threshold : lum < threshold;
    }
}
