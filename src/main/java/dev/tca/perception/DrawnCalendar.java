package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;

import java.time.Month;
import java.time.YearMonth;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Gives a drawn calendar's page arrows a place in the index. GTK's calendar (zenity, yad) draws
 * "‹ July ›  ‹ 2024 ›" as one widget: the tree has one nameless node, the arrows are a few pixels of
 * ink that OCR does not read, and the keyboard pages it only once it has the focus. A month word
 * with a year on its line above a grid of day numbers is a calendar's header; the marks of ink
 * beside the month and the year on that line become buttons named Previous month, Next month,
 * Previous year and Next year, which the date step presses like a page's own.
 */
final class DrawnCalendar {

    /** Ink this far in brightness from the line's background is a mark. */
    private static final int CONTRAST = 60;
    /** A chevron is narrow; wider ink is a word. */
    private static final int MAX_MARK = 14;
    /** How far beside the month or year word an arrow may be. */
    private static final int REACH = 90;
    /** A button at least this big around an arrow: a click lands on the arrow's face. */
    private static final int SIDE = 16;

    private DrawnCalendar() {
    }

    /** The elements, plus a drawn calendar's arrows when a header with unnamed arrows is on the frame. */
    static List<Element> apply(List<Element> elements, List<Element> words, Frame frame) {
        for (Element m : words) {
            if (month(m.label()) == null) {
                continue;
            }
            Optional<Element> year = words.stream().filter(y -> y.label().strip().matches("(19|20)\\d\\d")
                    && sameLine(m.box(), y.box()) && y.box().x() >= m.box().right() && y.box().x() - m.box().right() < 260)
                    .findFirst();
            if (year.isEmpty() || days(m.box(), elements, words) < 8) {
                continue;
            }
            List<Element> added = new ArrayList<>(arrows(m.box(), year.get().box(), reach(m.box(), year.get().box(), elements, words),
                    frame, elements));
            YearMonth page = YearMonth.of(Integer.parseInt(year.get().label().strip()), month(m.label()));
            added.addAll(missingDays(m.box(), page, elements, words));
            if (added.isEmpty()) {
                return elements;
            }
            List<Element> out = new ArrayList<>(elements);
            out.addAll(added);
            out.sort(dev.tca.core.ReadingOrder.COMPARATOR);
            return out;
        }
        return elements;
    }

    /**
     * How far beside the header an arrow may be: a web page's date picker puts "‹ July 2031 ›" across the whole grid,
     * its arrows over the first and the last column, further from a short title than GTK's.
     */
    private static int reach(Rect month, Rect year, List<Element> elements, List<Element> words) {
        List<Element> cells = dayCells(month, elements, words);
        int left = cells.stream().mapToInt(e -> e.box().x()).min().orElse(month.x());
        int right = cells.stream().mapToInt(e -> e.box().right()).max().orElse(year.right());
        return Math.max(REACH, Math.max(month.x() - left, right - year.right()) + 24);
    }

    private static List<Element> arrows(Rect month, Rect year, int reach, Frame frame, List<Element> elements) {
        int top = Math.min(month.y(), year.y()) - 3;
        int bottom = Math.max(month.bottom(), year.bottom()) + 3;
        Rect band = frame.mapping().toFrame(new Rect(month.x() - reach, top, year.right() + reach - (month.x() - reach),
                bottom - top)).intersection(new Rect(0, 0, frame.width(), frame.height()));
        if (band.area() == 0) {
            return List.of();
        }
        Rect m = frame.mapping().toFrame(month);
        Rect y = frame.mapping().toFrame(year);
        List<int[]> marks = marks(frame, band).stream()
                .filter(r -> r[1] <= m.x() - 2 || r[0] >= m.right() + 2)
                .filter(r -> r[1] <= y.x() - 2 || r[0] >= y.right() + 2)
                .filter(r -> r[1] - r[0] <= MAX_MARK).toList();
        int[] before = nearest(marks, m.x(), true, reach);
        int[] after = nearest(marks, m.right(), false, REACH);
        int[] beforeYear = nearest(marks, y.x(), true, REACH);
        int[] afterYear = nearest(marks, y.right(), false, reach);
        List<Element> out = new ArrayList<>();
        boolean together = y.x() - m.right() < 24; // "July 2024" between one pair of arrows
        if (together) {
            add(out, "Previous month", before, band, frame, elements);
            add(out, "Next month", afterYear, band, frame, elements);
            return out;
        }
        add(out, "Previous month", before, band, frame, elements);
        if (after != null && after != beforeYear) {
            add(out, "Next month", after, band, frame, elements);
            add(out, "Previous year", beforeYear, band, frame, elements);
        }
        add(out, "Next year", afterYear, band, frame, elements);
        return out;
    }

