import { findInterests, type InterestMention } from './lexicon';

/**
 * Concrete details of a match (or of a message they sent), the raw material
 * for messages that could only have been written to them.
 */
export interface MatchDetails {
  name: string | null;
  pet: { kind: string; name: string | null } | null;
  places: string[];
  interests: InterestMention[];
  /** A quoted line from their profile or prompt answers. */
  quote: string | null;
  /** Sentences of theirs that ask something (reply mode). */
  questions: string[];
}

const PET =
  /\b(golden retriever|retriever|labrador|corgi|beagle|husky|pug|poodle|doodle|terrier|dachshund|sausage dog|greyhound|french bulldog|bulldog|puppy|dog|kitten|cat|rabbit|bunny|parrot|tortoise|horse)\b(?:,?\s+(?:called|named)\s+(\p{Lu}[\p{L}'-]+))?/iu;
const PLACE =
  /\b(?:from|in|to|at|visited|visiting|back from|moved to|lived in|trip to|grew up in)\s+((?:\p{Lu}[\p{L}'-]+)(?:\s+\p{Lu}[\p{L}'-]+)?)/gu;
const NAME_PATTERNS = [
  /\b(?:her|his|their) name is (\p{Lu}[\p{L}'-]+)/u,
  /\bname:\s*(\p{Lu}[\p{L}'-]+)/u,
  /^(\p{Lu}[\p{L}'-]+)(?:,|\s+\(?\d{2}\)?|\s+(?:is|loves|likes|has|works|just|seems))/u,
];
const NOT_NAMES = new Set([
  'She',
  'He',
  'They',
  'Her',
  'His',
  'Their',
  'The',
  'This',
  'Loves',
  'Likes',
  'Just',
  'Works',
  'Has',
  'Into',
  'Super',
  'Really',
  'Very',
  'Our',
  'Match',
  'Profile',
  'Bio',
  'Hey',
  'Hi',
  'Hello',
  'Haha',
  'Lol',
  'Omg',
  'Yes',
  'No',
  'I',
  "I'm",
  'My',
  'We',
  'Not',
  'Also',
]);
const NOT_PLACES = new Set([
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Netflix',
  'Instagram',
]);

export function extractDetails(text: string): MatchDetails {
  const name = NAME_PATTERNS.map((p) => p.exec(text)?.[1]).find((n) => n && !NOT_NAMES.has(n)) ?? null;
  const petMatch = PET.exec(text);
  const pet = petMatch ? { kind: petMatch[1]!.toLowerCase(), name: petMatch[2] ?? null } : null;
  const places = [...new Set([...text.matchAll(PLACE)].map((m) => m[1]!))].filter(
    (p) => !NOT_PLACES.has(p.split(' ')[0]!) && p !== name && p !== pet?.name,
  );
  const interests = findInterests(text).filter((i) => i.tag !== 'animals');
  const quote = /["“]([^"”]{8,140})["”]/u.exec(text)?.[1]?.trim() ?? null;
  const questions = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.endsWith('?'));
  return { name, pet, places, interests, quote, questions };
}
