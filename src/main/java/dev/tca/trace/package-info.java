/** Trace: an episode as JSON without pixels, for machines, review and offline replay. */
package dev.tca.trace;
