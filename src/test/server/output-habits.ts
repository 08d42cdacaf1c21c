import type { FakeResponse } from './fake-openai-server';

/**
 * The output habits of real hosted, local and reasoning models, as the fake
 * provider replays them: each turns a valid answer into what some model
 * actually sends. `expect` says how the coach must cope: use the model's
 * answer (repaired where needed) or answer from the offline coach.
 */
interface OutputHabit {
  name: string;
  expect: 'model' | 'fallback';
  responses: (answer: Record<string, unknown>) => FakeResponse[];
}

const json = (value: unknown) => JSON.stringify(value);
const one = (response: FakeResponse) => [response];

/** Applies `change` to every value of the answer, depth first. */
function mapValues(value: unknown, change: (v: unknown, key: string) => unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => mapValues(v, change, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapValues(v, change, k)]));
  }
  return change(value, key);
}

/** The answer's first list, for habits about list lengths. */
function withList(answer: Record<string, unknown>, change: (list: unknown[]) => unknown[]): Record<string, unknown> {
  const key = Object.keys(answer).find((k) => Array.isArray(answer[k]));
  return key ? { ...answer, [key]: change(answer[key] as unknown[]) } : answer;
}

const cutHalf = (text: string) => text.slice(0, Math.floor(text.length / 2));

