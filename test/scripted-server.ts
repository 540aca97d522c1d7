import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the scripted server received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; may delay, write or never answer. */
export type ScriptedHandler = (request: ReceivedRequest, response: ServerResponse) => unknown;

/** A real HTTP server on 127.0.0.1 and a free port, recording every request it gets. */
export interface ScriptedServer {
  origin: string;
  requests: ReceivedRequest[];
  /** Replaces the handler, e.g. per test. */
  handle(handler: ScriptedHandler): void;
  close(): Promise<void>;
}

/** Starts a node:http server on port 0 that records requests and answers with the given handler. */
export async function startScriptedServer(
  handler: ScriptedHandler = (_request, response) => response.end()
): Promise<ScriptedServer> {
  let current = handler;
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      Promise.resolve(current(request, response)).catch((error: unknown) => {
        response.statusCode = 599;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close(error => (error ? reject(error) : resolve()));
      }),
  };
}

/** Writes a JSON answer with OCI headers. */
export function answerJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
