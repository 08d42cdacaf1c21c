import type { ChatApp, ChatItem, ChatScreenFixture, Theme } from './conversations';

/**
 * HTML mock-ups of chat screens in the look of each app (own approximations: colours, shapes and the chrome a
 * screenshot shows, no assets of the apps). Emoji are drawn as small coloured pictures, since these machines have
 * no colour emoji font, so the reader meets colour glyphs in the text as on a phone.
 */

interface Palette {
  background: string;
  text: string;
  them: string;
  themText: string;
  me: string;
  meText: string;
  meta: string;
  bar: string;
  barText: string;
}

const palettes: Record<ChatApp, Record<Theme, Palette>> = {
  imessage: {
    light: p('#ffffff', '#000', '#e9e9eb', '#000', '#0b84fe', '#fff', '#8e8e93', '#f6f6f6', '#000'),
    dark: p('#000000', '#fff', '#262629', '#fff', '#0b84fe', '#fff', '#8e8e93', '#1c1c1e', '#fff'),
  },
  whatsapp: {
    light: p('#efeae2', '#111b21', '#ffffff', '#111b21', '#d9fdd3', '#111b21', '#667781', '#008069', '#fff'),
    dark: p('#0b141a', '#e9edef', '#202c33', '#e9edef', '#005c4b', '#e9edef', '#8696a0', '#202c33', '#e9edef'),
  },
  tinder: {
    light: p('#ffffff', '#21262e', '#f0f2f4', '#21262e', '#1786ff', '#fff', '#7c8591', '#ffffff', '#21262e'),
    dark: p('#111418', '#fff', '#2a2f36', '#fff', '#1786ff', '#fff', '#8a94a0', '#111418', '#fff'),
  },
  hinge: {
    light: p('#ffffff', '#000', '#f1f1f1', '#000', '#5b2c83', '#fff', '#767676', '#ffffff', '#000'),
    dark: p('#121212', '#fff', '#2c2c2c', '#fff', '#7d4fb0', '#fff', '#9a9a9a', '#121212', '#fff'),
  },
  bumble: {
    light: p('#ffffff', '#000', '#f1f1f1', '#000', '#ffc629', '#000', '#7a7a7a', '#ffffff', '#000'),
    dark: p('#141414', '#fff', '#2b2b2b', '#fff', '#ffc629', '#000', '#9a9a9a', '#141414', '#fff'),
  },
};

function p(...c: string[]): Palette {
  const [background, text, them, themText, me, meText, meta, bar, barText] = c as [string, ...string[]];
  return { background, text, them, themText, me, meText, meta, bar, barText } as Palette;
}

/** Per app: the font, its size, the bubbles' radius and width, the placeholder of the input box. */
const looks: Record<ChatApp, { font: string; size: number; radius: number; maxWidth: number; input: string }> = {
  imessage: { font: "'Liberation Sans'", size: 17, radius: 18, maxWidth: 75, input: 'iMessage' },
  whatsapp: { font: "'DejaVu Sans'", size: 14.5, radius: 8, maxWidth: 80, input: 'Message' },
  tinder: { font: "'Liberation Sans'", size: 16, radius: 20, maxWidth: 72, input: 'Type a message' },
  hinge: { font: "'DejaVu Sans'", size: 15.5, radius: 16, maxWidth: 74, input: 'Send a message' },
  bumble: { font: "'Liberation Sans'", size: 16, radius: 20, maxWidth: 76, input: 'Start chatting...' },
};

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Colour emoji as pictures: a face, a heart or a round symbol, coloured by the code point. */
function emojiPicture(emoji: string): string {
  const code = emoji.codePointAt(0)!;
  const hue = [48, 0, 28, 200, 120, 320][code % 6]!;
  const fill = `hsl(${hue} 90% 55%)`;
  const shape =
    code % 3 === 0
      ? `<path d="M10 17s-7-4.3-7-9.2A3.8 3.8 0 0 1 10 5.6a3.8 3.8 0 0 1 7 2.2C17 12.7 10 17 10 17z" fill="${fill}"/>`
      : `<circle cx="10" cy="10" r="8.5" fill="${fill}"/><circle cx="7" cy="8" r="1.3" fill="#4a2c10"/>` +
        `<circle cx="13" cy="8" r="1.3" fill="#4a2c10"/><path d="M6 12q4 4 8 0" stroke="#4a2c10" stroke-width="1.4" fill="none"/>`;
  return `<svg class="emoji" viewBox="0 0 20 20" aria-hidden="true">${shape}</svg>`;
}

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;

