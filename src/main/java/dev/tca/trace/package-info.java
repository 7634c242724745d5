/**
 * Trace: an episode as JSON without pixels, for machines, review and offline replay. A single-screen
 * trace is scored on its first decision against an expected label; a task episode's trace carries its
 * checker's verdict and is scored step by step ({@link dev.tca.trace.StepLabels}, {@link dev.tca.trace.StepScorer}).
 */
package dev.tca.trace;