    /** The mark nearest an edge on one side of it, within reach, or null. */
    private static int[] nearest(List<int[]> marks, int edge, boolean left, int reach) {
        int[] best = null;
        for (int[] r : marks) {
            int gap = left ? edge - r[1] : r[0] - edge;
            if (gap >= 0 && gap <= reach && (best == null || gap < (left ? edge - best[1] : best[0] - edge))) {
                best = r;
            }
        }
        return best;
    }

    private static void add(List<Element> out, String name, int[] mark, Rect band, Frame frame, List<Element> elements) {
        if (mark == null) {
            return;
        }
        int cx = (mark[0] + mark[1]) / 2;
        int cy = band.y() + band.height() / 2;
        Rect box = frame.mapping().toScreen(new Rect(cx - SIDE / 2, cy - SIDE / 2, SIDE, SIDE));
        // a page's own arrow button there already has its name (or none worth replacing): leave it
        boolean owned = elements.stream().anyMatch(e -> e.role() == Role.BUTTON && e.box().width() <= 3 * SIDE
                && e.box().contains(box.center()));
        if (!owned) {
            out.add(new Element(0, name, box, Source.WIDGET, 0.7, Role.BUTTON, null, "", null, "", null));
        }
    }

    /** Columns of ink in the band, as [from, to) runs in frame pixels, against the band's commonest brightness. */
    private static List<int[]> marks(Frame frame, Rect band) {
        int[] px = frame.image().getRGB(band.x(), band.y(), band.width(), band.height(), null, 0, band.width());
        int[] histogram = new int[256];
        int[] lum = new int[px.length];
        for (int i = 0; i < px.length; i++) {
            int c = px[i];
            lum[i] = (((c >> 16) & 0xff) * 3 + ((c >> 8) & 0xff) * 6 + (c & 0xff)) / 10;
            histogram[lum[i]]++;
        }
        int background = 0;
        for (int i = 1; i < 256; i++) {
            background = histogram[i] > histogram[background] ? i : background;
        }
        List<int[]> runs = new ArrayList<>();
        int start = -1;
        int gap = 0;
        for (int x = 0; x <= band.width(); x++) {
            boolean ink = false;
            for (int yy = 0; x < band.width() && yy < band.height() && !ink; yy++) {
                ink = Math.abs(lum[yy * band.width() + x] - background) >= CONTRAST;
            }
            if (ink) {
                start = start < 0 ? x : start;
                gap = 0;
            } else if (start >= 0 && ++gap > 2) {
                runs.add(new int[] {band.x() + start, band.x() + x - gap + 1});
                start = -1;
                gap = 0;
            }
        }
        if (start >= 0) {
            runs.add(new int[] {band.x() + start, band.x() + band.width()});
        }
        return runs;
    }

    /** How many day numbers (1-31) lie below the header, within a month grid's height. */
    private static long days(Rect header, List<Element> elements, List<Element> words) {
        return dayCells(header, elements, words).stream().map(e -> e.label().strip()).distinct().count();
    }

    private static List<Element> dayCells(Rect header, List<Element> elements, List<Element> words) {
        return Stream.concat(elements.stream(), words.stream())
                .filter(e -> e.label().strip().matches("[1-9]|[12]\\d|3[01]") && e.box().y() > header.bottom()
                        && e.box().y() - header.bottom() < 260 && Math.abs(e.box().center().x() - header.center().x()) < 400)
                .toList();
    }

