import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible provider on 127.0.0.1, for tests: each
 * test queues the responses it wants and reads back what the engine sent.
 */

export interface FakeResponse {
  /** 200 unless set. */
  status?: number;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  /** Waits this long before answering (to test timeouts). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as it arrived. */
  rawBody: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

export interface FakeOpenAiServer {
  /** The base URL to give the engine, e.g. http://127.0.0.1:40123/v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues the next response; with none queued the server answers 500. */
  respondWith(response: FakeResponse): void;
  /** Queues a 200 chat completion whose message content is `content`. */
  respondWithContent(content: string): void;
  reset(): void;
  close(): Promise<void>;
}

/** A minimal chat completion, as OpenAI sends it. */
export function chatCompletion(content: string | null, finishReason = 'stop'): object {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, response: FakeResponse): void {
  if (res.destroyed) return;
  const isText = typeof response.body === 'string';
  const payload = isText ? (response.body as string) : JSON.stringify(response.body ?? {});
  res.writeHead(response.status ?? 200, { 'content-type': isText ? 'text/plain' : 'application/json' });
  res.end(payload);
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeResponse[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void (async () => {
      const rawBody = await readBody(req);
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        rawBody,
        body: parseJson(rawBody),
      });
      const response = queue.shift() ?? { status: 500, body: { error: { message: 'no response queued' } } };
      if (!response.delayMs) return send(res, response);
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(res, response);
      }, response.delayMs);
      timers.add(timer);
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith: (response) => void queue.push(response),
    respondWithContent: (content) => void queue.push({ body: chatCompletion(content) }),
    reset() {
      requests.length = 0;
      queue.length = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
