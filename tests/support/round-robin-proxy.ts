import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local reverse proxy in front of several app instances, as a load balancer would stand: each
 * request goes to the next upstream in turn (round robin), method, headers and body as sent, and the
 * client's address in X-Forwarded-For. A test picks the client address it stands for with the
 * `x-test-client` header (the proxy takes it off); without it, the address is the socket's.
 * Each answer says which upstream served it in `x-served-by`.
 */
export interface RoundRobinProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

export const CLIENT_HEADER = 'x-test-client';
export const SERVED_BY_HEADER = 'x-served-by';

/** Connection-level headers: they describe one hop, never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** `upstreams`: label to base URL ({ a: 'http://127.0.0.1:4001', b: ... }). */
export async function startRoundRobinProxy(upstreams: Record<string, string>): Promise<RoundRobinProxy> {
  const targets = Object.entries(upstreams).map(([label, base]) => ({ label, url: new URL(base) }));
  let next = 0;
  const server = createServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    const { [CLIENT_HEADER]: chosen, host: _host, ...rest } = forwardable(req.headers);
    const client = typeof chosen === 'string' ? chosen : (req.socket.remoteAddress ?? '127.0.0.1');
    const upstream = httpRequest(
      {
        host: target.url.hostname,
        port: target.url.port,
        method: req.method,
        path: req.url,
        headers: { ...rest, host: target.url.host, 'x-forwarded-for': client },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...forwardable(answer.headers), [SERVED_BY_HEADER]: target.label });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) res.destroy(error);
      else res.writeHead(502, { 'content-type': 'text/plain', [SERVED_BY_HEADER]: target.label }).end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
