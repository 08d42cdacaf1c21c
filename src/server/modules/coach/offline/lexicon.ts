import type { InterestTag } from './catalogue-types';
import { analyse } from './language/analyse';

/**
 * Words that name an interest, mapped to the catalogue's tags. Shared by the
 * profile rubric (personality & interests), the message helper (hobbies of a
 * match) and the date-idea ranking (what the user typed).
 */
const words: Record<InterestTag, string[]> = {
  music: [
    'music',
    'concert',
    'concerts',
    'gig',
    'gigs',
    'guitar',
    'piano',
    'vinyl',
    'band',
    'singing',
    'karaoke',
    'jazz',
    'playlist',
    'festival',
    'festivals',
    'drums',
    'violin',
  ],
  travel: [
    'travel',
    'travelling',
    'traveling',
    'trip',
    'trips',
    'backpacking',
    'road trip',
    'passport',
    'abroad',
    'countries',
  ],
  fitness: [
    'gym',
    'fitness',
    'running',

    'marathon',
    'yoga',
    'pilates',
    'crossfit',
    'lifting',
    'workout',
    'cycling',
    'bouldering',
    'climbing',
    'swimming',
    'triathlon',
    'half marathon',
    '5k',
    '10k',
  ],
  food: [
    'food',
    'foodie',
    'tacos',
    'sushi',
    'ramen',
    'pizza',
    'brunch',
    'dumplings',
    'curry',
    'restaurant',
    'restaurants',
    'street food',
    'noodles',
    'bbq',
    'barbecue',
    'pho',
    'dim sum',
  ],
  art: [
    'art',
    'painting',
    'drawing',
    'sketching',
    'gallery',
    'galleries',
    'museum',
    'museums',
    'pottery',
    'ceramics',
    'design',
    'illustration',
  ],
  movies: [
    'movie',
    'movies',
    'film',
    'films',
    'cinema',
    'netflix',
    'horror',
    'documentaries',
    'documentary',
    'anime',
    'series',
    'tv',
  ],
  books: [
    'book',
    'books',
    'reading',
    'reader',
    'novel',
    'novels',
    'bookshop',
    'library',
    'poetry',
    'kindle',
    'book club',
  ],
  sports: [
    'football',
    'soccer',
    'basketball',
    'tennis',
    'cricket',
    'baseball',
    'rugby',
    'golf',
    'hockey',
    'volleyball',
    'padel',
    'squash',
    'f1',
    'nba',
    'nfl',
  ],
  photography: ['photography', 'photos', 'camera', 'film camera', 'photographer', 'photographs'],
  gaming: ['gaming', 'gamer', 'video games', 'playstation', 'xbox', 'nintendo', 'zelda', 'pc games'],
  dancing: ['dancing', 'dance', 'salsa', 'bachata', 'swing', 'tango', 'ballet', 'dancer'],
  cooking: ['cooking', 'cook', 'baking', 'bake', 'sourdough', 'chef', 'recipes', 'recipe', 'kitchen', 'pasta'],
  nature: [
    'hiking',
    'hike',
    'hikes',
    'camping',
    'trail',
    'trails',
    'mountains',
    'nature',
    'outdoors',
    'beach',
    'forest',
    'sunsets',
    'sunrise',
    'national park',
    'gardening',
    'plants',
  ],
  animals: [
    'dog',
    'dogs',
    'cat',
    'cats',
    'puppy',
    'kitten',
    'pet',
    'pets',
    'horse',
    'horses',
    'rescue',
    'retriever',
    'labrador',
    'corgi',
    'terrier',
    'doodle',
  ],
  coffee: ['coffee', 'espresso', 'latte', 'cafe', 'café', 'cafes', 'barista', 'tea', 'matcha'],
  wine: ['wine', 'wines', 'vineyard', 'natural wine', 'sommelier', 'cocktail', 'cocktails'],
  beer: ['beer', 'beers', 'craft beer', 'brewery', 'breweries', 'pub', 'pubs', 'ipa'],
  history: ['history', 'historic', 'castles', 'archaeology', 'ruins'],
  science: ['science', 'space', 'astronomy', 'stars', 'physics', 'biology', 'chemistry', 'nerd', 'podcasts', 'podcast'],
  comedy: ['comedy', 'stand-up', 'standup', 'improv', 'memes', 'puns', 'jokes', 'sitcoms'],
  theatre: ['theatre', 'theater', 'musicals', 'musical', 'broadway', 'opera', 'plays'],
  crafts: ['crafts', 'knitting', 'crochet', 'woodworking', 'diy', 'sewing', 'lego', 'pottery'],
  games: [
    'board games',
    'board game',
    'chess',
    'trivia',
    'quiz',
    'pub quiz',
    'puzzles',
    'crossword',
    'escape room',
    'dnd',
    'd&d',
    'cards',
  ],
  water: [
    'surfing',
    'surf',
    'kayaking',
    'paddleboarding',
    'sailing',
    'diving',
    'snorkeling',
    'snorkelling',
    'lake',
    'ocean',
    'rowing',
  ],
  fashion: ['fashion', 'thrifting', 'vintage', 'style', 'sneakers'],
  volunteering: ['volunteering', 'volunteer', 'charity', 'shelter', 'community'],
  wellness: ['meditation', 'mindfulness', 'journaling', 'spa', 'sauna', 'wellness', 'therapy'],
  tech: ['tech', 'coding', 'programming', 'startup', 'robots', 'ai', 'computers', 'engineer', 'developer'],
};

