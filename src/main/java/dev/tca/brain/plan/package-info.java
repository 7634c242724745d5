/** Plan: a goal sentence as people type it, read into an ordered list of typed sub-goals for a multi-step loop. */
package dev.tca.brain.plan;
