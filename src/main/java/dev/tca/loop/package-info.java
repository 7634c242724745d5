/** The observe-think-check-act-verify loop, what it records (Episode, Step) and why it stops. */
package dev.tca.loop;
