import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible provider on 127.0.0.1, for tests and
 * benchmarks. It speaks the real wire protocol: a chat completion as JSON, or
 * as a Server-Sent Events chunk stream when the request says `stream: true`
 * (role chunk, content deltas, `finish_reason`, a `usage` chunk, `[DONE]`),
 * error bodies as the servers send them, and the documented quirks of Ollama,
 * llama.cpp's llama-server and vLLM. Each test queues the answers it wants
 * and reads back what the client sent.
 */

type ServerFlavour = 'openai' | 'ollama' | 'llamacpp' | 'vllm';

export interface FakeResponse {
  /** 200 unless set. */
  status?: number;
  /** A raw body (an object is sent as JSON, a string as text/plain): error replies and odd servers. */
  body?: unknown;
  /** The assistant's text: sent as a completion, or streamed in chunks when the request streams. */
  content?: string;
  /** Reasoning sent apart from the content (`reasoning_content`, or `reasoning` on Ollama). */
  reasoning?: string;
  /** `stop` unless set (`length`: cut at the token cap). */
  finishReason?: string;
  /** Waits this long before answering (timeouts). */
  delayMs?: number;
  /** Pace of a streamed answer, counting 4 characters as a token; unset: as fast as possible. */
  tokensPerSecond?: number;
  /** Stops sending after this many characters of content and never ends the stream (a provider that hangs). */
  hangAfterChars?: number;
  /** Whose wire habits to copy; `openai` unless set. */
  flavour?: ServerFlavour;
}

interface RecordedRequest {
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
  /** Queues a 200 answer whose message content is `content`. */
  respondWithContent(content: string): void;
  /** Answers every request that finds the queue empty (instead of a 500); a function answers from the request. */
  setDefault(response: FakeResponse | ((request: RecordedRequest) => FakeResponse) | null): void;
  reset(): void;
  close(): Promise<void>;
}

