/** The composition root: a {@link dev.tca.session.Config} in, an assembled harness (a loop Session and a brain) out. */
package dev.tca.session;