export const outputHabits: OutputHabit[] = [
  { name: 'plain JSON', expect: 'model', responses: (a) => one({ content: json(a) }) },
  { name: '```json fence', expect: 'model', responses: (a) => one({ content: `\`\`\`json\n${json(a)}\n\`\`\`` }) },
  {
    name: 'bare ``` fence, pretty-printed',
    expect: 'model',
    responses: (a) => one({ content: `\`\`\`\n${JSON.stringify(a, null, 2)}\n\`\`\`` }),
  },
  {
    name: 'prose before and after',
    expect: 'model',
    responses: (a) =>
      one({ content: `Sure! Here is the JSON you asked for:\n\n${json(a)}\n\nLet me know if you want changes.` }),
  },
  {
    name: '<think> block with braces',
    expect: 'model',
    responses: (a) => one({ content: `<think>Shape: {"x": 1}. Keys first, then } and ]. Done.</think>\n${json(a)}` }),
  },
  {
    name: 'reasoning_content field (vLLM, DeepSeek)',
    expect: 'model',
    responses: (a) => one({ reasoning: 'Let me think about {this} carefully.', content: json(a), flavour: 'vllm' }),
  },
  {
    name: 'reasoning field (Ollama)',
    expect: 'model',
    responses: (a) => one({ reasoning: 'Okay, the user wants JSON.', content: json(a), flavour: 'ollama' }),
  },
  {
    name: 'llama-server chunks (null first delta, timings)',
    expect: 'model',
    responses: (a) => one({ content: json(a), flavour: 'llamacpp' }),
  },
  {
    name: 'truncated at the token cap once',
    expect: 'model',
    responses: (a) => [{ content: cutHalf(json(a)), finishReason: 'length' }, { content: json(a) }],
  },
  {
    name: 'truncated at the token cap twice',
    expect: 'fallback',
    responses: (a) => [
      { content: cutHalf(json(a)), finishReason: 'length' },
      { content: cutHalf(json(a)), finishReason: 'length' },
    ],
  },
  {
    name: 'trailing commas',
    expect: 'model',
    responses: (a) =>
      one({
        content: json(a)
          .replace(/([}\]])/g, ',$1')
          .replace(/^,/, ''),
      }),
  },
  {
    name: 'single quotes',
    expect: 'model',
    responses: (a) => one({ content: json(a).replace(/"([^"]*?)":/g, "'$1':") }),
  },
  {
    name: '"smart" quotes around keys',
    expect: 'model',
    responses: (a) => one({ content: json(a).replace(/"([^"]*?)":/g, '“$1”:') }),
  },
  {
    name: 'comments',
    expect: 'model',
    responses: (a) => one({ content: `// the answer\n/* as JSON */\n${JSON.stringify(a, null, 2)}` }),
  },
  { name: 'wrapper key', expect: 'model', responses: (a) => one({ content: json({ response: a }) }) },
  {
    name: 'numbers as strings ("48%")',
    expect: 'model',
    responses: (a) => one({ content: json(mapValues(a, (v) => (typeof v === 'number' ? `${v}%` : v))) }),
  },
  {
    name: 'capitalised enum values',
    expect: 'model',
    responses: (a) =>
      one({
        content: json(
          mapValues(a, (v, key) =>
            typeof v === 'string' && ['type', 'category', 'criterion'].includes(key) ? ` ${v.toUpperCase()} ` : v,
          ),
        ),
      }),
  },
  {
    name: 'null for optional fields',
    expect: 'model',
    responses: (a) =>
      one({
        content: json(mapValues(a, (v, key) => (key === 'location' ? null : v))).replace(/^\{/, '{"notes":null,'),
      }),
  },
  {
    name: 'extra keys',
    expect: 'model',
    responses: (a) => one({ content: json({ ...a, confidence: 0.93, explanation: 'Because.' }) }),
  },
  {
    name: 'snake_case keys',
    expect: 'model',
    responses: (a) =>
      one({
        content: json(a).replace(
          /"([a-z]+)([A-Z])([a-z]+)":/g,
          (_m, x: string, y: string, z: string) => `"${x}_${y.toLowerCase()}${z}":`,
        ),
      }),
  },
  {
    name: 'too many items',
    expect: 'model',
    responses: (a) =>
      one({
        content: json(
          withList(a, (list) => [
            ...list,
            ...list.map((item) =>
              mapValues(item, (v, key) =>
                key === 'message' || key === 'title' ? `${String(v)} (again, reworded)` : v,
              ),
            ),
          ]),
        ),
      }),
  },
  {
    name: 'too few items',
    expect: 'model',
    responses: (a) => one({ content: json(withList(a, (list) => list.slice(0, 2))) }),
  },
  {
    name: 'overlong text',
    expect: 'model',
    responses: (a) =>
      one({
        content: json(
          mapValues(a, (v) => (typeof v === 'string' && v.length > 20 ? `${v} ${'and so on, '.repeat(60)}` : v)),
        ),
      }),
  },
  {
    name: 'unescaped quote inside a string',
    expect: 'model',
    responses: (a) =>
      one({
        content: json(
          mapValues(a, (v, key) =>
            key === 'note' || key === 'description' || key === 'tip' ? `${String(v)} "really"` : v,
          ),
        ).replace(/\\"really\\"/g, '"really"'),
      }),
  },
  {
    name: 'HTTP 429 rate limit',
    expect: 'fallback',
    responses: () =>
      one({
        status: 429,
        body: { error: { message: 'Rate limit reached', type: 'rate_limit_exceeded', code: 'rate_limit_exceeded' } },
      }),
  },
  {
    name: 'HTTP 500 server error',
    expect: 'fallback',
    responses: () =>
      one({ status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } }),
  },
  {
    name: 'HTTP 503 llama-server loading model',
    expect: 'fallback',
    responses: () =>
      one({ status: 503, body: { error: { code: 503, message: 'Loading model', type: 'unavailable_error' } } }),
  },
  {
    name: 'HTTP 400 vLLM context length',
    expect: 'fallback',
    responses: () =>
      one({
        status: 400,
        body: {
          object: 'error',
          message: 'maximum context length exceeded',
          type: 'BadRequestError',
          param: null,
          code: 400,
        },
      }),
  },
  {
    name: 'provider hangs mid-answer',
    expect: 'fallback',
    responses: (a) => one({ content: json(a), hangAfterChars: 12 }),
  },
  { name: 'empty answer (refusal)', expect: 'fallback', responses: () => one({ content: '' }) },
  {
    name: 'prose only, no JSON',
    expect: 'fallback',
    responses: () => one({ content: "I'm sorry, but I can't help with that request." }),
  },
  {
    name: 'an HTML error page with status 200',
    expect: 'fallback',
    responses: () => one({ status: 200, body: '<html><body>502 Bad Gateway</body></html>' }),
  },
];
