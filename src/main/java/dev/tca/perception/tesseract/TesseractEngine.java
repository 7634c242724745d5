package dev.tca.perception.tesseract;

import dev.tca.core.EngineUnavailableException;
import dev.tca.core.Rect;
import dev.tca.perception.OcrWord;

import com.sun.jna.Pointer;
import net.sourceforge.tess4j.ITessAPI;
import net.sourceforge.tess4j.ITessAPI.TessBaseAPI;
import net.sourceforge.tess4j.ITessAPI.TessPageIterator;
import net.sourceforge.tess4j.ITessAPI.TessResultIterator;
import net.sourceforge.tess4j.TessAPI1;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One initialised Tesseract instance, kept for the life of the process: initialising loads the
 * language model, which costs more than reading a dialog, so it must not happen per frame.
 * Not thread-safe in Tesseract itself, hence the synchronised read.
 */
public final class TesseractEngine implements AutoCloseable {

    /** Sparse text: find as much text as possible in no particular order, the shape of a GUI. */
    public static final int PSM_SPARSE_TEXT = ITessAPI.TessPageSegMode.PSM_SPARSE_TEXT;
    /** One uniform block: what a button or a title bar is; sparse mode often finds nothing in so small a picture. */
    public static final int PSM_SINGLE_BLOCK = ITessAPI.TessPageSegMode.PSM_SINGLE_BLOCK;
    /** One line of text: the inside of a button or a field, cropped on its own. */
    public static final int PSM_SINGLE_LINE = ITessAPI.TessPageSegMode.PSM_SINGLE_LINE;

    private final TessBaseAPI handle;
    private final String version;
    private final String language;

    private TesseractEngine(TessBaseAPI handle, String version, String language) {
        this.handle = handle;
        this.version = version;
        this.language = language;
    }

    /** Loads libtesseract and the language data, or says exactly what is missing. */
    public static TesseractEngine open(Path tessdata, String language) {
        String version;
        TessBaseAPI api;
        try {
            limitOpenMp();
            version = TessAPI1.TessVersion();
            api = TessAPI1.TessBaseAPICreate();
        } catch (LinkageError e) {
            throw new EngineUnavailableException("the Tesseract library (libtesseract.so) could not be loaded: "
                    + e.getMessage() + "; install it with: apt-get install libtesseract-dev tesseract-ocr-eng", e);
        }
        if (TessAPI1.TessBaseAPIInit3(api, tessdata.toString(), language) != 0) {
            TessAPI1.TessBaseAPIDelete(api);
            throw new EngineUnavailableException("Tesseract could not load language '" + language + "' from "
                    + tessdata + "; install it with: apt-get install tesseract-ocr-" + language);
        }
        TessAPI1.TessBaseAPISetPageSegMode(api, PSM_SPARSE_TEXT);
        TessAPI1.TessBaseAPISetVariable(api, "debug_file", "/dev/null");
        // Sauvola's local threshold: a page-wide Otsu threshold turns a grey dialog on a white
        // screen into one black blob and loses all its text
        TessAPI1.TessBaseAPISetVariable(api, "thresholding_method", "2");
        return new TesseractEngine(api, version, language);
    }

    /**
     * Tesseract's OpenMP threads fight each other on small machines: a full screen took 1.8 s with
     * them and 0.7 s without on 2 cores. libgomp reads OMP_THREAD_LIMIT once, when it is loaded
     * with libtesseract, so it is set in this process before that happens (unless the user set it).
     */
    private static void limitOpenMp() {
        if (System.getenv("OMP_THREAD_LIMIT") == null && !com.sun.jna.Platform.isWindows()) {
            com.sun.jna.platform.unix.LibC.INSTANCE.setenv("OMP_THREAD_LIMIT", "1", 0);
        }
    }

    public String version() {
        return version;
    }

    public String language() {
        return language;
    }

    /**
     * Reads the words of an 8-bit grayscale image.
     *
     * @param dpi the resolution to tell Tesseract, so it does not guess and warn
     * @param pageSegMode how to lay out the page: {@link #PSM_SPARSE_TEXT}, {@link #PSM_SINGLE_BLOCK} or {@link #PSM_SINGLE_LINE}
     */
    public synchronized List<OcrWord> read(BufferedImage gray, int dpi, int pageSegMode) {
        if (gray.getType() != BufferedImage.TYPE_BYTE_GRAY) {
            throw new IllegalArgumentException("read needs a TYPE_BYTE_GRAY image");
        }
        byte[] pixels = ((DataBufferByte) gray.getRaster().getDataBuffer()).getData();
        ByteBuffer buf = ByteBuffer.allocateDirect(pixels.length);
        buf.put(pixels).flip();
        TessAPI1.TessBaseAPISetImage(handle, buf, gray.getWidth(), gray.getHeight(), 1, gray.getWidth());
        TessAPI1.TessBaseAPISetSourceResolution(handle, dpi);
        TessAPI1.TessBaseAPISetPageSegMode(handle, pageSegMode);
        List<OcrWord> words = new ArrayList<>();
        if (TessAPI1.TessBaseAPIRecognize(handle, null) != 0) {
            TessAPI1.TessBaseAPIClear(handle);
            return words;
        }
        TessResultIterator ri = TessAPI1.TessBaseAPIGetIterator(handle);
        if (ri == null) {
            TessAPI1.TessBaseAPIClear(handle);
            return words;
        }
        try {
            TessPageIterator pi = TessAPI1.TessResultIteratorGetPageIterator(ri);
            int level = ITessAPI.TessPageIteratorLevel.RIL_WORD;
            IntBuffer l = IntBuffer.allocate(1);
            IntBuffer t = IntBuffer.allocate(1);
            IntBuffer r = IntBuffer.allocate(1);
            IntBuffer b = IntBuffer.allocate(1);
            do {
                Pointer textPtr = TessAPI1.TessResultIteratorGetUTF8Text(ri, level);
                if (textPtr == null) {
                    continue;
                }
                String text = textPtr.getString(0, "UTF-8");
                TessAPI1.TessDeleteText(textPtr);
                float conf = TessAPI1.TessResultIteratorConfidence(ri, level);
                l.clear();
                t.clear();
                r.clear();
                b.clear();
                TessAPI1.TessPageIteratorBoundingBox(pi, level, l, t, r, b);
                Rect box = new Rect(l.get(0), t.get(0), Math.max(0, r.get(0) - l.get(0)), Math.max(0, b.get(0) - t.get(0)));
                words.add(new OcrWord(text.strip(), box, Math.max(0, Math.min(1, conf / 100.0))));
            } while (TessAPI1.TessPageIteratorNext(pi, level) == ITessAPI.TRUE);
        } finally {
            TessAPI1.TessResultIteratorDelete(ri);
            TessAPI1.TessBaseAPIClear(handle);
        }
        return words;
    }

    @Override
    public synchronized void close() {
        TessAPI1.TessBaseAPIEnd(handle);
        TessAPI1.TessBaseAPIDelete(handle);
    }
}