function richText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(EMOJI)) {
    html += escape(text.slice(last, match.index)) + emojiPicture(match[0]);
    last = match.index + match[0].length;
  }
  return html + escape(text.slice(last));
}

const statusBar = (app: ChatApp) =>
  app === 'whatsapp' || app === 'bumble'
    ? `<div class="status android"><span>9:41</span><span class="icons">▲ ◆ 87%</span></div>`
    : `<div class="status"><span>9:41</span><span class="icons">▮▮▮ ◠ <b class="battery"></b></span></div>`;

function header(fixture: ChatScreenFixture): string {
  const initial = fixture.match[0];
  const avatar = `<span class="avatar">${initial}</span>`;
  switch (fixture.app) {
    case 'imessage':
      return `<header class="centred">‹ ${avatar}<span class="name">${fixture.match} ›</span></header>`;
    case 'whatsapp':
      return `<header class="row">← ${avatar}<span><b>${fixture.match}</b><small>online</small></span><span class="end">⋮</span></header>`;
    default:
      return `<header class="row">‹ ${avatar}<b>${fixture.match}</b><span class="end">⋯</span></header>`;
  }
}

function row(item: ChatItem, fixture: ChatScreenFixture, index: number, items: ChatItem[]): string {
  if (item.kind === 'day') return `<div class="day"><span>${escape(item.text)}</span></div>`;
  if (item.kind === 'status') return `<div class="status-line">${escape(item.text)}</div>`;
  const next = items[index + 1];
  const lastOfRun = !(next?.kind === 'message' && next.from === item.from);
  const time =
    fixture.app === 'whatsapp' ? `<span class="time">8:${10 + index} PM${item.from === 'me' ? ' ✓✓' : ''}</span>` : '';
  const avatar =
    item.from === 'them' && (fixture.app === 'tinder' || fixture.app === 'hinge')
      ? `<span class="mini ${lastOfRun ? '' : 'hidden'}">${fixture.match[0]}</span>`
      : '';
  const reaction = item.reaction ? `<span class="reaction">${emojiPicture(item.reaction)}</span>` : '';
  return `<div class="row-msg ${item.from} ${lastOfRun ? 'last' : ''}">${avatar}<div class="bubble">${richText(item.text)}${time}${reaction}</div></div>`;
}

const inputBox = (fixture: ChatScreenFixture) =>
  fixture.app === 'tinder'
    ? `<footer><span class="field">${looks.tinder.input}</span><b class="send">Send</b></footer>`
    : `<footer><span class="plus">+</span><span class="field">${looks[fixture.app].input}</span></footer>`;

