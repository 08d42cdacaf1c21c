import type { ActivityType, Budget } from '../../../../../shared/schemas/coach';
import type { InterestTag, PlaceNeed } from '../catalogue-types';
import type { Rule } from './matcher';

/**
 * Date Ideas as data (decision 0058). An interest the user types is looked up in WordNet and its senses' hypernyms
 * are climbed, nearest first; each synset is written as its lemmas ("surfing", then "water_sport", then "sport") and
 * the first rule below that matches the nearest one names the interest's kind of date. A kind brings the catalogue
 * tags whose ideas suit it, and the templates that build an idea from the interest itself when the catalogue has
 * nothing so close ("an archery taster session").
 */

export type InterestKind =
  | 'water-sport'
  | 'dance'
  | 'music'
  | 'board-game'
  | 'video-game'
  | 'sport'
  | 'exercise'
  | 'outdoors'
  | 'nature'
  | 'drink'
  | 'food'
  | 'cooking'
  | 'craft'
  | 'photography'
  | 'stories'
  | 'film'
  | 'stage'
  | 'learning'
  | 'wellness'
  | 'tech'
  | 'travel'
  | 'waterside'
  | 'fashion'
  | 'team-sport'
  | 'quiz';

const lemmas = (...words: string[]) => `(?<![a-z_])(?:${words.join('|')})(?![a-z_])`;

/** Synset lemmas → kind, in order: for one synset the first rule wins, so the narrower kinds come first. */
export const interestKindRules: readonly Rule<InterestKind>[] = [
  {
    id: 'water-sport',
    when: [
      lemmas(
        'water_sport',
        'water_travel',
        'boating',
        'boat',
        'sailing',
        'swimming',
        'rowing',
        'canoeing',
        'diving',
        'fishing',
        'aquatics',
      ),
    ],
  },
  { id: 'waterside', when: [lemmas('body_of_water', 'sea', 'lake', 'beach', 'seashore', 'river', 'ocean')] },
  { id: 'dance', when: [lemmas('dancing', 'dance', 'social_dancing', 'ballroom_dancing')] },
  {
    id: 'music',
    when: [
      lemmas(
        'music',
        'music_genre',
        'popular_music',
        'musical_performance',
        'singing',
        'musical_instrument',
        'concert',
      ),
    ],
  },
  { id: 'quiz', when: [lemmas('quiz', 'trivia', 'pub_quiz')] },
  { id: 'board-game', when: [lemmas('board_game', 'card_game', 'parlor_game', 'puzzle', 'chess')] },
  { id: 'video-game', when: [lemmas('computer_game', 'video_game')] },
  {
    id: 'exercise',
    when: [lemmas('exercise', 'gymnasium', 'yoga', 'gymnastics', 'aerobics', 'weightlift', 'bodybuilding', 'pilates')],
  },
  {
    id: 'outdoors',
    when: [
      lemmas(
        'walk',
        'hike',
        'hiking',
        'run',
        'running',
        'jog',
        'jogging',
        'climb',
        'mountaineering',
        'camping',
        'cycling',
        'horseback_riding',
      ),
    ],
  },
  { id: 'team-sport', when: [lemmas('athletic_game', 'field_game', 'court_game', 'ball_game', 'team_sport')] },
  { id: 'travel', when: [lemmas('travel', 'journey', 'trip', 'tourism', 'sightseeing')] },
  {
    id: 'sport',
    when: [
      lemmas(
        'skiing',
        'skating',
        'snowboarding',
        'skydiving',
        'parachuting',
        'sport',
        'athletic_game',
        'field_game',
        'outdoor_game',
        'court_game',
        'contact_sport',
      ),
    ],
  },
  {
    id: 'nature',
    when: [
      lemmas(
        'animal',
        'bird',
        'fauna',
        'mammal',
        'pet',
        'domestic_animal',
        'feline',
        'canine',
        'vertebrate',
        'gardening',
        'flower',
        'wildlife',
        'observation',
        'stargazing',
      ),
    ],
  },
  {
    id: 'drink',
    when: [
      lemmas('pub_crawl', 'bar_hopping', 'beverage', 'alcohol', 'brew', 'coffee', 'tea', 'cocktail', 'wine', 'liquor'),
    ],
  },
  { id: 'cooking', when: [lemmas('cooking', 'baking', 'cookery')] },
  { id: 'food', when: [lemmas('food', 'dish', 'nutriment', 'foodstuff', 'cuisine', 'baked_goods', 'dessert', 'meal')] },
  {
    id: 'craft',
    when: [
      lemmas(
        'handicraft',
        'arts_and_crafts',
        'needlework',
        'ceramic_ware',
        'pottery',
        'art',
        'graphic_art',
        'sculpture',
        'drawing',
      ),
    ],
  },
  { id: 'photography', when: [lemmas('photography', 'photograph', 'camera')] },
  { id: 'film', when: [lemmas('film', 'movie', 'cinema', 'show')] },
  { id: 'stage', when: [lemmas('comedy', 'drama', 'theater', 'theatre', 'performing_arts', 'stand-up_comedy')] },
  {
    id: 'stories',
    when: [lemmas('literature', 'book', 'reading', 'poetry', 'novel', 'fiction', 'crime', 'mystery', 'broadcast')],
  },
  {
    id: 'learning',
    when: [lemmas('history', 'science', 'natural_science', 'archaeology', 'architecture', 'museum', 'astronomy')],
  },
  { id: 'wellness', when: [lemmas('meditation', 'contemplation', 'massage', 'spa', 'sauna', 'relaxation')] },
  { id: 'fashion', when: [lemmas('shopping', 'clothing', 'fashion', 'thrift_shop')] },
  { id: 'tech', when: [lemmas('computer', 'computer_science', 'programming', 'robotics', 'electronics')] },
].map((rule) => ({ ...rule, then: rule.id as InterestKind }));

