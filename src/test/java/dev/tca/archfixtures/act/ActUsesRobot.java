package dev.tca.archfixtures.act;

/** Planted: an executor outside platform touches the AWT Robot. */
public class ActUsesRobot {
    java.awt.Robot robot;
}
