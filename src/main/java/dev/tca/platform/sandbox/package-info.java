/** A private X server, D-Bus session and apps for tca to drive, so the user's own desktop is never touched. */
package dev.tca.platform.sandbox;