/** A whole chat completion, as OpenAI sends it. */
function chatCompletion(content: string | null, finishReason = 'stop'): object {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** How each server writes an error (the message is what a client must never log). */
function providerErrorBody(flavour: ServerFlavour, status: number, message: string): object {
  switch (flavour) {
    case 'vllm':
      return {
        object: 'error',
        message,
        type: status === 400 ? 'BadRequestError' : 'InternalServerError',
        param: null,
        code: status,
      };
    case 'llamacpp':
      return { error: { code: status, message, type: status === 503 ? 'unavailable_error' : 'server_error' } };
    case 'ollama':
      return { error: { message, type: 'api_error', param: null, code: null } };
    default:
      return {
        error: {
          message,
          type: status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error',
          param: null,
          code: status === 429 ? 'rate_limit_exceeded' : null,
        },
      };
  }
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendBody(res: ServerResponse, response: FakeResponse): void {
  const isText = typeof response.body === 'string';
  const payload = isText ? (response.body as string) : JSON.stringify(response.body ?? {});
  res.writeHead(response.status ?? 200, { 'content-type': isText ? 'text/plain' : 'application/json' });
  res.end(payload);
}

function completionFor(response: FakeResponse, model: string): object {
  const flavour = response.flavour ?? 'openai';
  const message: Record<string, unknown> = { role: 'assistant', content: response.content ?? '' };
  if (response.reasoning) message[flavour === 'ollama' ? 'reasoning' : 'reasoning_content'] = response.reasoning;
  return {
    ...chatCompletion(null, response.finishReason ?? 'stop'),
    model,
    ...(flavour === 'ollama' ? { system_fingerprint: 'fp_ollama' } : {}),
    choices: [{ index: 0, message, finish_reason: response.finishReason ?? 'stop' }],
  };
}

/** Streams the answer as chat.completion.chunk events, with each server's habits. */
async function streamCompletion(
  res: ServerResponse,
  response: FakeResponse,
  request: { model: string; includeUsage: boolean },
  isClosed: () => boolean,
): Promise<void> {
  const flavour = response.flavour ?? 'openai';
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const base = {
    id: 'chatcmpl-stream',
    object: 'chat.completion.chunk',
    created: 0,
    model: request.model,
    ...(flavour === 'ollama' ? { system_fingerprint: 'fp_ollama' } : {}),
    ...(flavour === 'llamacpp' ? { system_fingerprint: 'b6000-fake' } : {}),
  };
  let predicted = 0;
  const write = (chunk: object | string) =>
    !isClosed() && res.write(`data: ${typeof chunk === 'string' ? chunk : JSON.stringify(chunk)}\n\n`);
  // llama-server sends its running timings on every chunk.
  const timings = () =>
    flavour === 'llamacpp' ? { timings: { prompt_n: 100, predicted_n: ++predicted, predicted_per_second: 60 } } : {};
  const delta = (d: Record<string, unknown>, finish: string | null = null, extra: object = {}) =>
    write({ ...base, choices: [{ index: 0, delta: d, finish_reason: finish }], ...timings(), ...extra });

  // llama-server opens with a role chunk whose content is null; the others with an empty string.
  delta({ role: 'assistant', content: flavour === 'llamacpp' ? null : '' });
  const pause = response.tokensPerSecond ? (1000 / response.tokensPerSecond) * 1 : 0;
  const pieces = (text: string) => text.match(/[\s\S]{1,4}/g) ?? [];
  if (response.reasoning) {
    for (const piece of pieces(response.reasoning)) {
      delta({ [flavour === 'ollama' ? 'reasoning' : 'reasoning_content']: piece });
      if (pause) await sleep(pause);
    }
  }
  let sent = 0;
  for (const piece of pieces(response.content ?? '')) {
    if (isClosed()) return;
    if (response.hangAfterChars !== undefined && sent >= response.hangAfterChars) return; // never ends
    delta({ content: piece });
    sent += piece.length;
    if (pause) await sleep(pause);
  }
  const finish = response.finishReason ?? 'stop';
  const usage = { prompt_tokens: 100, completion_tokens: Math.ceil(sent / 4), total_tokens: 100 + Math.ceil(sent / 4) };
  if (flavour === 'llamacpp') {
    // llama-server puts the usage on the chunk that carries finish_reason.
    delta({}, finish, { usage });
  } else if (flavour === 'vllm') {
    delta({ content: '' }, finish, { usage: null });
  } else {
    delta({}, finish);
  }
  // The usage chunk (empty choices) comes when asked for; vLLM and llama-server put it inline.
  if (request.includeUsage && (flavour === 'openai' || flavour === 'ollama')) {
    write({ ...base, choices: [], usage });
  }
  write('[DONE]');
  res.end();
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeResponse[] = [];
  let fallback: FakeResponse | ((request: RecordedRequest) => FakeResponse) | null = null;
  const open = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    void (async () => {
      const rawBody = await readBody(req);
      const body = parseJson(rawBody) as
        { stream?: boolean; model?: string; stream_options?: { include_usage?: boolean } } | undefined;
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, rawBody, body };
      requests.push(recorded);
      const response = queue.shift() ??
        (typeof fallback === 'function' ? fallback(recorded) : fallback) ?? {
          status: 500,
          body: providerErrorBody('openai', 500, 'no response queued'),
        };
      if (response.delayMs) await sleep(response.delayMs);
      if (res.destroyed) return;
      if (response.body !== undefined || (response.status ?? 200) !== 200) return sendBody(res, response);
      const model = body?.model ?? 'test-model';
      if (body?.stream) {
        await streamCompletion(
          res,
          response,
          { model, includeUsage: body.stream_options?.include_usage === true },
          () => res.destroyed,
        );
        return;
      }
      sendBody(res, { body: completionFor(response, model) });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith: (response) => void queue.push(response),
    respondWithContent: (content) => void queue.push({ content }),
    setDefault: (response) => void (fallback = response),
    reset() {
      requests.length = 0;
      queue.length = 0;
      fallback = null;
    },
    close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
