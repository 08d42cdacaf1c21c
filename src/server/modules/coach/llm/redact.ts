/**
 * Removes contact details from user text before it leaves for an external
 * model provider. A coach never needs them, and a bio or a chat often holds
 * them. The patterns lean towards redacting: a stray "[link]" costs little,
 * a leaked phone number cannot be taken back.
 *
 * Order matters: e-mails before links and handles (an e-mail holds a domain
 * and an "@"), links before handles and phones (a URL may hold "@" and
 * digits), phones before platform handles ("whatsapp: +1 555 ...").
 */

// Common top-level domains for bare domains ("example.com/me"): a closed, lower-case list, so "Node.js",
// "e.g." and a missing space ("dogs.It was") stay.
const TLDS = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'io',
  'co',
  'me',
  'app',
  'dev',
  'info',
  'biz',
  'xyz',
  'ly',
  'gg',
  'tv',
  'fm',
  'to',
  'ee',
  'cc',
  'ai',
  'link',
  'page',
  'site',
  'online',
  'club',
  'blog',
  'live',
  'social',
  'store',
  'shop',
  'uk',
  'us',
  'ca',
  'au',
  'nz',
  'ie',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'be',
  'ch',
  'at',
  'se',
  'no',
  'dk',
  'fi',
  'pl',
  'pt',
  'eu',
  'ru',
  'ua',
  'in',
  'br',
  'mx',
  'ar',
  'jp',
  'kr',
  'cn',
  'sg',
  'za',
].join('|');

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** "jane (at) gmail (dot) com", "jane at gmail dot com": spelled-out e-mails meant to slip past filters. */
const SPELLED_EMAIL = new RegExp(
  String.raw`[\w.+-]+\s*(?:[([{]\s*at\s*[)\]}]\s*[\w-]+\s*(?:[([{]\s*dot\s*[)\]}]|\bdot\b|\.)|\bat\s+[\w-]+\s+dot)\s*(?:${TLDS})\b`,
  'giu',
);

const URL_WITH_SCHEME = /\b(?:https?|ftp):\/\/[^\s<>"]+/giu;
const WWW_URL = /\bwww\.[^\s<>"]+/giu;
const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}@._-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:${TLDS})(?![\p{L}\p{N}_-])(?::\d+)?(?:[/?#][^\s<>"]*)?`,
  'gu',
);

/** A run of digits with the separators phone numbers use; the replacer decides by counting digits. */
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}])(?:\+|\(\+?)?\d(?:\)?[ .\-/\u00a0]{0,3}\(?\d)*/gu;
const MIN_PHONE_DIGITS = 7;

const AT_HANDLE = /(?<![\p{L}\p{N}_])@[\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?/gu;

const PLATFORMS = [
  'insta',
  'instagram',
  'ig',
  'snap',
  'snapchat',
  'telegram',
  'tg',
  'tiktok',
  'twitter',
  'facebook',
  'fb',
  'whatsapp',
  'kik',
  'discord',
  'linkedin',
  'threads',
  'bluesky',
  'bsky',
  'signal',
  'wechat',
  'viber',
  'skype',
  'reddit',
  'twitch',
].join('|');
const HANDLE_NAME = String.raw`[\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?`;

/** "insta: jane", "snap - jane", "telegram = jane": an explicit separator, so any name is a handle. */
const LABELLED_HANDLE = new RegExp(String.raw`(\b(?:${PLATFORMS})\b\s*(?:[:=\-–—>→]|->)\s*@?)${HANDLE_NAME}`, 'giu');

/**
 * "my snap is jane_doe22", "insta jane.doe": without a separator only a
 * handle-like name counts (a letter and a dot, underscore or digit), so
 * "snap peas" and "insta is fun" stay.
 */
const LOOSE_HANDLE = new RegExp(
  String.raw`(\b(?:${PLATFORMS})\b(?:\s+(?:is|handle|id|username|name))?\s+@?)(?=[\p{L}\p{N}_.]*\p{L})(?=[\p{L}\p{N}_.]*(?:_|\.[\p{L}\p{N}_]|\p{N}))${HANDLE_NAME}`,
  'giu',
);

/** Punctuation that ends a sentence rather than a URL ("see example.com."). */
const TRAILING_PUNCTUATION = /[.,!?;:'")\]}]+$/u;

function replaceUrl(match: string): string {
  const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? '';
  return `[link]${trailing}`;
}

/** Dates ("12.05.2019", "2019-05-12") and year ranges ("2015 - 2019") have enough digits to look like phones. */
function isDateLike(candidate: string): boolean {
  if (/^(?:19|20)\d{2}(?:\s*[-/–]\s*|\s+)(?:19|20)\d{2}$/u.test(candidate)) return true;
  const parts = candidate.split(/[./-]/u);
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/u.test(p))) return false;
  const [a = '', b = '', c = ''] = parts;
  const yearFirst = a.length === 4 && b.length <= 2 && c.length <= 2;
  const yearLast = a.length <= 2 && b.length <= 2 && (c.length === 2 || c.length === 4);
  return yearFirst || yearLast;
}

function replacePhone(match: string): string {
  const digits = match.replace(/\D/gu, '').length;
  if (digits < MIN_PHONE_DIGITS || isDateLike(match)) return match;
  // An opening parenthesis that is not part of the number ("(555 1234567)") stays with the text.
  const keepParen = match.startsWith('(') && !match.includes(')');
  return keepParen ? '([phone]' : '[phone]';
}

export function redactPersonalData(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(SPELLED_EMAIL, '[email]')
    .replace(URL_WITH_SCHEME, replaceUrl)
    .replace(WWW_URL, replaceUrl)
    .replace(BARE_DOMAIN, replaceUrl)
    .replace(PHONE_CANDIDATE, replacePhone)
    .replace(AT_HANDLE, '[handle]')
    .replace(LABELLED_HANDLE, '$1[handle]')
    .replace(LOOSE_HANDLE, '$1[handle]');
}
