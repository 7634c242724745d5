package dev.tca.platform.sandbox;

import dev.tca.core.NoScreenException;
import dev.tca.core.Point;
import dev.tca.platform.x11.XImageScreen;

import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import java.awt.BorderLayout;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;

/**
 * A window on the user's own display that mirrors the sandbox about ten times a second, draws
 * tca's cursor, its clicks and its current step, and lets the person take over: while "Take over"
 * is down, their clicks and keys in the mirror go into the sandbox and tca waits at the
 * {@link #pauseGate()}. Closing the window ends the sandbox.
 */
public final class WatchWindow implements AutoCloseable {

    private static final long FRAME_MS = 100;

    private final Sandbox sandbox;
    private final XImageScreen screen;
    private final InputForwarder input;
    private final PauseGate gate = new PauseGate();
    private final Runnable onClosed;
    private JFrame window;
    private Mirror mirror;
    private JLabel step;
    private JToggleButton takeOver;
    private volatile boolean running = true;

    private WatchWindow(Sandbox sandbox, Runnable onClosed) {
        this.sandbox = sandbox;
        this.onClosed = onClosed;
        this.screen = sandbox.openScreen();
        this.input = new InputForwarder(sandbox.openInput());
    }

    /**
     * Opens the window on the JVM's display and starts mirroring.
     *
     * @param onClosed run (off the Swing thread) after the person closed the window, just before the sandbox ends,
     *                 so its owner can stop driving first
     */
    public static WatchWindow open(Sandbox sandbox, Runnable onClosed) {
        if (GraphicsEnvironment.isHeadless()) {
            throw new NoScreenException("--watch needs a display to show its window on; this run has none (headless)");
        }
        WatchWindow w = new WatchWindow(sandbox, onClosed);
        try {
            SwingUtilities.invokeAndWait(w::build);
        } catch (InterruptedException | InvocationTargetException e) {
            throw new NoScreenException("cannot open the watch window: " + e.getMessage());
        }
        Thread t = new Thread(w::mirrorLoop, "tca-watch-mirror");
        t.setDaemon(true);
        t.start();
        return w;
    }

    private void build() {
        SandboxSpec spec = sandbox.spec();
        java.awt.Dimension desk = Toolkit.getDefaultToolkit().getScreenSize();
        double scale = Math.min(1.0, Math.min((desk.width - 40) / (double) spec.width(),
                (desk.height - 120) / (double) spec.height()));
        mirror = new Mirror(spec.width(), spec.height(), scale);
        step = new JLabel(" ");
        takeOver = new JToggleButton("Take over");
        takeOver.addItemListener(e -> {
            if (takeOver.isSelected()) {
                gate.pause();
                mirror.requestFocusInWindow();
            } else {
                gate.resume();
            }
        });
        forwardInput();
        JPanel top = new JPanel(new BorderLayout());
        top.add(takeOver, BorderLayout.WEST);
        top.add(new JLabel("  sandbox " + sandbox.display() + " (" + spec.width() + "x" + spec.height() + ")"),
                BorderLayout.CENTER);
        window = new JFrame("tca sandbox " + sandbox.display());
        window.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        window.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                endFromWindow();
            }
        });
        window.add(top, BorderLayout.NORTH);
        window.add(mirror, BorderLayout.CENTER);
        window.add(step, BorderLayout.SOUTH);
        window.pack();
        window.setLocation(0, 0);
        window.setVisible(true);
    }

    private void forwardInput() {
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                if (takeOver.isSelected()) {
                    mirror.requestFocusInWindow();
                    input.button(e, mirror.toSandbox(e.getX(), e.getY()), true);
                }
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                if (takeOver.isSelected()) {
                    input.button(e, mirror.toSandbox(e.getX(), e.getY()), false);
                }
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                if (takeOver.isSelected()) {
                    input.move(mirror.toSandbox(e.getX(), e.getY()));
                }
            }
        };
        mirror.addMouseListener(mouse);
        mirror.addMouseMotionListener(mouse);
        mirror.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (takeOver.isSelected()) {
                    input.key(e, true);
                }
            }

            @Override
            public void keyReleased(KeyEvent e) {
                if (takeOver.isSelected()) {
                    input.key(e, false);
                }
            }

            @Override
            public void keyTyped(KeyEvent e) {
                if (takeOver.isSelected()) {
                    input.typed(e);
                }
            }
        });
    }

    private void mirrorLoop() {
        while (running) {
            long start = System.currentTimeMillis();
            try {
                BufferedImage next = screen.capture().image();
                Point pointer = screen.pointer();
                SwingUtilities.invokeLater(() -> mirror.show(next, pointer));
            } catch (NoScreenException e) {
                return; // the sandbox closed under us
            }
            long rest = FRAME_MS - (System.currentTimeMillis() - start);
            if (rest > 0) {
                try {
                    Thread.sleep(rest);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    /** The line under the mirror: what tca is doing now. */
    public void showStep(String line) {
        SwingUtilities.invokeLater(() -> step.setText(line == null || line.isBlank() ? " " : line));
    }

    /** A fading ring at a click tca made, in sandbox pixels. */
    public void showClick(int x, int y) {
        SwingUtilities.invokeLater(() -> mirror.ring(new Point(x, y)));
    }

    /** Shut while the person has taken over; the loop waits on it before each action. */
    public PauseGate pauseGate() {
        return gate;
    }

    /** Presses or releases "Take over" as the person would. */
    public void takeOver(boolean on) {
        SwingUtilities.invokeLater(() -> takeOver.setSelected(on));
    }

    /** How many mirrored frames have been painted so far, to measure the frame rate. */
    public long framesPainted() {
        return mirror.painted();
    }

    /** Where the mirror is on the user's screen, and how its pixels map into the sandbox. */
    public Rectangle mirrorOnScreen() {
        java.awt.Point at = mirror.getLocationOnScreen();
        return new Rectangle(at.x, at.y, mirror.getWidth(), mirror.getHeight());
    }

    public Point toSandbox(int mirrorX, int mirrorY) {
        return mirror.toSandbox(mirrorX, mirrorY);
    }

    private void endFromWindow() {
        Thread t = new Thread(() -> {
            close();
            onClosed.run();
            sandbox.close();
        }, "tca-watch-closed");
        t.start();
    }

    /** Closes the window and stops mirroring; the sandbox stays up (closing it is the caller's). */
    @Override
    public void close() {
        running = false;
        gate.resume();
        SwingUtilities.invokeLater(() -> window.dispose());
    }
}