/** Phrase -> tag, longest phrases first so "board games" wins over "games". */
const phrases = Object.entries(words)
  .flatMap(([tag, list]) => list.map((phrase) => ({ phrase, tag: tag as InterestTag })))
  .sort((a, b) => b.phrase.length - a.phrase.length);

/** Text for use inside a RegExp, matched literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const WORDS = /[\p{L}\p{N}]+/gu;

const phrasePatterns = phrases.map(({ phrase, tag }) => ({
  /** The phrase's first word: it can only match a text that has this word (null: it starts with a symbol). */
  first: /^[\p{L}\p{N}]+/u.exec(phrase.toLowerCase())?.[0] ?? null,
  tag,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu'),
}));

interface InterestMention {
  /** The words as the text has them (e.g. "bouldering"). */
  phrase: string;
  tag: InterestTag;
}

/** Interest words in a text, in the order they first appear, one per phrase. */
export function findInterests(text: string): InterestMention[] {
  const found: (InterestMention & { index: number })[] = [];
  let rest = text;
  // Most of the several hundred phrases are not in a given text: a phrase whose first word the text lacks is passed
  // over without running its pattern (this runs several times per bio on every coach request).
  const present = new Set(text.toLowerCase().match(WORDS));
  for (const { first, tag, pattern } of phrasePatterns) {
    if (first !== null && !present.has(first)) continue;
    const match = pattern.exec(rest);
    if (!match) continue;
    found.push({ phrase: match[0], tag, index: match.index });
    // Blank the match out so a shorter phrase inside it is not counted again.
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  return found.sort((a, b) => a.index - b.index).map(({ phrase, tag }) => ({ phrase, tag }));
}

/** The distinct interest tags of a text. */
export function interestTagsOf(text: string): InterestTag[] {
  return [...new Set(findInterests(text).map((m) => m.tag))];
}

/**
 * Words that point to an interest without being one of its words: a kind of the thing ("techno" is music), another
 * word for it ("vino"), or what it is about ("architecture" is history and art).
 */
const RELATED: Record<string, InterestTag[]> = {
  vino: ['wine'],
  prosecco: ['wine'],
  champagne: ['wine'],
  whisky: ['beer'],
  whiskey: ['beer'],
  cider: ['beer'],
  boardgames: ['games'],
  boardgame: ['games'],
  poker: ['games'],
  scrabble: ['games'],
  architecture: ['history', 'art'],
  museum: ['art', 'history'],
  gallery: ['art'],
  ski: ['sports', 'nature'],
  skiing: ['sports', 'nature'],
  snowboarding: ['sports', 'nature'],
  techno: ['music', 'dancing'],
  edm: ['music', 'dancing'],
  indie: ['music'],
  rap: ['music'],
  'hip hop': ['music', 'dancing'],
  punk: ['music'],
  folk: ['music'],
  classical: ['music'],
  river: ['water', 'nature'],
  sea: ['water'],
  coast: ['water', 'nature'],
  boat: ['water'],
  boats: ['water'],
  beach: ['water', 'nature'],
  lake: ['water', 'nature'],
  puppy: ['animals'],
  kitty: ['animals'],
  birds: ['animals', 'nature'],
  bird: ['animals', 'nature'],
  wildlife: ['animals', 'nature'],
  baking: ['cooking', 'food'],
  bread: ['cooking'],
  dessert: ['food'],
  brunch: ['food'],
  cocktail: ['wine'],
  gin: ['wine'],
  spa: ['wellness'],
  massage: ['wellness'],
  camera: ['photography'],
  film: ['movies'],
  cinema: ['movies'],
  manga: ['books', 'art'],
  comics: ['books', 'art'],
  poetry: ['books'],
  writing: ['books'],
  startups: ['tech'],
  robotics: ['tech', 'science'],
  nature: ['nature'],
};

const singleWords = new Map(phrases.filter(({ phrase }) => !phrase.includes(' ')).map((p) => [p.phrase, p.tag]));

/**
 * Interest tags by meaning, for what a user types (Date Ideas): the interest words, then each word's dictionary form
 * ("beaches" is "beach", "puppies" is "puppy") and the words that point to an interest (RELATED).
 */
export function interestTagsByMeaning(text: string): InterestTag[] {
  const tags = new Set(interestTagsOf(text));
  const lower = text.toLowerCase();
  for (const [phrase, related] of Object.entries(RELATED))
    if (phrase.includes(' ') && lower.includes(phrase)) for (const tag of related) tags.add(tag);
  for (const token of analyse(text).tokens)
    for (const form of new Set([token.lower, token.lemma.toLowerCase()])) {
      const tag = singleWords.get(form);
      if (tag) tags.add(tag);
      for (const related of RELATED[form] ?? []) tags.add(related);
    }
  return [...tags];
}
