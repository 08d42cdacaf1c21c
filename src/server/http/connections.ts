import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { ConnectionLimits } from '../config';

/**
 * Slow and idle clients, and connections at shutdown (decision 0021).
 *
 * Node's HTTP server enforces the timeouts: the headers and then the whole request must arrive in time,
 * otherwise 408 and the connection is closed (Fastify's default turns Node's request timeout off). Node
 * checks its connections at an interval (30 s by default); it is set to a fraction of the shortest
 * timeout so a timeout is enforced close to its figure. Only receiving the request is timed: a handler
 * or a stream may take as long as it needs.
 */
export function serverTimeouts(limits: ConnectionLimits): Partial<FastifyHttpOptions<Server>> {
  const shortest = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Fastify's default too: idle keep-alive connections are closed when the server closes.
    forceCloseConnections: 'idle',
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(shortest / 4))),
    },
  };
}

/** The response a socket is answering now, if any (Node's own field: set from the request's headers to the response's end). */
function currentResponse(socket: Socket): ServerResponse | null | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
}

/**
 * Caps the open connections per remote address (a connection beyond the cap is closed at once), and at
 * shutdown closes every connection that is not answering a request: idle keep-alive connections, ones
 * opened ahead of a request (browsers preconnect) and ones still sending their headers. Node's
 * `closeIdleConnections` leaves the last two open, and keeps a keep-alive connection open after the
 * response it was answering when the server closed; either holds `server.close` (and so the database's
 * close) until the client goes away. A request in flight finishes, with `Connection: close`.
 */
export function manageConnections(app: FastifyInstance, perAddress: number): void {
  const open = new Set<Socket>();
  const byAddress = new Map<string, { count: number; warned: boolean }>();
  let closing = false;

  const endAfterResponse = (socket: Socket) => {
    const response = currentResponse(socket);
    if (!response || response.writableFinished) {
      socket.destroy();
      return;
    }
    if (!response.headersSent) response.setHeader('Connection', 'close');
    // Streamed responses have sent their headers: end the connection when the response has been written.
    response.once('finish', () => socket.end());
  };

  app.server.on('connection', (socket: Socket) => {
    // Accepted between the start of shutdown and the listener's close: nothing will answer it.
    if (closing) {
      socket.destroy();
      return;
    }
    const address = socket.remoteAddress ?? '';
    const entry = byAddress.get(address) ?? { count: 0, warned: false };
    if (perAddress > 0 && entry.count >= perAddress) {
      if (!entry.warned) {
        // Once per burst: an attack must not flood the logs.
        entry.warned = true;
        app.log.warn({ limit: perAddress }, 'connection limit per address reached: closing new connections');
      }
      socket.destroy();
      return;
    }
    entry.count += 1;
    byAddress.set(address, entry);
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      entry.count -= 1;
      if (entry.count === 0) byAddress.delete(address);
    });
  });

  // Before Fastify closes the listener (preClose), so the listener's close does not wait on these.
  app.addHook('preClose', (done) => {
    closing = true;
    for (const socket of open) endAfterResponse(socket);
    done();
  });
}

/**
 * Closes the app: stops accepting, lets requests in flight finish, then runs the onClose hooks (the
 * database closes and the data folder's lock is released). A request still running after `graceMs`
 * has its connection closed, so the close completes anyway.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight at the end of the grace period: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
