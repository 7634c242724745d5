package dev.tca.screen;

import dev.tca.core.BadInputException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.awt.image.Raster;
import java.awt.image.WritableRaster;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Bad and odd screenshot files, all made here: each is read, or refused with one line. */
class ImageFilesTest {

    @TempDir
    Path dir;

    @Test
    void refusesAPngWhoseHeaderClaims60000By60000BeforeDecodingIt() throws IOException {
        Path bomb = write("bomb.png", pngHeaderOnly(60_000, 60_000));
        assertThatThrownBy(() -> ImageFiles.read(bomb)).isInstanceOf(BadInputException.class)
                .hasMessage("image is too large (60000x60000 PNG, at most 16384 a side and 50 Mpx): " + bomb);
    }

    @Test
    void refusesAJpegWhoseHeaderClaims60000By60000() throws IOException {
        Path bomb = write("bomb.jpg", jpegHeaderOnly(60_000, 60_000));
        assertThatThrownBy(() -> ImageFiles.read(bomb)).hasMessageStartingWith("image is too large (60000x60000 JPEG");
    }

    @Test
    void refusesTheBombInAChildJvmWithA256MbHeapAndReportsItsPeakHeap() throws Exception {
        Path bomb = write("bomb.png", pngHeaderOnly(60_000, 60_000));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-cp", System.getProperty("java.class.path"), ImageProbe.class.getName(), bomb.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).as(out).isZero();
        assertThat(out).contains("refused: image is too large (60000x60000");
        long peakMb = Long.parseLong(out.replaceAll("(?s).*peak heap MB: (\\d+).*", "$1"));
        assertThat(peakMb).as(out).isLessThan(200);
    }

    @Test
    void refusesTruncatedPngAndJpegFiles() throws IOException {
        byte[] png = encode(screen(BufferedImage.TYPE_INT_RGB), "png");
        byte[] jpg = encode(screen(BufferedImage.TYPE_INT_RGB), "jpg");
        Path halfPng = write("half.png", Arrays.copyOf(png, png.length / 2));
        Path halfJpg = write("half.jpg", Arrays.copyOf(jpg, jpg.length / 2));
        Path cutScan = write("cut.jpg", Arrays.copyOf(jpg, jpg.length - 40));
        assertThatThrownBy(() -> ImageFiles.read(halfPng)).isInstanceOf(BadInputException.class)
                .hasMessageContaining(halfPng.toString()).message().doesNotContain("\n");
        assertThatThrownBy(() -> ImageFiles.read(halfJpg)).isInstanceOf(BadInputException.class)
                .hasMessageContaining(halfJpg.toString()).message().doesNotContain("\n");
        // cut inside the compressed pixels: Java would hand back a half-grey picture with a warning
        assertThatThrownBy(() -> ImageFiles.read(cutScan)).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("image is truncated or corrupt (");
    }

    @Test
    void readsByContentSoAPngNamedJpgIsRead() throws IOException {
        Path misnamed = write("screen.jpg", encode(screen(BufferedImage.TYPE_INT_RGB), "png"));
        assertThat(ImageFiles.read(misnamed).getRGB(10, 10)).isEqualTo(Color.RED.getRGB());
    }

    @Test
    void refusesATextFileNamedPng() throws IOException {
        Path text = write("notes.png", "just some notes\n".getBytes());
        assertThatThrownBy(() -> ImageFiles.read(text))
                .hasMessage("not a PNG or JPEG image (its content is neither): " + text);
    }

    @Test
    void readsSixteenBitAndPalettePngsAsPlainRgb() throws IOException {
        BufferedImage sixteen = screen(BufferedImage.TYPE_USHORT_GRAY);
        BufferedImage palette = new BufferedImage(64, 48, BufferedImage.TYPE_BYTE_INDEXED,
                new IndexColorModel(2, 2, new byte[] {0, (byte) 255}, new byte[] {0, 0}, new byte[] {0, 0}));
        paint(palette);
        BufferedImage a = ImageFiles.read(write("sixteen.png", encode(sixteen, "png")));
        BufferedImage b = ImageFiles.read(write("palette.png", encode(palette, "png")));
        assertThat(a.getType()).isEqualTo(BufferedImage.TYPE_INT_RGB);
        assertThat(b.getType()).isEqualTo(BufferedImage.TYPE_INT_RGB);
        assertThat(b.getRGB(10, 10)).isEqualTo(Color.RED.getRGB());
        assertThat(a.getRGB(10, 10)).isNotEqualTo(a.getRGB(60, 40));
    }