/** The screen as one HTML page, the size of the device's viewport; `#messages` must not overflow it. */
export function chatScreenHtml(fixture: ChatScreenFixture, items: ChatItem[], scrolled = 0): string {
  const c = palettes[fixture.app][fixture.theme];
  const look = looks[fixture.app];
  const wallpaper =
    fixture.app === 'whatsapp'
      ? `background-image:radial-gradient(circle at 20px 20px, ${fixture.theme === 'light' ? '#e2dbd0' : '#131d23'} 3px, transparent 4px),radial-gradient(circle at 60px 50px, ${fixture.theme === 'light' ? '#e6dfd4' : '#111b20'} 5px, transparent 6px);background-size:80px 80px;`
      : '';
  const headerColour = fixture.app === 'whatsapp' ? c.bar : c.background;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
*{margin:0;padding:0;box-sizing:border-box}
html,body{width:${fixture.device.width}px;height:${fixture.device.height}px;overflow:hidden}
body{font-family:${look.font},sans-serif;background:${c.background};${wallpaper}color:${c.text};display:flex;flex-direction:column}
.status{display:flex;justify-content:space-between;padding:14px 28px 6px;font-weight:700;font-size:16px;background:${headerColour};color:${fixture.app === 'whatsapp' ? c.barText : c.text}}
.status.android{padding:6px 16px;font-size:13px;font-weight:400}
.battery{display:inline-block;width:24px;height:11px;border:1.5px solid currentColor;border-radius:3px;vertical-align:middle}
header{background:${headerColour};color:${fixture.app === 'whatsapp' ? c.barText : c.text};border-bottom:1px solid ${fixture.theme === 'light' ? '#ddd' : '#333'}}
header.centred{display:flex;flex-direction:column;align-items:center;padding:2px 0 8px;font-size:12px;position:relative}
header.row{display:flex;align-items:center;gap:10px;padding:8px 14px;font-size:18px}
header small{display:block;font-size:12px;opacity:.8}
header .end{margin-left:auto}
.avatar{width:40px;height:40px;border-radius:50%;background:linear-gradient(135deg,#f7a072,#c45b8c);color:#fff;display:inline-flex;align-items:center;justify-content:center;font-size:18px}
.name{margin-top:4px}
#messages{flex:1;display:flex;flex-direction:column;padding:8px 12px;gap:3px;overflow:hidden}
#messages>:first-child{margin-top:${-scrolled}px}
header,.status{position:relative;z-index:1}
.day{text-align:center;font-size:12px;color:${c.meta};margin:10px 0 6px}
.day span{${fixture.app === 'whatsapp' ? `background:${fixture.theme === 'light' ? '#fff' : '#182229'};padding:4px 10px;border-radius:7px;` : ''}}
.status-line{text-align:right;font-size:11.5px;color:${c.meta};margin:1px 6px 4px}
.row-msg{display:flex;align-items:flex-end;gap:6px}
.row-msg.me{justify-content:flex-end}
.row-msg.last{margin-bottom:7px}
.bubble{max-width:${look.maxWidth}%;padding:${fixture.app === 'whatsapp' ? '6px 9px 7px' : '8px 13px'};border-radius:${look.radius}px;font-size:${look.size}px;line-height:1.3;position:relative;overflow-wrap:break-word}
.them .bubble{background:${c.them};color:${c.themText}}
.me .bubble{background:${c.me};color:${c.meText}}
.time{font-size:11px;color:${c.meta};margin-left:8px;float:right;margin-top:6px;white-space:nowrap}
.me .time{color:${fixture.theme === 'light' ? '#667781' : '#8fb8ae'}}
.mini{width:28px;height:28px;flex:none;border-radius:50%;background:linear-gradient(135deg,#9ad0c2,#4a7fa8);color:#fff;font-size:13px;display:flex;align-items:center;justify-content:center}
.mini.hidden{visibility:hidden}
.reaction{position:absolute;${'right:-6px'};bottom:-14px;background:${fixture.theme === 'light' ? '#fff' : '#333'};border-radius:12px;padding:2px 5px;box-shadow:0 1px 2px rgba(0,0,0,.3)}
.row-msg.me .reaction{right:auto;left:-6px}
.row-msg:has(.reaction){margin-bottom:16px}
.emoji{width:1.15em;height:1.15em;vertical-align:-0.2em}
footer{display:flex;align-items:center;gap:10px;padding:8px 12px 26px;background:${fixture.app === 'whatsapp' ? 'transparent' : c.background}}
.plus{width:32px;height:32px;border-radius:50%;background:${fixture.theme === 'light' ? '#e9e9eb' : '#2c2c2e'};color:${c.meta};display:flex;align-items:center;justify-content:center;font-size:22px}
.field{flex:1;border:1px solid ${fixture.theme === 'light' ? '#d1d1d6' : '#3a3a3c'};border-radius:18px;padding:8px 14px;color:${c.meta};font-size:16px;background:${fixture.app === 'whatsapp' ? c.them : 'transparent'}}
.send{color:${c.me};font-size:16px}
</style></head><body>
${statusBar(fixture.app)}
${header(fixture)}
<main id="messages">${items.map((item, i) => row(item, fixture, i, items)).join('\n')}</main>
${inputBox(fixture)}
</body></html>`;
}
