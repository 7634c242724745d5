package dev.tca.perception;

import dev.tca.core.Frame;
import dev.tca.core.Rect;

import java.util.ArrayDeque;
import java.util.List;

/**
 * A modal dialog drawn over a dimmed page, told from the pixels alone (no tree, or a browser that keeps the page out
 * of it): from one frame to the next the page darkens as one (every sample of it fits {@code now = a * before + b},
 * a semi-transparent backdrop), while one filled rectangle does not: the dialog. What lies outside it is behind the
 * backdrop, out of reach, and the indexer leaves it out as it does behind the tree's aria-modal dialog.
 *
 * <p>The dialog stays while the page outside it stays as dimmed; when that part changes (the backdrop lifts, a new
 * page) it is gone. A dialog already open on the first frame is not seen: there is no page before it to compare.
 */
public final class DimmedBackdrop implements ElementSource {

    /** Samples every so many pixels: a dialog's smallest side spans several. */
    private static final int STEP = 8;
    /** How far a sample may stray from the backdrop's darkening and still be the page under it. */
    private static final int FIT = 10;
    private static final double MIN_A = 0.3;
    private static final double MAX_A = 0.92;
    /** Share of the frame's samples that must have darkened as one. */
    private static final double DIMMED_SHARE = 0.35;
    /** Share of the samples outside the dialog that must stay as dimmed for the dialog to stay. */
    private static final double STAYS = 0.85;

    private int[] last;
    private int cols;
    private int rows;
    /** The open dialog in sample cells (x, y, width, height), or null; and the samples outside it when it opened. */
    private Rect cells;
    private int[] dimmed;

    @Override
    public SourceRead read(Frame frame) {
        int[] now = samples(frame);
        if (last == null || last.length != now.length) {
            cells = null;
        } else if (cells != null) {
            // a folded row opened in the dialog makes it taller: what changed in its columns since the last frame is
            // the dialog too; the rest of the page must stay as dimmed
            cells = grown(last, now);
            if (stays(now)) {
                dimmed = now;
            } else {
                cells = null;
            }
        }
        if (cells == null && last != null && last.length == now.length) {
            cells = opened(last, now, cols, rows);
            dimmed = cells == null ? null : now;
        }
        last = now;
        if (cells == null) {
            return new SourceRead(List.of(), List.of(), List.of(), "", "");
        }
        Rect box = new Rect(cells.x() * STEP, cells.y() * STEP, Math.min(frame.width(), cells.width() * STEP),
                Math.min(frame.height(), cells.height() * STEP));
        return new SourceRead(List.of(), List.of(), List.of(), "", "", List.of(), List.of(frame.mapping().toScreen(box)));
    }

    @Override
    public String describe() {
        return "dimmed backdrop";
    }

