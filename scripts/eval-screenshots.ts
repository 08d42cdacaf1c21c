/**
 * Figures for reading chat screenshots (not a test): every chat screen of src/test/server/chat-screens rendered with
 * Chromium, read through the screenshot reader, and compared with its ground truth: word error rate and the share
 * of lines with the right speaker, per fixture and overall; the time from bytes to lines for one phone screenshot
 * (p50, p95); the process's memory before and after the worker pool starts and after the readings; readings per
 * second with 4 at once; the CPU the request thread spends on one; whether one worker's memory levels off over 60 readings. The accuracy is measured on the PNGs and again on the same screens saved as JPEG and WebP
 * (quality 80), as screenshots are when they have been shared through a messaging app. Targets (issue 17): WER at most 5 %, speakers right for at least 95 % of lines.
 * Run: npm run eval:screenshots  (WORKERS=n sets the pool's size, 2 by default)
 */
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import sharp from 'sharp';
import { decodeScreenshot, textOnWhite } from '../src/server/modules/screenshots/decode-screenshot';
import { startOcrEngine } from '../src/server/modules/screenshots/ocr-engine';
import { rebuildConversation } from '../src/server/modules/screenshots/rebuild-conversation';
import { createScreenshotReader } from '../src/server/modules/screenshots/screenshot-reader';
import { screenTextOf } from '../src/server/modules/screenshots/screen-text';
import { groundTruth } from '../src/test/server/chat-screens/conversations';
import { renderChatScreens } from '../src/test/server/chat-screens/render';
import { speakersRight, wordErrors } from '../src/test/server/chat-screens/scoring';

const WORKERS = Number(process.env.WORKERS ?? 2);
const TIMED_RUNS = 20;
const CONCURRENT = 4;
const CONCURRENT_ROUNDS = 5;

// A full collection before each memory level, so that garbage not yet collected does not read as growth.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1]!;

const rendered = await renderChatScreens();
const loadBefore = os.loadavg()[0]!;
const rssBefore = process.memoryUsage().rss;
const reader = createScreenshotReader({ workers: WORKERS, queueMax: 64, timeoutMs: 120_000 });

let rssStarted = 0;
let firstReading = 0;
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
    const bytes = await Promise.all(images.map(encode));
    const start = performance.now();
    const read = await reader.read(bytes);
    // The first reading starts a worker and loads the model.
    firstReading ||= performance.now() - start;
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

console.log(`\nfirst reading, starting a worker: ${firstReading.toFixed(0)} ms`);
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
  `machine: ${os.cpus().length} cores, 1-minute load ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after`,
);
await reader.close();
// Terminated worker threads give their WebAssembly memory back: what is left is the process's own.
await new Promise((resolve) => setTimeout(resolve, 2_000));
console.log(`memory (RSS) after the pool stopped: ${mb(process.memoryUsage().rss)}`);

// The pixel work of a reading (in its reader thread): CPU time of making text dark, and of sampling colours and rebuilding.
const cpuMs = (work: () => unknown, times = 10) => {
  const start = process.cpuUsage();
  for (let i = 0; i < times; i++) work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / times;
};
const pixels = await decodeScreenshot(phone[0]!);
const ocr = await startOcrEngine();
const { data: page } = await ocr.recognize(textOnWhite(pixels), {}, { blocks: true, text: false });
await ocr.terminate();
console.log(
  `reader thread (none of it on the request thread since issue 28), CPU a screenshot: text made dark ${cpuMs(() => textOnWhite(pixels)).toFixed(1)} ms, colours and rebuild ${cpuMs(() => rebuildConversation(screenTextOf(pixels, page))).toFixed(1)} ms`,
);

// Steady state: one worker reading the same screenshot 60 times; its memory should level off, not grow per reading.
const steady = createScreenshotReader({ workers: 1, queueMax: 1, timeoutMs: 60_000 });
const levels: string[] = [];
for (let i = 1; i <= 60; i++) {
  await steady.read(phone);
  if (i === 1 || i % 20 === 0) {
    collectGarbage();
    levels.push(`${i}: ${mb(process.memoryUsage().rss)}`);
  }
}
await steady.close();
console.log(`one worker, 60 readings, RSS after reading ${levels.join(', ')}`);