/**
 * Everyday senses WordNet 3.1 lacks or puts second: its only "salsa" is the sauce, and words newer than 2011
 * ("podcast") are not in it. Checked before WordNet.
 */
export const everydaySenses: Readonly<Record<string, InterestKind>> = {
  salsa: 'dance',
  bachata: 'dance',
  kizomba: 'dance',
  zumba: 'exercise',
  crossfit: 'exercise',
  spin: 'exercise',
  bouldering: 'outdoors',
  kayaking: 'water-sport',
  paddleboarding: 'water-sport',
  snorkelling: 'water-sport',
  snorkeling: 'water-sport',
  podcast: 'stories',
  podcasts: 'stories',
  anime: 'film',
  brunch: 'food',
  foodie: 'food',
  thrifting: 'craft',
  gaming: 'video-game',
  houseplants: 'nature',
  cricket: 'team-sport',
  bowling: 'sport',
  ramen: 'food',
  tapas: 'food',
  bbq: 'food',
  pho: 'food',
  picnic: 'nature',
  picnics: 'nature',
};

/** What a kind of date brings: the catalogue's tags for it. */
export const kindTags: Readonly<Record<InterestKind, readonly InterestTag[]>> = {
  'water-sport': ['water'],
  dance: ['dancing', 'music'],
  music: ['music'],
  'board-game': ['games'],
  'video-game': ['gaming', 'games'],
  sport: ['sports'],
  exercise: ['fitness', 'wellness'],
  outdoors: ['nature', 'fitness'],
  nature: ['nature', 'animals'],
  drink: ['wine', 'beer', 'coffee'],
  food: ['food'],
  cooking: ['cooking', 'food'],
  craft: ['crafts', 'art'],
  photography: ['photography', 'art'],
  stories: ['books', 'history'],
  film: ['movies'],
  stage: ['theatre', 'comedy'],
  learning: ['history', 'science'],
  wellness: ['wellness'],
  tech: ['tech', 'science'],
  travel: ['travel'],
  waterside: ['water', 'nature'],
  fashion: ['fashion'],
  'team-sport': ['sports'],
  quiz: ['games'],
};

