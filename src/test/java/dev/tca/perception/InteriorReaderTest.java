package dev.tca.perception;

import dev.tca.Ocr;
import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The insides of real Chromium controls read with real Tesseract (boxes from the pages' own truth). */
class InteriorReaderTest {

    private final InteriorReader reader = new InteriorReader(Ocr.detector()::readLine);

    @Test
    void namesTheGreySignInButtonThePageWideReadMisses() throws IOException {
        Element button = widget(Role.BUTTON, new Rect(39, 203, 87, 38), "");
        assertThat(read("web-login", button).label()).isEqualTo("Sign in");
    }

    @Test
    void readsWhatWasTypedIntoAFieldAsItsValue() throws IOException {
        Element field = widget(Role.TEXT_FIELD, new Rect(39, 89, 339, 37), "Username");
        Element read = read("login-typed", field);
        assertThat(read.value()).isEqualTo("mkoch");
        assertThat(read.label()).isEqualTo("Username");
    }

    @Test
    void takesAFieldsGreyPlaceholderForItsNameNotItsValue() throws IOException {
        Element field = widget(Role.TEXT_FIELD, new Rect(39, 80, 322, 36), "");
        Element read = read("web-library", field);
        assertThat(read.value()).isEmpty();
        assertThat(read.label()).isEqualTo("Title, author or subject");
    }

    @Test
    void namesIconOnlyButtonsByTheShapeOfTheirIcon() throws IOException {
        // the mail toolbar: Tesseract reads the trash can as "a" at 0.80 (dropped); its shape says Delete
        assertThat(read("web-inbox", widget(Role.BUTTON, new Rect(199, 24, 44, 40), "")).label()).isEqualTo("Delete");
        assertThat(read("web-inbox", widget(Role.BUTTON, new Rect(252, 24, 44, 40), "")).label()).isEqualTo("Star");
        assertThat(read("web-inbox", widget(Role.BUTTON, new Rect(146, 24, 44, 40), "")).label()).isEqualTo("Archive");
        // reply and forward are mirror images: the shape match keeps left from right
        assertThat(read("web-inbox", widget(Role.BUTTON, new Rect(40, 24, 44, 40), "")).label()).isEqualTo("Reply");
        assertThat(read("web-inbox", widget(Role.BUTTON, new Rect(93, 24, 44, 40), "")).label()).isEqualTo("Forward");
    }

    @Test
    void leavesAButtonWithAnUnknownGlyphNamelessRatherThanInventAName() throws IOException {
        // the booking page's calendar emoji, drawn as an empty box by a Chromium without an emoji font
        Element calendar = widget(Role.BUTTON, new Rect(381, 103, 42, 36), "");
        assertThat(read("web-booking", calendar).label()).isEmpty();
    }

    @Test
    void readsTheLoneDigitsOfATableColumnThatThePageWideReadDrops() throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web/web-invoice.png").toFile());
        Frame frame = new Frame(image, ScreenMapping.IDENTITY, "web-invoice");
        List<Element> pageWide = Ocr.detector().detect(frame).elements();
        Rect lampQuantity = new Rect(170, 168, 95, 30); // the Quantity cell of the "Desk lamp" row
        assertThat(pageWide).noneMatch(e -> lampQuantity.contains(e.box().center()));
        List<Element> read = reader.apply(pageWide, frame);
        assertThat(read).filteredOn(e -> lampQuantity.contains(e.box().center())).extracting(Element::label).containsExactly("3");
        assertThat(read).extracting(Element::label).containsSubsequence("Oak desk", "2", "Desk lamp", "3", "Office chair", "2");
    }

    @Test
    void takesAWideButtonWithADownChevronForADropDownListNamedByItsLabel() throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web/web-shirt.png").toFile());
        Element size = new Element(0, "Size", new Rect(41, 106, 31, 12), Source.OCR, 0.9);
        Element select = widget(Role.BUTTON, new Rect(40, 126, 320, 33), "Choose a size");
        Element add = widget(Role.BUTTON, new Rect(40, 171, 113, 36), "Add to bag");
        List<Element> read = reader.apply(List.of(size, select, add), new Frame(image, ScreenMapping.IDENTITY, "web-shirt"));
        assertThat(read).filteredOn(e -> e.role() == Role.COMBO).singleElement()
                .satisfies(c -> {
                    assertThat(c.label()).isEqualTo("Size");
                    assertThat(c.value()).isEqualTo("Choose a size");
                    assertThat(c.box()).isEqualTo(select.box());
                });
        assertThat(read).filteredOn(e -> e.label().equals("Add to bag")).extracting(Element::role).containsExactly(Role.BUTTON);
    }

    @Test
    void takesTouchingButtonsOnARuleForTabsAndTheOneOfThePagesColourForTheOpenOne() throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web/web-account.png").toFile());
        List<Element> buttons = List.of(widget(Role.BUTTON, new Rect(40, 68, 94, 34), "General"),
                widget(Role.BUTTON, new Rect(134, 68, 86, 34), "Privacy"), widget(Role.BUTTON, new Rect(220, 68, 77, 34), "Billing"),
                widget(Role.BUTTON, new Rect(40, 226, 137, 36), "Save changes"));
        List<Element> read = reader.apply(buttons, new Frame(image, ScreenMapping.IDENTITY, "web-account"));
        assertThat(read).filteredOn(e -> e.role() == Role.TAB).extracting(Element::label)
                .containsExactly("General", "Privacy", "Billing");
        assertThat(read).filteredOn(e -> e.has(dev.tca.core.State.SELECTED)).extracting(Element::label).containsExactly("General");
        assertThat(read).filteredOn(e -> e.label().equals("Save changes")).extracting(Element::role).containsExactly(Role.BUTTON);
    }

    @Test
    void keepsAToolbarsSpacedButtonsButtons() throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web/web-inbox.png").toFile());
        List<Element> read = reader.apply(List.of(widget(Role.BUTTON, new Rect(40, 24, 44, 40), "Reply"),
                widget(Role.BUTTON, new Rect(93, 24, 44, 40), "Forward")), new Frame(image, ScreenMapping.IDENTITY, "web-inbox"));
        assertThat(read).filteredOn(e -> e.source() == Source.WIDGET).extracting(Element::role).containsOnly(Role.BUTTON);
    }

    @Test
    void marksAButtonLedByARightPointingTriangleACollapsedSection() throws IOException {
        Element returns = read("web-help", widget(Role.BUTTON, new Rect(40, 113, 666, 37), "Returns and refunds"));
        assertThat(returns.states()).contains(dev.tca.core.State.COLLAPSED);
        Element save = read("web-account", widget(Role.BUTTON, new Rect(40, 226, 137, 36), "Save changes"));
        assertThat(save.states()).doesNotContain(dev.tca.core.State.COLLAPSED, dev.tca.core.State.EXPANDED);
    }

    @Test
    void takesAFramedQuestionForTheDialogsMessageNotAButton() throws IOException {
        // xmessage frames its text like its buttons: "Discard the unsaved draft?" above (Keep) and (Discard)
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web/xmessage-discard.png").toFile());
        Element message = widget(Role.BUTTON, new Rect(552, 378, 191, 20), "");
        Element keep = widget(Role.BUTTON, new Rect(537, 403, 38, 19), "");
        List<Element> read = reader.apply(List.of(message, keep), new Frame(image, ScreenMapping.IDENTITY, "xmessage-discard"));
        assertThat(read).filteredOn(e -> e.box().equals(message.box())).singleElement()
                .satisfies(e -> assertThat(e.role()).isEqualTo(Role.TEXT))
                .satisfies(e -> assertThat(e.label()).contains("unsaved draft"));
        assertThat(read).filteredOn(e -> e.box().equals(keep.box())).singleElement()
                .satisfies(e -> assertThat(e.role()).isEqualTo(Role.BUTTON));
    }

    @Test
    void namesATreesNamelessIconButtonsAndGivesAColumnOfLookAlikesTheirCommonName() throws IOException {
        // a feed whose action buttons have no aria-label: the tree gives five nameless buttons per column
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web/feed-icons.png").toFile());
        List<Element> bookmarks = new java.util.ArrayList<>();
        for (int y : new int[] {116, 246, 357, 467, 577}) {
            bookmarks.add(new Element(bookmarks.size(), "", new Rect(797, y, 35, 35), Source.AX, 1.0, Role.BUTTON, null, "", null, "", null));
        }
        List<Element> read = reader.apply(bookmarks, new Frame(image, ScreenMapping.IDENTITY, "feed-icons"));
        assertThat(read).filteredOn(e -> e.role() == Role.BUTTON && e.source() == Source.AX).extracting(Element::label)
                .containsOnly("Bookmark").hasSize(5);
    }

    @Test
    void namesFramelessIconsThatNoTextAndNoTreeNameAsButtons() throws IOException {
        // the same feed without its tree: Tesseract reads the posts, the bubbles, hearts and bookmarks under them are lone
        // marks (the repost's two arrows are like no common icon: no name)
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web/feed-icons.png").toFile());
        Frame frame = new Frame(image, ScreenMapping.IDENTITY, "feed-icons");
        List<Element> read = reader.apply(Ocr.detector().detect(frame).elements(), frame);
        List<Element> icons = read.stream().filter(e -> e.role() == Role.BUTTON && e.source() == Source.WIDGET).toList();
        assertThat(icons).extracting(Element::label).containsOnly("Comment", "Favorite", "Bookmark");
        assertThat(icons).filteredOn(e -> e.label().equals("Comment")).hasSize(5)
                .allSatisfy(e -> assertThat(e.box().center().x()).isBetween(419, 439));
        assertThat(icons).filteredOn(e -> e.label().equals("Bookmark")).hasSize(5)
                .allSatisfy(e -> assertThat(e.box().center().x()).isBetween(805, 825));
        assertThat(icons).filteredOn(e -> e.label().equals("Favorite")).hasSize(5);
    }

    @Test
    void readsTheLoneOptionUnderADropDownsHighlightedRowAndTheDaysOfADialogOnABlackRoot() throws IOException {
        // Chromium's open <select> from pixels: "1" highlighted in blue, "2" and "3" under it, which the page-wide read drops
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web/dropdown-open.png").toFile());
        Frame frame = new Frame(image, ScreenMapping.IDENTITY, "dropdown-open");
        List<Element> read = reader.apply(Ocr.detector().detect(frame).elements(), frame);
        assertThat(read).filteredOn(e -> new Rect(40, 232, 60, 24).contains(e.box().center())).extracting(Element::label)
                .containsExactly("2");
        // zenity's calendar on a bare Xvfb root (black): the single-digit days are lines of dark ink on the dialog's light face
        var dialog = ImageIO.read(Path.of("src/test/resources/widgets-web/gtk-calendar-black-root.png").toFile());
        Frame calendar = new Frame(dialog, ScreenMapping.IDENTITY, "gtk-calendar");
        List<String> days = reader.apply(Ocr.detector().detect(calendar).elements(), calendar).stream().map(Element::label).toList();
        assertThat(days).contains("7", "8", "9");
    }

    @Test
    void aColumnGetsANameOnlyWhenItsNamedButtonsAgree() {
        List<Element> column = new java.util.ArrayList<>();
        for (String name : new String[] {"Like", "", "Like", ""}) {
            column.add(new Element(column.size(), name, new Rect(680, 100 + column.size() * 110, 30, 30), Source.AX, 1.0, Role.BUTTON,
                    null, "", null, "", null));
        }
        assertThat(InteriorReader.columns(column)).extracting(Element::label).containsExactly("Like", "Like", "Like", "Like");
        column.set(2, column.get(2).withLabel("Share", Source.AX));
        assertThat(InteriorReader.columns(column)).extracting(Element::label).containsExactly("Like", "", "Share", "");
    }

    @Test
    void splitsACounterPillIntoItsMinusItsNumberAndItsPlus() throws IOException {
        // a basket's "− 4 +" drawn as one rounded pill; the page-wide widget finder boxes it whole
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web/stepper-basket.png").toFile());
        Element pill = widget(Role.BUTTON, new Rect(597, 296, 104, 35), "");
        List<Element> read = reader.apply(List.of(pill), new Frame(image, ScreenMapping.IDENTITY, "stepper-basket"));
        List<Element> parts = read.stream().filter(e -> pill.box().contains(e.box().center())).toList();
        assertThat(parts).extracting(Element::label).containsExactly("−", "4", "+");
        assertThat(parts).extracting(Element::role).containsExactly(Role.BUTTON, Role.TEXT, Role.BUTTON);
        assertThat(parts.get(0).box().center().x()).isBetween(605, 625); // where the minus is drawn
        assertThat(parts.get(2).box().center().x()).isBetween(673, 693);
    }

    private Element read(String screen, Element e) throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web", screen + ".png").toFile());
        // the reader also adds the lines of ink outside the one element given: this is the element itself
        return reader.apply(List.of(e), new Frame(image, ScreenMapping.IDENTITY, screen)).stream()
                .filter(r -> r.box().equals(e.box()) && r.role() == e.role()).findFirst().orElseThrow();
    }

    private static Element widget(Role role, Rect box, String label) {
        return new Element(0, label, box, Source.WIDGET, 0.9, role, null, "", null, "", null);
    }
}
