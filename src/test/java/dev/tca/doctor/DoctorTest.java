package dev.tca.doctor;

import dev.tca.core.BundledFiles;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class DoctorTest {

    @Test
    @Tag("fast")
    void theModelCheckFailsWhenSaveIsNotNearerToStoringTheFileThanDelete() {
        assertThat(Doctor.ranking(0.62, 0.31)).isNull();
        assertThat(Doctor.ranking(0.31, 0.62).status()).isEqualTo(Check.Status.FAIL);
        assertThat(Doctor.ranking(0.5, 0.5)).isNotNull();
        assertThat(Doctor.ranking(0.31, 0.62).detail()).contains("'Delete' (0.620)", "'Save' (0.310)");
    }

    /** Real PP-OCR from the bundled files; Tesseract is made missing by finding no tessdata. */
    @Test
    @Tag("engine")
    void withoutTesseractPpOcrStandsInAndTheMachineIsStillReady(@TempDir Path cache) {
        Doctor doctor = new Doctor(new Doctor.Settings(cache.resolve("STOP"), false, Map.of()),
                new BundledFiles(Path.of(System.getProperty("java.io.tmpdir"), "tca-doctor-test-cache")));
        Check ocr = doctor.ocr(Optional.empty());
        assertThat(ocr.status()).isEqualTo(Check.Status.WARN);
        assertThat(ocr.detail()).contains("PP-OCR (bundled) read a rendered word correctly", "no eng.traineddata");
        Check withTesseract = doctor.ocr(Optional.of(cache));
        assertThat(withTesseract.status()).as(withTesseract.detail()).isEqualTo(Check.Status.WARN);
    }
}
