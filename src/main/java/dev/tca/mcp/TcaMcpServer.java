package dev.tca.mcp;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/** tca's tools served over stdio with the MCP SDK, until the client closes the input. */
public final class TcaMcpServer {

    private TcaMcpServer() {
    }

    /**
     * Serves until {@code in} ends. Only the protocol may be written to {@code out}.
     *
     * @param budget the most input actions one act or run_goal call may make
     */
    public static void serve(Desktop desktop, int budget, String version, InputStream in, OutputStream out)
            throws InterruptedException {
        CountDownLatch ended = new CountDownLatch(1);
        InputStream watched = new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                return ended(super.read());
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return ended(super.read(b, off, len));
            }

            private int ended(int n) {
                if (n < 0) {
                    ended.countDown();
                }
                return n;
            }
        };
        var transport = new StdioServerTransportProvider(McpJsonDefaults.getMapper(), watched, out);
        McpSyncServer server = McpServer.sync(transport)
                .serverInfo("tca", version)
                .instructions("tca reads a Linux desktop into an index of elements with stable ids and acts on them "
                        + "through a safety policy. Observe first, then act by id; actions are a dry run unless the "
                        + "server was started with real input allowed.")
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                .requestTimeout(Duration.ofMinutes(10))
                // Calls run on the thread that reads stdin, so every reply is sent from that one thread: in
                // SDK 2.0.1 replies sent from two threads at once can collide, and one is then silently dropped
                // (seen after ~190 calls). Calls are one at a time anyway: there is one desktop.
                .immediateExecution(true)
                .tools(ToolTable.all(desktop, budget))
                .build();
        try {
            ended.await();
        } finally {
            server.closeGracefully();
        }
    }
}
