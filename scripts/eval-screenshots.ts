/**
 * Figures for reading chat screenshots (not a test): every chat screen of src/test/server/chat-screens rendered with
 * Chromium, read through the screenshot reader, and compared with its ground truth: word error rate and the share
 * of lines with the right speaker, per fixture and overall; the time from bytes to lines for one phone screenshot
 * (p50, p95); the process's memory before and after the worker pool starts and after the readings; readings per
 * second with 4 at once. The accuracy is measured on the PNGs and again on the same screens saved as JPEG and WebP
 * (quality 80), as screenshots are when they have been shared through a messaging app. Targets (issue 17): WER at most 5 %, speakers right for at least 95 % of lines.
 * Run: npm run eval:screenshots  (WORKERS=n sets the pool's size, 2 by default)
 */
import os from 'node:os';
import sharp from 'sharp';
import { createScreenshotReader } from '../src/server/modules/screenshots/screenshot-reader';
import { groundTruth } from '../src/test/server/chat-screens/conversations';
import { renderChatScreens } from '../src/test/server/chat-screens/render';
import { speakersRight, wordErrors } from '../src/test/server/chat-screens/scoring';

const WORKERS = Number(process.env.WORKERS ?? 2);
const TIMED_RUNS = 20;
const CONCURRENT = 4;
const CONCURRENT_ROUNDS = 5;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1]!;

const rendered = await renderChatScreens();
const rssBefore = process.memoryUsage().rss;
const reader = createScreenshotReader({ workers: WORKERS, queueMax: 64, timeoutMs: 120_000 });

let rssStarted = 0;
const formats: [string, (png: Buffer) => Promise<Buffer>][] = [
  ['PNG', async (png) => png],
  ['JPEG q80', (png) => sharp(png).jpeg({ quality: 80 }).toBuffer()],
  ['WebP q80', (png) => sharp(png).webp({ quality: 80 }).toBuffer()],
];
for (const [format, encode] of formats) {
  let errors = 0;
  let words = 0;
  let lines = 0;
  let right = 0;
  console.log(`\n${format}\nfixture                          WER  speakers  lines read`);
  for (const { fixture, images } of rendered) {
    const read = await reader.read(await Promise.all(images.map(encode)));
    rssStarted ||= process.memoryUsage().rss;
    const truth = groundTruth(fixture);
    const wer = wordErrors(truth, read);
    const speakers = speakersRight(truth, read);
    errors += wer.errors;
    words += wer.words;
    lines += truth.length;
    right += speakers;
    console.log(
      `${fixture.name.padEnd(30)} ${percent(wer.errors / wer.words).padStart(7)} ${`${speakers}/${truth.length}`.padStart(9)} ${String(read.length).padStart(11)}`,
    );
    if (process.env.VERBOSE) for (const line of read) console.log(`    ${line.from}: ${line.text}`);
  }
  console.log(
    `${format} overall: WER ${percent(errors / words)} (${errors} of ${words} words), speakers right ${percent(right / lines)} (${right} of ${lines} lines)`,
  );
}

const phone = rendered.find((r) => r.fixture.name === 'imessage-light')!.images;
const times: number[] = [];
for (let i = 0; i < TIMED_RUNS; i++) {
  const start = performance.now();
  await reader.read(phone);
  times.push(performance.now() - start);
}
console.log(
  `one iPhone screenshot (1170x2532), ${TIMED_RUNS} runs: p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms`,
);

const start = performance.now();
for (let round = 0; round < CONCURRENT_ROUNDS; round++) {
  await Promise.all(Array.from({ length: CONCURRENT }, () => reader.read(phone)));
}
const seconds = (performance.now() - start) / 1000;
console.log(
  `${CONCURRENT} at once, ${WORKERS} workers: ${((CONCURRENT * CONCURRENT_ROUNDS) / seconds).toFixed(2)} readings/s`,
);
console.log(
  `memory (RSS): ${mb(rssBefore)} before the pool, ${mb(rssStarted)} after its first reading, ${mb(process.memoryUsage().rss)} after all`,
);
console.log(
  `machine: ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await reader.close();
