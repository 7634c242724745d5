/** java.awt.Robot and the AWT screen devices: live capture and the monitor layout. */
package dev.tca.platform.awt;
