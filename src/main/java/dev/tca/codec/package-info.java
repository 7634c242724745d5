/**
 * Codec: the one JSON form of {@link dev.tca.core.Action}, shared by traces, the model's JSON
 * replies and the MCP server. Core stays JDK-only; this package is where Jackson meets it.
 */
package dev.tca.codec;
