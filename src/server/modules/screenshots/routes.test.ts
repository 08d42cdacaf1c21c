import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readScreenshotResponseSchema, SCREENSHOT_MAX_BYTES } from '../../../shared/schemas/coach';
import { aiUsage, users } from '../../db/schema';
import { multipart, type Part } from '../../../test/server/multipart';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/server/fake-openai-server';
import { buildTestApp, signInLocally, TEST_SITE, useTestApp, type TestApp } from '../../../test/server/test-app';
import { groundTruth } from '../../../test/server/chat-screens/conversations';
import { pngClaiming } from '../../../test/server/chat-screens/png-claiming';
import { renderChatScreens, type RenderedChat } from '../../../test/server/chat-screens/render';

/**
 * POST /api/ai/read-screenshot (issue 17): one to three chat screenshots in, the conversation's lines out, free.
 * Every refusal is a clear 4xx that charges nothing. The reader is real: tesseract in worker threads.
 */
const t = useTestApp({ SCREENSHOT_WORKERS: '1', SCREENSHOT_RATE_LIMIT: '1000' });

let n = 0;
async function newUser() {
  const email = `shots${++n}.${Date.now()}@example.com`;
  const cookie = await signInLocally(t.app, email);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, id: row!.id };
}

const image = (data: Buffer, filename = 'chat.png', type = 'image/png'): Part => ({
  name: 'screenshots',
  filename,
  type,
  data,
});

function read(cookie: string | undefined, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/ai/read-screenshot',
    headers: { origin: TEST_SITE, 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

let chats: RenderedChat[];
beforeAll(async () => {
  const all = await renderChatScreens();
  chats = ['imessage-light', 'imessage-two-screens'].map((name) => all.find((chat) => chat.fixture.name === name)!);
}, 60_000);

describe('reading a chat screenshot', () => {
  it('answers the conversation as lines, oldest first, and charges nothing', async () => {
    const { cookie, id } = await newUser();
    const chat = chats[0]!;
    const res = await read(
      cookie,
      chat.images.map((png) => image(png)),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { lines } = readScreenshotResponseSchema.parse(res.json());
    expect(lines.map((line) => line.from)).toEqual(groundTruth(chat.fixture).map((line) => line.from));
    expect(lines.at(-1)!.text).toBe(groundTruth(chat.fixture).at(-1)!.text);
    expect(await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, id))).toEqual([]);
  });

  it('merges two overlapping screenshots in order without repeating a line', async () => {
    const { cookie } = await newUser();
    const chat = chats[1]!;
    expect(chat.images).toHaveLength(2);
    const res = await read(
      cookie,
      chat.images.map((png) => image(png)),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { lines } = readScreenshotResponseSchema.parse(res.json());
    expect(lines).toHaveLength(groundTruth(chat.fixture).length);
    expect(lines.map((line) => line.from)).toEqual(groundTruth(chat.fixture).map((line) => line.from));
  });
});

describe('refusals: a clear 4xx, nothing charged', () => {
  it('signed out: 401', async () => {
    const res = await read(undefined, [image(chats[0]!.images[0]!)]);
    expect(res.statusCode).toBe(401);
  });

  it('refuses what is not a PNG, JPEG or WebP screenshot with a message', async () => {
    const { cookie, id } = await newUser();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const cases: [string, Part[], number, string, RegExp][] = [
      [
        'text',
        [image(Buffer.from('hello, this is not an image'), 'notes.png')],
        400,
        'INVALID_IMAGE',
        /PNG, JPEG or WebP/,
      ],
      [
        'renamed PDF',
        [image(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'), 'chat.png')],
        400,
        'INVALID_IMAGE',
        /PNG, JPEG or WebP/,
      ],
      [
        'SVG',
        [
          image(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>hi</text></svg>'),
            'c.svg',
            'image/svg+xml',
          ),
        ],
        400,
        'INVALID_IMAGE',
        /PNG, JPEG or WebP/,
      ],
      [
        'GIF',
        [image(await sharp(png).gif().toBuffer(), 'c.gif', 'image/gif')],
        400,
        'INVALID_IMAGE',
        /PNG, JPEG or WebP/,
      ],
      ['truncated', [image(png.subarray(0, Math.floor(png.length / 2)))], 400, 'INVALID_IMAGE', /PNG, JPEG or WebP/],
      ['20,000 × 20,000', [image(pngClaiming(20_000, 20_000))], 400, 'IMAGE_DIMENSIONS_TOO_LARGE', /25 megapixels/],
      [
        '5 MB + 1 byte',
        [image(Buffer.concat([png, Buffer.alloc(SCREENSHOT_MAX_BYTES + 1 - png.length)]))],
        413,
        'IMAGE_TOO_LARGE',
        /5 MB/,
      ],
      ['four images', [png, png, png, png].map((data) => image(data)), 400, 'TOO_MANY_FILES', /at most 3 images/],
      ['no file', [{ name: 'note', data: 'hello' }], 400, 'INVALID_UPLOAD', /choose an image/],
      ['another field', [{ ...image(png), name: 'profileImage' }], 400, 'INVALID_UPLOAD', /form field screenshots/],
    ];
    for (const [what, parts, status, code, message] of cases) {
      const res = await read(cookie, parts);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ code, message: expect.stringMatching(message) });
    }
    expect(await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, id))).toEqual([]);
  });

  it('a photo with no text: 422, we found no conversation', async () => {
    const { cookie } = await newUser();
    // A sunset-like gradient with a round "sun": a photo, no words.
    const photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#f4a261' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#264653"/><stop offset="1" stop-color="#e76f51"/></linearGradient></defs><rect width="600" height="900" fill="url(#g)"/><circle cx="300" cy="520" r="90" fill="#f4d35e"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const res = await read(cookie, [image(photo, 'sunset.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'NO_CONVERSATION_FOUND',
      message: expect.stringMatching(/couldn't find a conversation/),
    });
  });
});

