/**
 * Tasks: the yardstick. Real goals on real pages and GTK applications, each with a checker that reads
 * the application's own state (page state posted to the server, exit code, stdout, the written file),
 * never tca's word; the runner launches each app, runs tca as a user would, and reports figures. With
 * {@link dev.tca.tasks.EpisodeTraces} it also keeps each episode's trace, labelled by that verdict.
 */
package dev.tca.tasks;
