/**
 * tca as a Model Context Protocol server: the tools an MCP client calls (observe, act, wait_for,
 * run_goal, ...) over a {@link dev.tca.mcp.Desktop}, with element ids that stay put between calls.
 * The protocol itself is the official MCP Java SDK's; nothing here writes JSON-RPC by hand.
 */
package dev.tca.mcp;
