package dev.tca.perception;

import dev.tca.core.Rect;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A chat in Chromium with the pointer over one message: its toolbar (React, Reply, ⋮) is drawn; the next message's
 * toolbar is in the accessibility tree at the boxes below but transparent until hovered (a real task screen).
 */
class UndrawnTest {

    private static BufferedImage chat;

    @BeforeAll
    static void read() throws IOException {
        chat = ImageIO.read(Path.of("src/test/resources/undrawn/chat-hovered-row.png").toFile());
    }

    @Test
    void theHoveredMessagesToolbarIsDrawn() {
        assertThat(Undrawn.at(chat, new Rect(1156, 240, 34, 32))).isFalse();
        assertThat(Undrawn.at(chat, new Rect(1224, 240, 34, 32))).isFalse();
    }

    @Test
    void theNextMessagesToolbarIsNotDrawnThoughItsBoxCrossesTheHoverTint() {
        // its top third lies on the hovered row's #f8f8f8, the rest on white: both are the ground
        assertThat(Undrawn.at(chat, new Rect(1156, 294, 34, 32))).isTrue();
        assertThat(Undrawn.at(chat, new Rect(1224, 294, 34, 32))).isTrue();
    }

    @Test
    void aBoxOfOneColourOnAnotherGroundIsDrawn() {
        // an avatar's square is flat teal (with white initials); a swatch with no letters would be flat too
        assertThat(Undrawn.at(chat, new Rect(260, 259, 36, 36))).isFalse();
        // a reaction chip under a message
        assertThat(Undrawn.at(chat, new Rect(308, 169, 44, 20))).isFalse();
        BufferedImage swatch = new BufferedImage(100, 100, BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = swatch.createGraphics();
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, 100, 100);
        g.setColor(new java.awt.Color(0xd33a2c));
        g.fillRect(30, 30, 30, 30);
        g.dispose();
        assertThat(Undrawn.at(swatch, new Rect(30, 30, 30, 30))).isFalse();
        assertThat(Undrawn.at(swatch, new Rect(70, 70, 20, 20))).isTrue();
    }

    @Test
    void panelsAndBoxesAtTheEdgeAreNeverCalledUndrawn() {
        // an empty stretch of the message list larger than a button: a field or a panel may be empty
        assertThat(Undrawn.at(chat, new Rect(400, 450, 600, 200))).isFalse();
        assertThat(Undrawn.at(chat, new Rect(0, 0, 30, 30))).isFalse();
    }
}