    /**
     * The days OCR did not read, placed by the grid the read ones make. A lone "1" or "5" in a small
     * font is often lost, yet the day to pick may be just that one: the read days give the columns,
     * the rows and the weekday of the 1st (the one place most of them agree on), so every day of
     * the month shown has a cell. A day already in the index is not added twice.
     */
    static List<Element> missingDays(Rect header, YearMonth page, List<Element> elements, List<Element> words) {
        List<Element> cells = dayCells(header, elements, words);
        List<Integer> columns = centres(cells.stream().map(e -> e.box().center().x()).toList());
        List<Integer> rows = centres(cells.stream().map(e -> e.box().center().y()).toList());
        if (columns.size() != 7 || rows.size() < 4 || rows.size() > 6) {
            return List.of();
        }
        // the cell of the 1st, counted in reading order through the grid: where most read days put it
        Map<Integer, Long> votes = cells.stream().collect(Collectors.groupingBy(e -> index(e, columns, rows)
                - (Integer.parseInt(e.label().strip()) - 1), Collectors.counting()));
        int first = votes.entrySet().stream().filter(v -> v.getKey() >= 0 && v.getKey() < 7)
                .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(-1);
        if (first < 0 || votes.get(first) < 5) {
            return List.of();
        }
        int width = cells.stream().mapToInt(e -> e.box().width()).sorted().skip(cells.size() / 2).findFirst().orElse(14) + 4;
        int height = cells.stream().mapToInt(e -> e.box().height()).sorted().skip(cells.size() / 2).findFirst().orElse(12) + 4;
        List<Element> out = new ArrayList<>();
        for (int day = 1; day <= page.lengthOfMonth(); day++) {
            int at = first + day - 1;
            if (at / 7 >= rows.size()) {
                break;
            }
            int x = columns.get(at % 7);
            int y = rows.get(at / 7);
            String label = Integer.toString(day);
            boolean read = cells.stream().anyMatch(e -> e.label().strip().equals(label)
                    && Math.abs(e.box().center().x() - x) <= width && Math.abs(e.box().center().y() - y) <= height);
            if (!read) {
                out.add(new Element(0, label, new Rect(x - width / 2, y - height / 2, width, height), Source.OCR, 0.6,
                        Role.CALENDAR_DAY, null, "", null, "", null));
            }
        }
        return out;
    }

    /** A cell's place in the grid read row by row, or -1000 when it is off the grid. */
    private static int index(Element e, List<Integer> columns, List<Integer> rows) {
        int c = closest(columns, e.box().center().x());
        int r = closest(rows, e.box().center().y());
        return c < 0 || r < 0 ? -1000 : r * 7 + c;
    }

    private static int closest(List<Integer> centres, int v) {
        for (int i = 0; i < centres.size(); i++) {
            if (Math.abs(centres.get(i) - v) <= 6) {
                return i;
            }
        }
        return -1;
    }

    /** Positions gathered into the centres of their clusters (within 6 pixels), in order. */
    private static List<Integer> centres(List<Integer> values) {
        List<Integer> sorted = values.stream().sorted().toList();
        List<Integer> out = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= sorted.size(); i++) {
            if (i == sorted.size() || sorted.get(i) - sorted.get(i - 1) > 6) {
                out.add(sorted.get((from + i - 1) / 2));
                from = i;
            }
        }
        return out;
    }

    private static boolean sameLine(Rect a, Rect b) {
        return Math.abs(a.center().y() - b.center().y()) <= Math.max(6, Math.min(a.height(), b.height()) / 2);
    }

    private static Month month(String word) {
        String w = word.strip().toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
        for (Month m : Month.values()) {
            if (w.length() >= 3 && m.getDisplayName(TextStyle.FULL, Locale.ENGLISH).toLowerCase(Locale.ROOT).equals(w)) {
                return m;
            }
        }
        return null;
    }
}