    private int[] samples(Frame frame) {
        cols = Math.max(1, frame.width() / STEP);
        rows = Math.max(1, frame.height() / STEP);
        int[] out = new int[cols * rows];
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < cols; x++) {
                int c = frame.image().getRGB(x * STEP + STEP / 2, y * STEP + STEP / 2);
                out[y * cols + x] = (((c >> 16) & 0xff) * 3 + ((c >> 8) & 0xff) * 6 + (c & 0xff)) / 10;
            }
        }
        return out;
    }

    /** The dialog's cells widened to the samples in its columns that changed between the two frames. */
    private Rect grown(int[] before, int[] now) {
        int minY = cells.y();
        int maxY = cells.bottom() - 1;
        for (int y = 0; y < rows; y++) {
            for (int x = Math.max(0, cells.x()); x < Math.min(cols, cells.right()); x++) {
                if (Math.abs(now[y * cols + x] - before[y * cols + x]) > 6) {
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        return new Rect(cells.x(), minY, cells.width(), maxY - minY + 1);
    }

    /** Whether the page outside the dialog is as it was when the dialog opened (what is inside may change). */
    private boolean stays(int[] now) {
        int outside = 0;
        int same = 0;
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < cols; x++) {
                if (x >= cells.x() && x < cells.right() && y >= cells.y() && y < cells.bottom()) {
                    continue;
                }
                outside++;
                same += Math.abs(now[y * cols + x] - dimmed[y * cols + x]) <= FIT ? 1 : 0;
            }
        }
        return outside > 0 && same >= STAYS * outside;
    }

    /** The dialog a backdrop opened between two frames' samples, in cells; null when the page did not darken as one. */
    static Rect opened(int[] before, int[] now, int cols, int rows) {
        int n = before.length;
        // a darkening touches most of the page: the light samples that changed are most of the light ones
        int light = 0;
        int changed = 0;
        for (int i = 0; i < n; i++) {
            if (before[i] >= 60) {
                light++;
                changed += Math.abs(now[i] - before[i]) > 6 ? 1 : 0;
            }
        }
        if (light < n / 4 || changed < light / 2) {
            return null;
        }
        boolean[] moved = new boolean[n];
        for (int i = 0; i < n; i++) {
            moved[i] = Math.abs(now[i] - before[i]) > 6; // (the dialog's own white over the page's white did not)
        }
        double[] fit = fit(before, now, moved);
        if (fit == null) {
            return null;
        }
        boolean[] kept = new boolean[n];
        for (int i = 0; i < n; i++) {
            kept[i] = Math.abs(now[i] - (fit[0] * before[i] + fit[1])) <= 2 * FIT;
        }
        fit = fit(before, now, kept); // again without the dialog's own samples
        if (fit == null || fit[0] < MIN_A || fit[0] > MAX_A || fit[1] < -10 || fit[1] > 70 || fit[0] * 255 + fit[1] > 240) {
            return null;
        }
        boolean[] page = new boolean[n];
        int darkened = 0;
        for (int i = 0; i < n; i++) {
            page[i] = Math.abs(now[i] - (fit[0] * before[i] + fit[1])) <= FIT;
            darkened += page[i] && before[i] >= 60 ? 1 : 0;
        }
        return darkened >= DIMMED_SHARE * n ? dialog(page, cols, rows) : null;
    }

    /** Least squares of now on before over the kept samples: {a, b}, or null for none. */
    private static double[] fit(int[] before, int[] now, boolean[] kept) {
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        int m = 0;
        for (int i = 0; i < before.length; i++) {
            if (!kept[i]) {
                continue;
            }
            sx += before[i];
            sy += now[i];
            sxx += (double) before[i] * before[i];
            sxy += (double) before[i] * now[i];
            m++;
        }
        double var = m * sxx - sx * sx;
        if (m < 10 || var <= 0) {
            // a page all of one shade: the backdrop's darkening is its ratio
            return m == 0 || sx == 0 ? null : new double[] {sy / sx, 0};
        }
        double a = (m * sxy - sx * sy) / var;
        return new double[] {a, (sy - a * sx) / m};
    }

    /**
     * The largest filled rectangle of samples that did not darken with the page: the dialog. Small islands (a
     * caret, an animated spinner) and a scatter of text are no dialog; it must span a few cells each way and leave
     * some page around it.
     */
    private static Rect dialog(boolean[] page, int cols, int rows) {
        // a line that changed on its own (a field's focus ring that went) must not join the dialog: only cells whose
        // every neighbour did not darken either count, and the box grows back by the cell taken off each side
        boolean[] core = new boolean[page.length];
        for (int i = 0; i < page.length; i++) {
            int x = i % cols;
            int y = i / cols;
            boolean solid = !page[i];
            for (int dy = -1; dy <= 1 && solid; dy++) {
                for (int dx = -1; dx <= 1 && solid; dx++) {
                    int nx = x + dx;
                    int ny = y + dy;
                    solid = nx < 0 || ny < 0 || nx >= cols || ny >= rows || !page[ny * cols + nx];
                }
            }
            core[i] = solid;
        }
        boolean[] seen = new boolean[page.length];
        Rect best = null;
        for (int start = 0; start < page.length; start++) {
            if (!core[start] || seen[start]) {
                continue;
            }
            int minX = cols;
            int minY = rows;
            int maxX = -1;
            int maxY = -1;
            int count = 0;
            ArrayDeque<Integer> todo = new ArrayDeque<>();
            todo.add(start);
            seen[start] = true;
            while (!todo.isEmpty()) {
                int i = todo.poll();
                int x = i % cols;
                int y = i / cols;
                count++;
                minX = Math.min(minX, x);
                maxX = Math.max(maxX, x);
                minY = Math.min(minY, y);
                maxY = Math.max(maxY, y);
                int[] next = {x > 0 ? i - 1 : -1, x + 1 < cols ? i + 1 : -1, y > 0 ? i - cols : -1, y + 1 < rows ? i + cols : -1};
                for (int j : next) {
                    if (j >= 0 && core[j] && !seen[j]) {
                        seen[j] = true;
                        todo.add(j);
                    }
                }
            }
            int w = maxX - minX + 1;
            int h = maxY - minY + 1;
            boolean filled = count >= 0.5 * w * h;
            boolean sized = w >= 10 && h >= 4 && w <= 0.9 * cols && h <= 0.9 * rows;
            if (filled && sized && (best == null || (w + 2) * (h + 2) > best.area())) {
                int x = Math.max(0, minX - 1);
                int y = Math.max(0, minY - 1);
                best = new Rect(x, y, Math.min(cols, maxX + 2) - x, Math.min(rows, maxY + 2) - y);
            }
        }
        return best;
    }
}
