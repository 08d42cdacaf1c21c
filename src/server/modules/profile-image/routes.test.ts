import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_SIZE } from '../../../shared/account-options';
import { profileImages, users } from '../../db/schema';
import { multipart } from '../../../test/server/multipart';
import { signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';

const t = useTestApp();

let n = 0;
const signIn = () => signInLocally(t.app, `photo${++n}.${Date.now()}@example.com`);

// Each upload from its own address, so the per-address rate limit only bites where a test wants it to.
let address = 0;
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

const post = (cookie: string | undefined, body: { payload: Buffer; contentType: string }, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/upload-profile-image',
    remoteAddress: remoteAddress ?? nextAddress(),
    headers: { origin: TEST_SITE, 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });

const upload = (cookie: string | undefined, data: Buffer | string, filename = 'photo.jpg', type = 'image/jpeg') =>
  post(cookie, multipart([{ name: 'profileImage', filename, type, data }]));

const fetchImage = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function uploadOk(cookie: string, data: Buffer, filename?: string) {
  const res = await upload(cookie, data, filename);
  expect(res.statusCode, res.body).toBe(200);
  const { profileImageUrl } = res.json<{ profileImageUrl: string }>();
  expect(profileImageUrl).toMatch(/^\/media\/profile-images\/[A-Za-z0-9_-]{22}\.webp$/);
  return profileImageUrl;
}

async function storedUser(cookie: string) {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const { id } = me.json<{ id: string }>();
  const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
  const rows = await t.database.db.select().from(profileImages).where(eq(profileImages.userId, id));
  return { profileImageUrl: user!.profileImageUrl, rows };
}

const picture = (width: number, height: number, background = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background } });

/** The RIFF chunks of a WebP file: VP8/VP8L hold pixels; EXIF, XMP and ICCP would be metadata. */
function webpChunks(webp: Buffer): string[] {
  expect(webp.toString('latin1', 0, 4)).toBe('RIFF');
  expect(webp.toString('latin1', 8, 12)).toBe('WEBP');
  const chunks: string[] = [];
  for (let offset = 12; offset + 8 <= webp.length;) {
    const size = webp.readUInt32LE(offset + 4);
    chunks.push(webp.toString('latin1', offset, offset + 4));
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

/** The tags of the GPS directory in an EXIF block as sharp reports it ("Exif\0\0" then TIFF), if any. */
function gpsTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 2 + i * 12 + 8) }));
  const gpsPointer = entries(u32(4)).find((e) => e.tag === 0x8825);
  return gpsPointer ? entries(gpsPointer.value).map((e) => e.tag) : [];
}

async function expectStoredSquareWebp(url: string) {
  const res = await fetchImage(url);
  expect(res.statusCode).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: PROFILE_IMAGE_SIZE, height: PROFILE_IMAGE_SIZE });
  return res.rawPayload;
}

