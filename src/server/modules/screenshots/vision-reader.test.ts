import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readScreenshotResponseSchema } from '../../../shared/schemas/coach';
import { groundTruth } from '../../../test/server/chat-screens/conversations';
import { renderChatScreens, type RenderedChat } from '../../../test/server/chat-screens/render';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/server/fake-openai-server';
import { multipart, type Part } from '../../../test/server/multipart';
import {
  buildTestApp,
  createTestDatabase,
  signInLocally,
  TEST_SITE,
  type TestApp,
} from '../../../test/server/test-app';

/**
 * AI_VISION=true through the real route: the screenshot goes to the model on the fake provider as an image part, and
 * every way the model can fail (an error, a timeout, an answer that is not the conversation) ends in the real offline
 * reader's lines. What is not an image is refused before anything is sent, and no image reaches the log.
 */

let fake: FakeOpenAiServer;
let t: TestApp;
let chat: RenderedChat;
let logs = '';
let cookie: string;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  t = await buildTestApp(
    await createTestDatabase(),
    {
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'vision-model',
      AI_VISION: 'true',
      // The model's whole answer; the fake's slow answer below waits longer.
      AI_TIMEOUT_MS: '1500',
      SCREENSHOT_WORKERS: '1',
      SCREENSHOT_RATE_LIMIT: '1000',
      LOG_LEVEL: 'debug',
    },
    { logStream },
  );
  cookie = await signInLocally(t.app, `vision.${Date.now()}@example.com`);
  chat = (await renderChatScreens()).find((c) => c.fixture.name === 'imessage-light')!;
}, 60_000);
afterAll(async () => {
  await t?.app.close();
  await t?.database.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const image = (data: Buffer, filename = 'chat.png', type = 'image/png'): Part => ({
  name: 'screenshots',
  filename,
  type,
  data,
});

function read(parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/ai/read-screenshot',
    headers: { origin: TEST_SITE, 'content-type': body.contentType, cookie },
    payload: body.payload,
  });
}

/** The offline reader's answer for the fixture: who spoke, in order, as the OCR tests check it. */
function expectOfflineLines(res: Awaited<ReturnType<typeof read>>) {
  expect(res.statusCode, res.body).toBe(200);
  const { lines } = readScreenshotResponseSchema.parse(res.json());
  expect(lines.map((line) => line.from)).toEqual(groundTruth(chat.fixture).map((line) => line.from));
}

interface ContentPart {
  type: string;
  text?: string;
  image_url?: { url: string };
}

describe('reading screenshots with a model (AI_VISION=true)', () => {
  it('sends the screenshot to the model as an image part and answers its lines; the image is not logged', async () => {
    const lines = [
      { from: 'them', text: 'pizza or tacos?' },
      { from: 'me', text: 'tacos, always 🌮' },
    ];
    fake.respondWithContent(JSON.stringify({ lines }));
    const png = chat.images[0]!;
    const res = await read([image(png)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ lines });

    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body as { model: string; messages: { role: string; content: ContentPart[] }[] };
    expect(body.model).toBe('vision-model');
    const parts = body.messages.flatMap((message) => message.content);
    const images = parts.filter((part) => part.type === 'image_url');
    expect(images).toHaveLength(1);
    // The very bytes uploaded, as a PNG data URL.
    expect(images[0]!.image_url!.url).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect(parts.some((part) => part.type === 'text' && part.text?.includes('Transcribe'))).toBe(true);

    expect(logs).toContain('"event":"screenshot_read"');
    expect(logs).not.toContain(png.toString('base64').slice(0, 64));
    expect(logs).not.toContain('data:image');
    expect(logs).not.toContain('tacos');
  });

  const failures: [string, () => void][] = [
    [
      'answers 500',
      () => fake.respondWith({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } }),
    ],
    ['takes longer than AI_TIMEOUT_MS', () => fake.respondWith({ content: '{"lines":[]}', delayMs: 10_000 })],
    ['answers prose instead of JSON', () => fake.respondWithContent('I see a lovely chat about dinner plans!')],
    [
      'answers JSON of another shape',
      () => fake.respondWithContent('{"lines":[{"from":"narrator","text":"once upon a time"}]}'),
    ],
    ['finds no conversation', () => fake.respondWithContent('{"lines":[]}')],
  ];
  for (const [what, arrange] of failures) {
    it(`reads offline when the model ${what}`, { timeout: 60_000 }, async () => {
      arrange();
      const logged = logs.length;
      expectOfflineLines(await read([image(chat.images[0]!)]));
      expect(fake.requests).toHaveLength(1);
      expect(logs.slice(logged)).toMatch(/"event":"vision_read_(failed|empty)"/);
      expect(logs).not.toContain(chat.images[0]!.toString('base64').slice(0, 64));
    });
  }

  it('refuses what is not an image before anything is sent to the model', async () => {
    fake.setDefault({ content: '{"lines":[{"from":"them","text":"should never be asked"}]}' });
    const cases: [string, Part[]][] = [
      ['text', [image(Buffer.from('hello, not an image'), 'notes.png')]],
      ['a renamed PDF', [image(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'), 'chat.png')]],
      [
        'SVG',
        [
          image(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
            'c.svg',
            'image/svg+xml',
          ),
        ],
      ],
      ['a truncated PNG', [image(chat.images[0]!.subarray(0, 2000))]],
      // One good screenshot and one bad: the good one is not sent either.
      ['a good image and a bad one', [image(chat.images[0]!), image(Buffer.from('GIF89a not really'), 'b.png')]],
    ];
    for (const [what, parts] of cases) {
      const res = await read(parts);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({
        code: 'INVALID_IMAGE',
        message: expect.stringMatching(/PNG, JPEG or WebP/),
      });
    }
    expect(fake.requests).toHaveLength(0);
  });
});