describe('limits', () => {
  it('counts readings per user (free, but not unlimited)', async () => {
    const limited = await buildTestApp(t.database, { SCREENSHOT_RATE_LIMIT: '1' });
    try {
      const cookie = await signInLocally(limited.app, `shots-limit.${Date.now()}@example.com`);
      const body = multipart([image(Buffer.from('not an image'))]);
      const statuses = [];
      for (let i = 0; i < 2; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/ai/read-screenshot',
          headers: { origin: TEST_SITE, 'content-type': body.contentType, cookie },
          payload: body.payload,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('megapixels per address (issue 28)', () => {
  it("budgets what one address has read a minute by its screenshots' size, before decoding", async () => {
    const budget = await buildTestApp(t.database, { SCREENSHOT_MEGAPIXELS_PER_IP: '10', SCREENSHOT_WORKERS: '1' });
    try {
      // Three users behind one address: the per-user limit does not stop them, the address's budget does.
      const tall = await sharp({ create: { width: 780, height: 8_000, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
      const body = multipart([image(tall)]);
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const cookie = await signInLocally(budget.app, `shots-mp${i}.${Date.now()}@example.com`);
        answers.push(
          await budget.app.inject({
            method: 'POST',
            url: '/api/ai/read-screenshot',
            headers: { origin: TEST_SITE, 'content-type': body.contentType, cookie },
            payload: body.payload,
          }),
        );
      }
      // 6.24 megapixels a reading: the first fits the 10, the next two do not (and are not counted).
      expect(answers.map((res) => res.statusCode)).toEqual([422, 429, 429]);
      expect(answers[1]!.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(answers[1]!.json().message).toMatch(/large screenshots in the last minute/);
      expect(Number(answers[1]!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await budget.app.close();
    }
  }, 60_000);
});

describe('with a model that reads images (AI_VISION=true)', () => {
  let fake: FakeOpenAiServer;
  let vision: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    vision = await buildTestApp(t.database, {
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'vision-model',
      AI_VISION: 'true',
      AI_TIMEOUT_MS: '2000',
      SCREENSHOT_WORKERS: '1',
    });
  });
  afterAll(async () => {
    await vision.app.close();
    await fake.close();
  });

  const readWith = async (parts: Part[]) => {
    const cookie = await signInLocally(vision.app, `shots-vision${++n}.${Date.now()}@example.com`);
    const body = multipart(parts);
    return vision.app.inject({
      method: 'POST',
      url: '/api/ai/read-screenshot',
      headers: { origin: TEST_SITE, 'content-type': body.contentType, cookie },
      payload: body.payload,
    });
  };

  it('sends the images to the model and answers its lines', async () => {
    const lines = [
      { from: 'them', text: 'so are we still on for tacos friday? 🌮' },
      { from: 'me', text: 'obviously. 7 at the place on Valencia?' },
    ];
    fake.respondWithContent(JSON.stringify({ lines }));
    const res = await readWith(chats[1]!.images.map((png) => image(png)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ lines });
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent.match(/data:image\/png;base64,/g)).toHaveLength(2);
  });

  it('falls back to the offline reader when the model fails, and sends nothing that is not an image', async () => {
    fake.respondWith({ status: 503, body: { error: { message: 'overloaded', type: 'server_error' } } });
    const res = await readWith([image(chats[0]!.images[0]!)]);
    expect(res.statusCode, res.body).toBe(200);
    const { lines } = readScreenshotResponseSchema.parse(res.json());
    expect(lines.map((line) => line.from)).toEqual(groundTruth(chats[0]!.fixture).map((line) => line.from));

    const asked = fake.requests.length;
    const refused = await readWith([image(Buffer.from('%PDF-1.7 not an image'))]);
    expect(refused.statusCode).toBe(400);
    expect(fake.requests.length).toBe(asked);
  });
});
