import { describe, expect, it } from 'vitest';
import { rebuildConversation, type OcrLine, type Rgb, type ScreenText } from './rebuild-conversation';

/**
 * Synthetic OCR output on a 780-pixel-wide screen: white page, grey bubbles on the left, blue ones on the right,
 * lines 30 pixels tall, words spread along their line.
 */
const WIDTH = 780;
const PAGE: Rgb = [255, 255, 255];
const GREY: Rgb = [233, 233, 235];
const BLUE: Rgb = [11, 132, 254];

interface LineSpec {
  text: string;
  y: number;
  /** The bubble's edges, or the page's. */
  left: number;
  right: number;
  fill: Rgb;
  confidence?: number;
  /** Word heights: a time printed small in a bubble's corner is shorter. */
  heights?: number[];
  fillShare?: number;
}

function line({ text, y, left, right, fill, confidence = 95, heights, fillShare = 0.9 }: LineSpec): OcrLine {
  let x = left + 20;
  const words = text.split(' ').map((word, i) => {
    const height = heights?.[i] ?? 30;
    const box = { x0: x, y0: y + 30 - height, x1: x + word.length * 14, y1: y + 30 };
    x = box.x1 + 10;
    return { text: word, confidence, box };
  });
  return {
    words,
    box: { x0: words[0]!.box.x0, y0: y, x1: words.at(-1)!.box.x1, y1: y + 30 },
    fill,
    fillShare,
    surface: { left, right },
  };
}

const theirs = (text: string, y: number, extra: Partial<LineSpec> = {}) =>
  line({ text, y, left: 24, right: 520, fill: GREY, ...extra });
const mine = (text: string, y: number, extra: Partial<LineSpec> = {}) =>
  line({ text, y, left: 230, right: 756, fill: BLUE, ...extra });
const onPage = (text: string, y: number) => line({ text, y, left: 0, right: WIDTH, fill: PAGE });

const screen = (...lines: OcrLine[]): ScreenText => ({ width: WIDTH, height: 1600, background: PAGE, lines });

describe('rebuilding a conversation from one screenshot', () => {
  it('groups the lines of a bubble, tells the sides apart and keeps the order', () => {
    const read = rebuildConversation(
      screen(
        theirs('so are you more of a', 300),
        theirs('beach or mountains person', 340),
        mine('Mountains, always', 420),
        theirs('good answer', 500),
        theirs('same here', 560),
      ),
    );
    expect(read.map(({ from, text }) => ({ from, text }))).toEqual([
      { from: 'them', text: 'so are you more of a beach or mountains person' },
      { from: 'me', text: 'Mountains, always' },
      { from: 'them', text: 'good answer' },
      { from: 'them', text: 'same here' },
    ]);
  });

  it('drops the chrome: the clock, the header, day separators, receipts, the input box and a bar from edge to edge', () => {
    const read = rebuildConversation(
      screen(
        onPage('9:41', 20),
        onPage('Sam >', 200),
        onPage('Today 8:12 PM', 260),
        theirs('hey!', 300),
        mine('Hi Sam', 360),
        onPage('Delivered', 410),
        // WhatsApp's day chip and input field are boxes of their own colour.
        line({ text: 'TODAY', y: 460, left: 340, right: 440, fill: [250, 250, 250] }),
        line({ text: 'online', y: 100, left: 150, right: WIDTH, fill: [0, 128, 105] }),
        line({ text: 'Type a message', y: 1500, left: 30, right: 600, fill: [250, 250, 250] }),
        line({ text: 'iMessage', y: 1540, left: 60, right: 700, fill: [248, 248, 248] }),
      ),
    );
    expect(read.map(({ from, text }) => ({ from, text }))).toEqual([
      { from: 'them', text: 'hey!' },
      { from: 'me', text: 'Hi Sam' },
    ]);
  });

  it('reads a lone "|" as "I" and drops noise: emoji read as punctuation, unsure scraps, an avatar beside a bubble', () => {
    const withAvatar = theirs('M wanna get tacos?', 300);
    withAvatar.words[0]!.box = { x0: 4, y0: 300, x1: 18, y1: 330 };
    const read = rebuildConversation(
      screen(
        withAvatar,
        mine("| think so @@ |'m in", 400),
        theirs('Deal x', 480, { confidence: 95 }),
        line({ text: 'S', y: 140, left: 370, right: 410, fill: [200, 120, 140], fillShare: 0.3 }),
      ),
    );
    expect(read.map(({ text }) => text)).toEqual(['wanna get tacos?', "I think so I'm in", 'Deal x']);
    const unsure = theirs('Deal g.15py', 300);
    unsure.words[1]!.confidence = 0;
    expect(rebuildConversation(screen(unsure)).map(({ text }) => text)).toEqual(['Deal']);
  });

  it('drops an emoji OCR read as letters by its colours, and keeps a word with an emoji stuck to it', () => {
    const deal = theirs('Deal 3@ sometime&', 300);
    deal.words[1]!.colourful = 0.64;
    deal.words[2]!.colourful = 0.2;
    expect(rebuildConversation(screen(deal)).map(({ text }) => text)).toEqual(['Deal sometime&']);
  });

  it("drops a centred box unlike both sides' bubbles (an avatar's initial in the header)", () => {
    const read = rebuildConversation(
      screen(
        line({ text: 'S', y: 140, left: 350, right: 430, fill: [224, 129, 125] }),
        theirs('hi', 300),
        mine('hello', 360),
      ),
    );
    expect(read.map(({ text }) => text)).toEqual(['hi', 'hello']);
  });

  it('drops the time and ticks an app prints small inside the bubble, not a time in the message', () => {
    const read = rebuildConversation(
      screen(
        theirs('see you at 8:30 8:12 PM', 300, { heights: [30, 30, 30, 30, 18, 18] }),
        mine('Perfect g.13pm vv', 380, { heights: [30, 18, 16] }),
        theirs('You are the best 5.14 py', 460, { heights: [30, 30, 30, 30, 18, 16] }),
        theirs('I am so in', 540, { heights: [30, 20, 20, 20] }),
      ),
    );
    expect(read.map(({ text }) => text)).toEqual(['see you at 8:30', 'Perfect', 'You are the best', 'I am so in']);
  });

  it('gives a bubble as far from both edges the side of the bubbles of its colour', () => {
    const read = rebuildConversation(
      screen(
        theirs('hi', 300),
        mine('hello', 360),
        // Wide bubbles that leave the same margin on both sides.
        line({ text: 'a long one of mine', y: 420, left: 40, right: 740, fill: BLUE }),
        line({ text: 'and a long one of theirs', y: 500, left: 40, right: 740, fill: GREY }),
      ),
    );
    expect(read.map(({ from }) => from)).toEqual(['them', 'me', 'me', 'them']);
  });

  it('keeps two bubbles apart when the gap between them is wider than a line, or their edges differ', () => {
    const read = rebuildConversation(screen(theirs('first', 300), theirs('second', 380), mine('third', 420)));
    expect(read.map(({ text }) => text)).toEqual(['first', 'second', 'third']);
  });

  it('reads a screen without bubbles as no conversation', () => {
    expect(rebuildConversation(screen(onPage('9:41', 20), onPage('No messages yet', 600)))).toEqual([]);
  });
});