    @Test
    void readsACmykJpegAsPlainRgb() throws IOException {
        WritableRaster cmyk = Raster.createInterleavedRaster(java.awt.image.DataBuffer.TYPE_BYTE, 64, 48, 4, null);
        Arrays.fill(((java.awt.image.DataBufferByte) cmyk.getDataBuffer()).getData(), (byte) 128);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            writer.setOutput(out);
            writer.write(new IIOImage(cmyk, null, null));
        }
        BufferedImage read = ImageFiles.read(write("cmyk.jpg", bytes.toByteArray()));
        assertThat(read.getType()).isEqualTo(BufferedImage.TYPE_INT_RGB);
        assertThat(read.getRGB(0, 0)).isEqualTo(read.getRGB(63, 47));
    }

    @Test
    void readsTheFirstFrameOfAnAnimatedGif() throws IOException {
        BufferedImage red = screen(BufferedImage.TYPE_INT_RGB);
        BufferedImage blue = new BufferedImage(64, 48, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = blue.createGraphics();
        g.setColor(Color.BLUE);
        g.fillRect(0, 0, 64, 48);
        g.dispose();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            writer.setOutput(out);
            writer.prepareWriteSequence(null);
            writer.writeToSequence(new IIOImage(red, null, null), null);
            writer.writeToSequence(new IIOImage(blue, null, null), null);
            writer.endWriteSequence();
        }
        BufferedImage first = ImageFiles.read(write("anim.gif", bytes.toByteArray()));
        assertThat(new Color(first.getRGB(10, 10))).isEqualTo(Color.RED);
    }

    @Test
    void refusesEmptyFilesDirectoriesMissingAndTinyImages() throws IOException {
        Path empty = write("empty.png", new byte[0]);
        Path tiny = write("tiny.png", encode(new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB), "png"));
        assertThatThrownBy(() -> ImageFiles.read(empty)).hasMessage("image is empty (0 bytes): " + empty);
        assertThatThrownBy(() -> ImageFiles.read(dir)).hasMessage("image is a directory, not a file: " + dir);
        assertThatThrownBy(() -> ImageFiles.read(dir.resolve("nope.png"))).hasMessageStartingWith("image not found");
        assertThatThrownBy(() -> ImageFiles.read(tiny)).hasMessageStartingWith("image is too small to be a screen (4x4)");
    }

    @Test
    void refusesAnUnreadableFileWhenNotRoot() throws IOException {
        Path locked = write("locked.png", encode(screen(BufferedImage.TYPE_INT_RGB), "png"));
        locked.toFile().setReadable(false, false);
        if (Files.isReadable(locked)) {
            // root reads every file whatever its mode: the refusal cannot be shown here, only the read
            assertThat(ImageFiles.read(locked).getWidth()).isEqualTo(64);
            return;
        }
        assertThatThrownBy(() -> ImageFiles.read(locked)).hasMessage("image is not a readable file: " + locked);
    }

    private Path write(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    private static BufferedImage screen(int type) {
        BufferedImage img = new BufferedImage(64, 48, type);
        paint(img);
        return img;
    }

    private static void paint(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setColor(Color.BLACK);
        g.fillRect(0, 0, 64, 48);
        g.setColor(Color.RED);
        g.fillRect(0, 0, 32, 24);
        g.dispose();
    }

    private static byte[] encode(BufferedImage img, String format) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(ImageIO.write(img, format, out)).as("a writer for " + format).isTrue();
        return out.toByteArray();
    }

    /** A PNG signature, an IHDR claiming the size (8-bit RGB), a few bytes of IDAT and IEND: no pixels. */
    static byte[] pngHeaderOnly(int width, int height) {
        ByteBuffer b = ByteBuffer.allocate(8 + 25 + 14 + 12);
        b.put(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        ByteBuffer ihdr = ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) 8).put((byte) 2)
                .put((byte) 0).put((byte) 0).put((byte) 0);
        chunk(b, "IHDR", ihdr.array());
        chunk(b, "IDAT", new byte[] {0x78, 0x01});
        chunk(b, "IEND", new byte[0]);
        return Arrays.copyOf(b.array(), b.position());
    }

    private static void chunk(ByteBuffer b, String type, byte[] data) {
        b.putInt(data.length).put(type.getBytes());
        b.put(data);
        CRC32 crc = new CRC32();
        crc.update(type.getBytes());
        crc.update(data);
        b.putInt((int) crc.getValue());
    }

    /** SOI, a baseline SOF0 frame header claiming the size (3 components), an empty scan header, EOI. */
    static byte[] jpegHeaderOnly(int width, int height) {
        ByteBuffer b = ByteBuffer.allocate(2 + 19 + 14 + 2);
        b.put((byte) 0xFF).put((byte) 0xD8);
        b.put((byte) 0xFF).put((byte) 0xC0).putShort((short) 17).put((byte) 8)
                .putShort((short) height).putShort((short) width).put((byte) 3);
        for (int c = 1; c <= 3; c++) {
            b.put((byte) c).put((byte) 0x11).put((byte) 0);
        }
        b.put((byte) 0xFF).put((byte) 0xDA).putShort((short) 12).put((byte) 3);
        for (int c = 1; c <= 3; c++) {
            b.put((byte) c).put((byte) 0);
        }
        b.put((byte) 0).put((byte) 63).put((byte) 0);
        b.put((byte) 0xFF).put((byte) 0xD9);
        return b.array();
    }
}