/** The colour at a point of an image, as [r, g, b]. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 80 && b! < 80;
const isBlue = ([r, g, b]: number[]) => b! > 180 && r! < 80 && g! < 80;

describe('POST /api/upload-profile-image', () => {
  it('accepts PNG, JPEG, WebP and GIF and stores a 256 px square WebP that the user now shows', async () => {
    const cookie = await signIn();
    const inputs: [string, Buffer][] = [
      ['photo.png', await picture(300, 200).png().toBuffer()],
      ['photo.jpg', await picture(640, 480).jpeg().toBuffer()],
      ['photo.webp', await picture(120, 400).webp().toBuffer()],
      ['photo.gif', await picture(50, 50).gif().toBuffer()],
    ];
    for (const [name, bytes] of inputs) {
      const url = await uploadOk(cookie, bytes, name);
      await expectStoredSquareWebp(url);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(me.json().profileImageUrl).toBe(url);
    }
  });

  it('judges the bytes, not the name or the declared type', async () => {
    const cookie = await signIn();
    const png = await picture(40, 40).png().toBuffer();
    const url = await uploadOk(cookie, png, 'notes.txt');
    await expectStoredSquareWebp(url);

    const refused: [Buffer | string, string, string][] = [
      ['just some text, honestly', 'photo.png', 'image/png'],
      [Buffer.concat([png.subarray(0, 16), Buffer.from('not really a png')]), 'photo.png', 'image/png'],
      [png.subarray(0, png.length - 30), 'cut-short.png', 'image/png'],
      ['', 'empty.jpg', 'image/jpeg'],
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>',
        'a.svg',
        'image/svg+xml',
      ],
      [
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        'a.png',
        'image/png',
      ],
      [await picture(30, 30).tiff().toBuffer(), 'photo.tiff', 'image/tiff'],
      // A GIF signature on PNG data: decoders must agree with the magic numbers.
      [Buffer.concat([Buffer.from('GIF89a'), png.subarray(6)]), 'odd.gif', 'image/gif'],
    ];
    for (const [data, filename, type] of refused) {
      const res = await upload(cookie, data, filename, type);
      expect(res.statusCode, filename).toBe(400);
      expect(res.json()).toEqual({ message: 'Please upload a JPEG, PNG, WebP or GIF image', code: 'INVALID_IMAGE' });
    }
    expect((await storedUser(cookie)).profileImageUrl).toBe(url);
  });

  it('allows exactly 5 MB and refuses one byte more with 413, storing nothing', async () => {
    const cookie = await signIn();
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    // Bytes after the end-of-image marker are ignored by decoders: a valid JPEG of any length.
    const sized = (length: number) => Buffer.concat([jpeg, Buffer.alloc(length - jpeg.length)]);

    const over = await upload(cookie, sized(PROFILE_IMAGE_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'Images must be 5 MB or smaller', code: 'IMAGE_TOO_LARGE' });
    // A body declared larger than any allowed upload is refused before it is read.
    const huge = await upload(cookie, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 200 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('IMAGE_TOO_LARGE');
    expect(await storedUser(cookie)).toEqual({ profileImageUrl: null, rows: [] });

    await expectStoredSquareWebp(await uploadOk(cookie, sized(PROFILE_IMAGE_MAX_BYTES)));
  });

  it('strips EXIF (GPS included), ICC and XMP metadata', async () => {
    const cookie = await signIn();
    const input = await picture(400, 300)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PocketCam', Model: 'PC-1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2964/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 4000/100',
        },
      })
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(gpsTags(inputMeta.exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(inputMeta.icc).toBeDefined();
    expect(inputMeta.xmp).toBeDefined();

    const output = await expectStoredSquareWebp(await uploadOk(cookie, input));
    const meta = await sharp(output).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(webpChunks(output).every((chunk) => chunk === 'VP8 ' || chunk === 'VP8L')).toBe(true);
    expect(output.includes('PocketCam')).toBe(false);
  });

  it('turns the photo upright by its EXIF orientation and keeps the first frame of an animation', async () => {
    const cookie = await signIn();
    // Stored sideways: red on the left, blue on the right, with "rotate 90° clockwise to view".
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: 'blue' } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: 'red' } }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const upright = await expectStoredSquareWebp(await uploadOk(cookie, sideways));
    expect(isRed(await pixel(upright, 128, 40))).toBe(true);
    expect(isBlue(await pixel(upright, 128, 216))).toBe(true);

    const frame = (r: number, b: number) => Buffer.alloc(32 * 32 * 3, Buffer.from([r, 0, b]));
    const animated = await sharp(Buffer.concat([frame(255, 0), frame(0, 255)]), {
      raw: { width: 32, height: 64, channels: 3, pageHeight: 32 },
    })
      .gif({ delay: [100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const still = await expectStoredSquareWebp(await uploadOk(cookie, animated, 'dance.gif'));
    expect(isRed(await pixel(still, 128, 128))).toBe(true);
    expect((await sharp(still).metadata()).pages ?? 1).toBe(1);
  });

  it('refuses a picture too large to decode safely (a decompression bomb)', async () => {
    const cookie = await signIn();
    // A tiny PNG whose header claims 20000 x 20000 pixels.
    const png = await picture(8, 8).png().toBuffer();
    const ihdr = png.subarray(12, 29);
    ihdr.writeUInt32BE(20_000, 4);
    ihdr.writeUInt32BE(20_000, 8);
    png.writeUInt32BE(crc32(ihdr), 29);
    const res = await upload(cookie, png, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
  });

  it('replaces the previous photo: a new URL, the old one gone, one stored row', async () => {
    const cookie = await signIn();
    const first = await uploadOk(cookie, await picture(80, 80, 'red').png().toBuffer());
    const second = await uploadOk(cookie, await picture(80, 80, 'blue').png().toBuffer());
    expect(second).not.toBe(first);
    expect((await fetchImage(first)).statusCode).toBe(404);
    expect(isBlue(await pixel(await expectStoredSquareWebp(second), 10, 10))).toBe(true);
    const stored = await storedUser(cookie);
    expect(stored.profileImageUrl).toBe(second);
    expect(stored.rows).toHaveLength(1);
    expect(second).toBe(`/media/profile-images/${stored.rows[0]!.id}.webp`);
  });

  it("another user's upload leaves your photo alone", async () => {
    const mine = await signIn();
    const theirs = await signIn();
    const myUrl = await uploadOk(mine, await picture(60, 60, 'red').png().toBuffer());
    const myBytes = (await fetchImage(myUrl)).rawPayload;
    const theirUrl = await uploadOk(theirs, await picture(60, 60, 'blue').png().toBuffer());
    expect(theirUrl).not.toBe(myUrl);
    expect((await fetchImage(myUrl)).rawPayload.equals(myBytes)).toBe(true);
    expect((await storedUser(mine)).profileImageUrl).toBe(myUrl);
    expect((await storedUser(mine)).rows).toHaveLength(1);
  });

  it('wants one file in the profileImage field of a multipart form', async () => {
    const cookie = await signIn();
    const png = await picture(20, 20).png().toBuffer();
    const cases: [{ payload: Buffer; contentType: string }, string][] = [
      [multipart([]), 'Please choose an image to upload'],
      [multipart([{ name: 'caption', data: 'me at the beach' }]), 'Please choose an image to upload'],
      [multipart([{ name: 'avatar', filename: 'a.png', type: 'image/png', data: png }]), 'profileImage'],
      [
        multipart([
          { name: 'profileImage', filename: 'a.png', type: 'image/png', data: png },
          { name: 'profileImage', filename: 'b.png', type: 'image/png', data: png },
        ]),
        'Please upload one image at a time',
      ],
      [{ payload: Buffer.from('{"profileImage":"x"}'), contentType: 'application/json' }, 'multipart form'],
      [{ payload: Buffer.from('--nothing here'), contentType: 'multipart/form-data' }, 'could not be read'],
    ];
    for (const [body, message] of cases) {
      const res = await post(cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // A text field alongside the file is ignored.
    const withCaption = multipart([
      { name: 'caption', data: 'hello' },
      { name: 'profileImage', filename: 'a.png', type: 'image/png', data: png },
    ]);
    expect((await post(cookie, withCaption)).statusCode).toBe(200);
  });

  it('needs a signed-in caller on this site, and limits uploads per address', async () => {
    const png = await picture(20, 20).png().toBuffer();
    expect((await upload(undefined, png)).statusCode).toBe(401);
    const cookie = await signIn();
    const form = multipart([{ name: 'profileImage', filename: 'a.png', data: png }]);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/upload-profile-image',
      headers: { origin: 'https://evil.example', cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await storedUser(cookie)).toEqual({ profileImageUrl: null, rows: [] });

    const body = multipart([{ name: 'profileImage', filename: 'a.txt', data: 'text' }]);
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(cookie, body, '192.0.2.7')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('DELETE /api/profile-image', () => {
  const remove = (cookie: string | undefined, headers: Record<string, string> = { origin: TEST_SITE }) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/profile-image',
      remoteAddress: nextAddress(),
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });

  it("removes the caller's photo: the stored image is deleted, its URL answers 404, the user has none", async () => {
    const cookie = await signIn();
    const url = await uploadOk(cookie, await picture(60, 60).png().toBuffer());
    const res = await remove(cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedUser(cookie)).toEqual({ profileImageUrl: null, rows: [] });
    expect((await fetchImage(url)).statusCode).toBe(404);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ profileImageUrl: null });
    // Nothing left to remove is not an error, and a new photo can be uploaded afterwards.
    expect((await remove(cookie)).statusCode).toBe(204);
    await uploadOk(cookie, await picture(40, 40).png().toBuffer());
  });

  it("removes only the caller's photo: another user's stays", async () => {
    const mine = await signIn();
    const theirs = await signIn();
    const theirUrl = await uploadOk(theirs, await picture(60, 60, 'blue').png().toBuffer());
    await uploadOk(mine, await picture(60, 60, 'red').png().toBuffer());
    expect((await remove(mine)).statusCode).toBe(204);
    expect((await fetchImage(theirUrl)).statusCode).toBe(200);
    expect((await storedUser(theirs)).profileImageUrl).toBe(theirUrl);
    expect((await storedUser(theirs)).rows).toHaveLength(1);
  });

  it('needs a signed-in caller on this site', async () => {
    const cookie = await signIn();
    const url = await uploadOk(cookie, await picture(60, 60).png().toBuffer());
    const signedOut = await remove(undefined);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const crossSite = await remove(cookie, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await storedUser(cookie)).profileImageUrl).toBe(url);
    expect((await fetchImage(url)).statusCode).toBe(200);
  });
});

describe('GET /media/profile-images/:id.webp', () => {
  it('serves the bytes as an immutable, public, sniff-proof WebP, even to a signed-in caller', async () => {
    const cookie = await signIn();
    const url = await uploadOk(cookie, await picture(300, 300).jpeg().toBuffer());
    for (const headers of [{} as Record<string, string>, { cookie, 'accept-encoding': 'gzip, br' }]) {
      const res = await fetchImage(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for unknown and malformed names', async () => {
    const unknown = `/media/profile-images/${randomBytes(16).toString('base64url')}.webp`;
    for (const url of [
      unknown,
      '/media/profile-images/short.webp',
      `/media/profile-images/${randomBytes(16).toString('base64url')}.png`,
      `/media/profile-images/${randomBytes(16).toString('base64url')}`,
      '/media/profile-images/..%2F..%2Fetc%2Fpasswd',
      '/media/profile-images/',
    ]) {
      const res = await fetchImage(url);
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['cache-control']), url).not.toContain('immutable');
    }
  });
});