/**
 * An idea built from the interest. `{interest}` is the interest as typed ("true crime podcasts"), `{thing}` its
 * singular form for use before a noun ("board game café"), `{topic}` what it is about ("true crime" of "true crime
 * podcasts", "music" of "live music"), `{city}` the place or "town". Wording must hold in any
 * town that has such a place at all: never a named venue, never "the" club.
 */
export interface IdeaTemplate {
  id: string;
  kind: InterestKind;
  title: string;
  description: string;
  budget: Budget;
  activityTypes: ActivityType[];
  duration: string;
  category: string;
  /** Only for an interest typed as a verb's -ing form ("go {interest}": hiking yes, yoga no). */
  onlyIng?: boolean;
  /** Interests the wording does not fit (a pattern on the interest as typed): "a night of live karaoke". */
  unlessInterest?: string;
  needs?: PlaceNeed[];
  /** Only where the place is known to lack this: a trip to the coast from a desert town. */
  whereLacking?: PlaceNeed;
}

export const ideaTemplates: readonly IdeaTemplate[] = [
  {
    id: 'water-taster',
    kind: 'water-sport',
    title: 'A {interest} taster lesson for two',
    description:
      'Book a beginners’ {interest} lesson with a school on the water near {city}; most include the kit and an instructor. Starting out equally clueless takes the pressure off, and you will have plenty to laugh about on the way back.',
    budget: '$$',
    activityTypes: ['outdoor', 'active'],
    duration: 'Half a day',
    category: 'Adventure',
    onlyIng: true,
    needs: ['water'],
  },
  {
    id: 'water-private',
    kind: 'water-sport',
    title: 'A private {interest} lesson, then lunch by the water',
    description:
      'Book a private {interest} lesson for the two of you near {city}, so the instructor’s time is all yours, then dry off over a long lunch with a view of the water you just fell into.',
    budget: '$$$',
    activityTypes: ['outdoor', 'active', 'relaxed'],
    duration: 'Most of a day',
    category: 'Adventure',
    onlyIng: true,
    needs: ['water'],
  },
  {
    id: 'water-day-trip',
    kind: 'water-sport',
    title: 'A day trip to the water for {interest}',
    description:
      'There is no open water by {city}, so make a day of it: drive to the nearest coast or big lake, book a {interest} lesson for two there, and stop for dinner on the way back. A long drive is a good test of your playlists.',
    budget: '$$$',
    activityTypes: ['outdoor', 'active'],
    duration: 'A full day',
    category: 'Adventure',
    onlyIng: true,
    whereLacking: 'water',
  },
  {
    id: 'water-picnic',
    kind: 'water-sport',
    title: 'A picnic by the {interest} spot',
    description:
      'Find out where people go {interest} near {city}, take a picnic and a blanket, and watch from the shore. Ask one of them how they got started: you may end up booking a lesson together.',
    budget: 'free',
    activityTypes: ['outdoor', 'relaxed'],
    duration: '2-3 hours',
    category: 'Outdoors',
    onlyIng: true,
    needs: ['water'],
  },
  {
    id: 'team-sport-match',
    kind: 'team-sport',
    title: 'Watch a local {interest} match',
    description:
      'Look up when a local club in {city} plays at home and go and cheer for whichever side you pick on the way in. Amateur and lower-league games cost little or nothing, and there is room to talk between the exciting bits.',
    budget: '$',
    activityTypes: ['outdoor', 'relaxed'],
    duration: '2-3 hours',
    category: 'Entertainment',
  },
  {
    id: 'team-sport-casual',
    kind: 'team-sport',
    title: 'A casual game of {interest}',
    description:
      'Bring whatever kit you have, find a free court or patch of grass in {city} and play a casual game of {interest}, as competitive as you both like. Loser buys the drinks after.',
    budget: 'free',
    activityTypes: ['outdoor', 'active'],
    duration: '1-2 hours',
    category: 'Active',
  },
  {
    id: 'quiz-night',
    kind: 'quiz',
    title: 'A {thing} night for two',
    description:
      'Find a bar in {city} with a weekly {thing} night, make a team of two and give yourselves a silly name. Whispering answers to each other gets you close fast, and nobody minds losing.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Entertainment',
  },
  {
    id: 'sport-taster',
    kind: 'sport',
    title: 'A {interest} taster session',
    description:
      'Many clubs and centres run beginners’ {interest} sessions with the kit and a coach included; book two places. Learning something from scratch side by side gives you an easy thing to talk about over a drink afterwards.',
    budget: '$$',
    activityTypes: ['active', 'outdoor', 'indoor'],
    duration: '2 hours',
    category: 'Active',
    unlessInterest: 'bowling',
  },
  {
    id: 'dance-class',
    kind: 'dance',
    title: 'A beginners’ {interest} class',
    description:
      'Drop in on a beginners’ {interest} class in {city}; most dance schools run one each week that needs no partner and no experience. Counting steps and laughing at missed ones gets you past first-date nerves fast.',
    budget: '$',
    activityTypes: ['active', 'indoor'],
    duration: '1-2 hours',
    category: 'Active',
    unlessInterest: '^(?:dancing|dance)$',
  },
  {
    id: 'dance-social',
    kind: 'dance',
    title: 'A {interest} social night',
    description:
      'Find a {interest} night at a bar or dance school in {city}; many start with a short lesson for newcomers. Dance when you feel brave, watch the regulars when you do not, and talk in between.',
    budget: '$$',
    activityTypes: ['active', 'indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Entertainment',
    unlessInterest: '^(?:dancing|dance)$',
  },
  {
    id: 'music-live',
    kind: 'music',
    title: 'A night of live {topic}',
    description:
      'Look up which bars and venues in {city} have live {topic} this week and go for a set or two. The music fills any silence, and the break between sets is made for talking.',
    budget: '$$',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Entertainment',
    unlessInterest: 'karaoke|singing|choir|playlist|vinyl|records',
  },
  {
    id: 'music-outdoors',
    kind: 'music',
    title: '{Topic} in the open air',
    description:
      'In the warmer months, parks, squares and beer gardens in {city} put on free or cheap outdoor {topic}; check the listings, bring a blanket and something to share, and stay for as long as it is good.',
    budget: '$',
    activityTypes: ['outdoor', 'relaxed'],
    duration: '2-3 hours',
    category: 'Entertainment',
    unlessInterest: 'karaoke|singing|choir|playlist|vinyl|records|instrument|guitar|piano|drums|violin',
  },
  {
    id: 'board-game-cafe',
    kind: 'board-game',
    title: 'Play {interest} at a café or bar',
    description:
      'Find a café or bar in {city} where people play {interest} (board game cafés usually have sets to borrow) and play a few rounds over a drink. A little competition breaks the ice, and how someone wins or loses tells you a lot.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '2 hours',
    category: 'Entertainment',
    unlessInterest: 'pool|billiards|snooker',
  },
  {
    id: 'board-game-park',
    kind: 'board-game',
    title: '{Interest} in the park',
    description:
      'Bring a travel set and a flask and play {interest} on a park bench or a picnic blanket. Between moves there is time to talk, and passers-by stopping to watch make it feel like an event.',
    budget: 'free',
    activityTypes: ['outdoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Outdoors',
    unlessInterest: 'darts|poker|pool|billiards|snooker',
  },
  {
    id: 'exercise-class',
    kind: 'exercise',
    title: 'A drop-in {interest} class for two',
    description:
      'Book two places at a drop-in {interest} class in {city}, ideally a beginners’ one so neither of you is showing off. Afterwards, compare notes over a smoothie or a coffee.',
    budget: '$',
    activityTypes: ['active', 'indoor'],
    duration: '1-2 hours',
    category: 'Active',
  },
  {
    id: 'outdoors-go',
    kind: 'outdoors',
    title: 'Go {interest} together, with a picnic at the end',
    description:
      'Pick an easy route near {city}, go {interest} at the slower one’s pace, and finish with a picnic you packed at home. Side by side and a little out of breath is an easy way to talk.',
    budget: 'free',
    activityTypes: ['outdoor', 'active'],
    duration: 'Half a day',
    category: 'Active',
    onlyIng: true,
    unlessInterest: 'camping|riding|skiing|skating',
  },
  {
    id: 'nature-morning',
    kind: 'nature',
    title: 'A {interest} morning',
    description:
      'Pick a park, garden or nature reserve near {city}, go early when it is quiet, and give the morning to {interest}. Pointing things out to each other makes the conversation easy, and a flask of coffee makes it a date.',
    budget: 'free',
    activityTypes: ['outdoor', 'relaxed'],
    duration: '2-3 hours',
    category: 'Outdoors',
    onlyIng: true,
    unlessInterest: 'stargazing|astronomy',
  },
  {
    id: 'drink-tasting',
    kind: 'drink',
    title: 'A {thing} tasting',
    description:
      'Find a bar, shop or café in {city} that runs {thing} tastings or serves a flight of small glasses, and work through it together. Taking notes like experts, and disagreeing, is half the fun.',
    budget: '$$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Food & Drink',
  },
  {
    id: 'drink-happy-hour',
    kind: 'drink',
    title: '{Thing} at happy hour',
    description:
      'Find a bar in {city} with a good happy hour for {thing} and go early, when it is cheap and quiet enough to talk. Order two different ones and swap halfway.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Food & Drink',
    unlessInterest: 'coffee|tea|chai|matcha',
  },
  {
    id: 'food-crawl',
    kind: 'food',
    title: 'A {thing} crawl',
    description:
      'Pick two or three places in {city} known for {interest}, share one order at each and crown a winner at the end. Walking between them keeps things moving, and there is always something to talk about.',
    budget: '$',
    activityTypes: ['outdoor', 'indoor', 'relaxed'],
    duration: '2-3 hours',
    category: 'Food & Drink',
  },
  {
    id: 'food-class',
    kind: 'food',
    title: 'A {thing} cooking class',
    description:
      'Look for a cooking class in {city} that teaches {interest}; you cook side by side, then sit down and eat what you made. Sharing a chopping board is a good test of teamwork.',
    budget: '$$',
    activityTypes: ['indoor', 'active', 'relaxed'],
    duration: '2-3 hours',
    category: 'Food & Drink',
  },
  {
    id: 'cooking-class',
    kind: 'cooking',
    title: 'A {interest} class for two',
    description:
      'Book a hands-on {interest} class in {city}; you work side by side, then sit down to eat what you made. Sharing a bench is a good test of teamwork, and a bit of chaos makes it memorable.',
    budget: '$$',
    activityTypes: ['indoor', 'active', 'relaxed'],
    duration: '2-3 hours',
    category: 'Food & Drink',
  },
  {
    id: 'craft-workshop',
    kind: 'craft',
    title: 'A beginners’ {interest} workshop',
    description:
      'Book a beginners’ {interest} workshop in {city} for the two of you. You each leave with something you made, however wonky, and a story about making it.',
    budget: '$$',
    activityTypes: ['indoor', 'relaxed', 'active'],
    duration: '2-3 hours',
    category: 'Creative',
  },
  {
    id: 'photography-walk',
    kind: 'photography',
    title: 'A {interest} walk',
    description:
      'Choose a part of {city} neither of you knows, set a theme (doors, reflections, strangers’ dogs) and each take ten shots. Compare them over a coffee at the end and pick each other’s best.',
    budget: 'free',
    activityTypes: ['outdoor', 'active', 'relaxed'],
    duration: '2 hours',
    category: 'Creative',
  },
  {
    id: 'stories-talk',
    kind: 'stories',
    title: 'A talk or live show on {topic}',
    description:
      'Look out for a talk, reading or live recording on {topic} in {city}; bookshops, libraries and small venues host them. Compare notes over a drink afterwards: you will have opinions to trade.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Learning',
    unlessInterest: '^(?:books?|reading|novels?|literature)$',
  },
  {
    id: 'stories-swap',
    kind: 'stories',
    title: 'Swap favourite {interest} over coffee',
    description:
      'Each bring the one you think the other has to try, tell the other why in two minutes, and swap. Then meet again to give your verdicts, which makes a second date easy to ask for.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1 hour',
    category: 'Relaxing',
  },
  {
    id: 'film-screening',
    kind: 'film',
    title: 'A {thing} screening',
    description:
      'Look up which cinemas, film clubs or bars in {city} are showing {interest} this week, go to a screening, and save the verdict for a drink afterwards.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Entertainment',
  },
  {
    id: 'stage-night',
    kind: 'stage',
    title: 'A night of live {interest}',
    description:
      'Find a {interest} night at a theatre, club or bar in {city}; small venues often have cheap seats on weeknights. Laughing at the same things, or at different ones, gives you plenty to talk about after.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Entertainment',
  },
];

/** Words that say nothing about what the user likes: "something fun", "anything active", "not sure". */
export const vagueWords =
  /^(?:fun|active|new|different|chill|cosy|cozy|romantic|cheap|interesting|exciting|adventurous|relaxing|relaxed|outdoorsy|indoorsy|something|anything|everything|nothing|whatever|stuff|things?|idk|not sure|surprise me|open|easy|casual|nice|cool|good|great|free|low[- ]key|broke|skint|budget|we're|i'm|we|us|me|both|together|really)$/;

/** Words before an interest that are not part of it ("I like", "lots of", "a bit of"). */
export const leadingFillers =
  /^(?:(?:i|we)\s+(?:like|love|enjoy|am into|are into|'m into)|(?:really\s+)?(?:like|love|into|enjoy)|also|maybe|mostly|mainly|lots of|a lot of|a bit of|some|any|good|great|the|a|an|my|our|anything|something|everything)\s+/;

/** Words after a medium that name what it is about: "true crime podcasts" are about true crime. */
export const mediaWords = /\s+(?:podcasts?|books?|novels?|shows?|films?|movies?|documentar(?:y|ies)|music|videos?)$/;

/** Spellings people type for an interest WordNet spells otherwise, tidied before anything is looked up. */
export const spellings: Readonly<Record<string, string>> = {
  boardgames: 'board games',
  boardgame: 'board game',
  'bird watching': 'birdwatching',
  'bird-watching': 'birdwatching',
  'stand up comedy': 'stand-up comedy',
  'standup comedy': 'stand-up comedy',
  'rock-climbing': 'rock climbing',
};

/** When WordNet names no kind, the lexicon's tag for the word may ("vinyl" is music): tag → kind. */
export const kindOfTag: Readonly<Partial<Record<InterestTag, InterestKind>>> = {
  music: 'music',
  travel: 'travel',
  fitness: 'exercise',
  food: 'food',
  art: 'craft',
  movies: 'film',
  books: 'stories',
  sports: 'sport',
  photography: 'photography',
  gaming: 'video-game',
  dancing: 'dance',
  cooking: 'cooking',
  nature: 'nature',
  animals: 'nature',
  coffee: 'drink',
  wine: 'drink',
  beer: 'drink',
  history: 'learning',
  science: 'learning',
  comedy: 'stage',
  theatre: 'stage',
  crafts: 'craft',
  games: 'board-game',
  water: 'waterside',
  fashion: 'fashion',
  wellness: 'wellness',
  tech: 'tech',
};
