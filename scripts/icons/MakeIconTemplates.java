// Makes src/main/resources/icons/templates.txt from concepts.txt: each glyph rendered from the
// Debian icon fonts (apt-get install fonts-material-design-icons-iconfont fonts-font-awesome) and
// Lucide's outline icon font (npm's lucide-static 1.87.0, unpacked into target/lucide:
//   mkdir -p target/lucide && (cd target/lucide && npm pack lucide-static@1.87.0 && tar xzf lucide-static-1.87.0.tgz)),
// and the SVG icon sets most web pages draw inline (npm's feather-icons 4.29.2, heroicons 2.2.0, @tabler/icons 3.54.0,
// bootstrap-icons 1.13.2, each unpacked into target/svgicons/NAME-VERSION, e.g.
//   mkdir -p target/svgicons/feather-icons-4.29.2 && npm pack feather-icons@4.29.2 && tar xzf feather-icons-4.29.2.tgz -C target/svgicons/feather-icons-4.29.2)
// drawn by Debian's Chromium (headless) on one sheet, and reduced to tca's icon silhouette. Run from the repository root
// after `mvn -q -o -DskipTests package`:
//   java -cp target/classes scripts/icons/MakeIconTemplates.java
import dev.tca.perception.icons.IconMask;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class MakeIconTemplates {
    public static void main(String[] args) throws Exception {
        Font md = Font.createFont(Font.TRUETYPE_FONT, Path.of("/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf").toFile());
        Font fa = Font.createFont(Font.TRUETYPE_FONT, Path.of("/usr/share/fonts/truetype/font-awesome/fontawesome-webfont.ttf").toFile());
        Map<String, Integer> mdCodes = codes(Files.readString(Path.of("/usr/share/fonts-material-design-icons-iconfont/css/material-design-icons.css")),
                "\\.material-icons\\.([a-z0-9_]+):before\\s*\\{\\s*content:\\s*\"\\\\([0-9a-f]+)\"");
        Map<String, Integer> faCodes = codes(Files.readString(Path.of("/usr/share/fonts-font-awesome/css/font-awesome.css")),
                "\\.fa-([a-z0-9-]+):before\\s*\\{\\s*content:\\s*\"\\\\([0-9a-f]+)\"");
        // outline icons drawn in thin strokes, as most web apps now draw them (Lucide, a fork of Feather)
        Font lu = Font.createFont(Font.TRUETYPE_FONT, Path.of("target/lucide/package/font/lucide.ttf").toFile());
        Map<String, Integer> luCodes = codes(Files.readString(Path.of("target/lucide/package/font/codepoints.json")),
                "\"([a-z0-9-]+)\":\\s*(\\d+)", 10);
        List<String[]> lines = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("scripts/icons/concepts.txt"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                lines.add(line.split("\t"));
            }
        }
        Map<String, BufferedImage> drawn = drawSvgs(lines.stream().flatMap(f -> java.util.Arrays.stream(f[1].trim().split(" ")))
                .filter(g -> SVG_SETS.containsKey(g.replace("mirror:", "").substring(0, 3))).distinct().toList());
        List<String> out = new ArrayList<>();
        out.add("# Made by scripts/icons/MakeIconTemplates.java from scripts/icons/concepts.txt: name, glyph, aspect, 32x32 bits (Base64).");
        out.add("# Glyphs of Material Icons (Apache License 2.0, Google), Font Awesome 4 (SIL OFL 1.1, Dave Gandy) and Lucide"
                + " (ISC License, Lucide Icons and Contributors).");
        out.add("# SVG glyphs of Feather (MIT, Cole Bemis), Heroicons (MIT, Tailwind Labs), Tabler Icons (MIT, Paweł Kuna) and"
                + " Bootstrap Icons (MIT, The Bootstrap Authors).");
        for (String[] f : lines) {
            for (String glyph : f[1].trim().split(" ")) {
                if (drawn.containsKey(glyph)) {
                    BufferedImage img = drawn.get(glyph);
                    out.add(f[0] + "\t" + glyph + "\t" + String.format(java.util.Locale.ROOT, "%.3f", aspect(img)) + "\t"
                            + IconMask.of(img).encode());
                    continue;
                }
                boolean mirror = glyph.startsWith("mirror:");
                String g = mirror ? glyph.substring(7) : glyph;
                String set = g.substring(0, 3);
                String name = g.substring(3);
                Integer code = (set.equals("md:") ? mdCodes : set.equals("lu:") ? luCodes : faCodes).get(name);
                if (code == null) {
                    throw new IllegalArgumentException("no glyph " + glyph);
                }
                BufferedImage img = render(set.equals("md:") ? md : set.equals("lu:") ? lu : fa, code, mirror);
                IconMask m = IconMask.of(img);
                double aspect = aspect(img);
                out.add(f[0] + "\t" + glyph + "\t" + String.format(java.util.Locale.ROOT, "%.3f", aspect) + "\t" + m.encode());
            }
        }
        Path target = Path.of("src/main/resources/icons/templates.txt");
        Files.createDirectories(target.getParent());
        Files.write(target, out);
        System.out.println((out.size() - 2) + " templates -> " + target);
    }

    /** Where each SVG set's glyphs are: "fe:" Feather, "he:" Heroicons outline, "hs:" Heroicons solid, "tb:" Tabler, "bi:" Bootstrap. */
    static final Map<String, String> SVG_SETS = Map.of(
            "fe:", "target/svgicons/feather-icons-4.29.2/package/dist/icons/%s.svg",
            "he:", "target/svgicons/heroicons-2.2.0/package/24/outline/%s.svg",
            "hs:", "target/svgicons/heroicons-2.2.0/package/24/solid/%s.svg",
            "tb:", "target/svgicons/tabler-icons-3.54.0/package/icons/outline/%s.svg",
            "bi:", "target/svgicons/bootstrap-icons-1.13.2/package/icons/%s.svg");
    private static final int CELL = 120;
    private static final int PER_ROW = 10;

    /** Each SVG glyph drawn 96 pixels high, black on white, by headless Chromium: one sheet, cut into cells. */
    static Map<String, BufferedImage> drawSvgs(List<String> glyphs) throws Exception {
        StringBuilder html = new StringBuilder("<!doctype html><html><body style='margin:0;background:#fff;color:#000'>"
                + "<style>div{position:absolute;width:" + CELL + "px;height:" + CELL + "px;display:flex;align-items:center;"
                + "justify-content:center}svg{width:96px;height:96px}</style>");
        for (int i = 0; i < glyphs.size(); i++) {
            String g = glyphs.get(i);
            boolean mirror = g.startsWith("mirror:");
            String bare = mirror ? g.substring(7) : g;
            Path file = Path.of(String.format(SVG_SETS.get(bare.substring(0, 3)), bare.substring(3)));
            if (!Files.exists(file)) {
                throw new IllegalArgumentException("no glyph " + g + " (" + file + ")");
            }
            // the sheet's CSS sizes the glyph: only the <svg> element's own width and height go (a <rect>'s stay)
            String svg = Files.readString(file);
            int open = svg.indexOf('>', svg.indexOf("<svg"));
            svg = svg.substring(0, open).replaceAll("\\s(width|height)=\"[^\"]*\"", "") + svg.substring(open);
            html.append("<div style='left:").append(i % PER_ROW * CELL).append("px;top:").append(i / PER_ROW * CELL).append("px")
                    .append(mirror ? ";transform:scaleX(-1)" : "").append("'>").append(svg).append("</div>");
        }
        html.append("</body></html>");
        Path dir = Files.createTempDirectory("tca-icons");
        Path page = dir.resolve("sheet.html");
        Path shot = dir.resolve("sheet.png");
        Files.writeString(page, html);
        int rows = (glyphs.size() + PER_ROW - 1) / PER_ROW;
        Process p = new ProcessBuilder("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--screenshot=" + shot, "--window-size=" + PER_ROW * CELL + "," + rows * CELL,
                page.toUri().toString()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (p.waitFor() != 0 || !Files.exists(shot)) {
            throw new IllegalStateException("chromium did not draw the SVG sheet");
        }
        BufferedImage sheet = javax.imageio.ImageIO.read(shot.toFile());
        Map<String, BufferedImage> out = new HashMap<>();
        for (int i = 0; i < glyphs.size(); i++) {
            BufferedImage cell = new BufferedImage(200, 200, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = cell.createGraphics();
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, 200, 200);
            g.drawImage(sheet.getSubimage(i % PER_ROW * CELL, i / PER_ROW * CELL, CELL, CELL), 40, 40, null);
            g.dispose();
            out.put(glyphs.get(i), cell);
        }
        return out;
    }

    static Map<String, Integer> codes(String css, String regex) {
        return codes(css, regex, 16);
    }

    static Map<String, Integer> codes(String css, String regex, int radix) {
        Map<String, Integer> m = new HashMap<>();
        Matcher x = Pattern.compile(regex).matcher(css);
        while (x.find()) {
            m.put(x.group(1), Integer.parseInt(x.group(2), radix));
        }
        return m;
    }

    static BufferedImage render(Font base, int code, boolean mirror) {
        BufferedImage img = new BufferedImage(200, 200, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 200, 200);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        if (mirror) {
            g.translate(200, 0);
            g.scale(-1, 1);
        }
        g.setFont(base.deriveFont(96f));
        g.setColor(Color.BLACK);
        g.drawString(new String(Character.toChars(code)), 40, 140);
        g.dispose();
        return img;
    }

    static double aspect(BufferedImage img) {
        int minX = 999, minY = 999, maxX = -1, maxY = -1;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                if ((img.getRGB(x, y) & 0xff) < 128) {
                    minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
                }
            }
        }
        return (maxX - minX + 1) / (double) (maxY - minY + 1);
    }
}
