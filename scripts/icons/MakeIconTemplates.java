// Makes src/main/resources/icons/templates.txt from concepts.txt: each glyph rendered from the
// Debian icon fonts (apt-get install fonts-material-design-icons-iconfont fonts-font-awesome) and
// Lucide's outline icon font (npm's lucide-static 1.87.0, unpacked into target/lucide:
//   mkdir -p target/lucide && (cd target/lucide && npm pack lucide-static@1.87.0 && tar xzf lucide-static-1.87.0.tgz)),
// and reduced to tca's icon silhouette. Run from the repository root after `mvn -q -o -DskipTests package`:
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
        List<String> out = new ArrayList<>();
        out.add("# Made by scripts/icons/MakeIconTemplates.java from scripts/icons/concepts.txt: name, glyph, aspect, 32x32 bits (Base64).");
        out.add("# Glyphs of Material Icons (Apache License 2.0, Google), Font Awesome 4 (SIL OFL 1.1, Dave Gandy) and Lucide"
                + " (ISC License, Lucide Icons and Contributors).");
        for (String line : Files.readAllLines(Path.of("scripts/icons/concepts.txt"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            for (String glyph : f[1].trim().split(" ")) {
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
