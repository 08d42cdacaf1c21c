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
  bouldering: 'sport',
  kayaking: 'water-sport',
  paddleboarding: 'water-sport',
  windsurfing: 'water-sport',
  bodyboarding: 'water-sport',
  wakeboarding: 'water-sport',
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
  /** Only interests the wording fits (a pattern on the interest as typed): "a science museum afternoon". */
  onlyInterest?: string;
  /** Only interests WordNet reached the kind through (a pattern on that lemma): "needlework" for a yarn shop crawl. */
  onlyVia?: string;
  /** Only an interest that is a subject one can give a talk on ("astronomy", "true crime"), not "sunsets". */
  onlyTopic?: boolean;
  needs?: PlaceNeed[];
  /** Only where the place is known to lack this: a trip to the coast from a desert town. */
  whereLacking?: PlaceNeed;
}

export const ideaTemplates: readonly IdeaTemplate[] = [
  {
    id: 'water-hire',
    kind: 'water-sport',
    title: 'Hire two boards for an hour',
    description:
      'Rent boards (and wetsuits, if the water asks for them) from a hire stand near {city} and give {interest} an hour in the shallows. Neither of you will look good, which is the point, and a hot drink on the sand afterwards is the reward.',
    budget: '$',
    activityTypes: ['outdoor', 'active'],
    duration: '2 hours',
    category: 'Adventure',
    onlyInterest: 'surf|bodyboard|paddle ?board|windsurf|kitesurf',
    needs: ['water'],
  },
  {
    id: 'water-sunrise',
    kind: 'water-sport',
    title: 'Watch the {interest} at sunrise',
    description:
      'Be on the shore near {city} early, when the {interest} crowd is already out, with a flask and something warm from a bakery. Score the best rides out of ten, then walk the waterline while the beach fills up.',
    budget: '$',
    activityTypes: ['outdoor', 'active', 'relaxed'],
    duration: '2 hours',
    category: 'Outdoors',
    onlyInterest: 'surf|windsurf|kitesurf|sail',
    needs: ['water'],
  },
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
      'Bring whatever kit you have, find a free court or patch of grass in {city} and play a casual game of {interest}, as competitive as you both like. Loser picks the next game.',
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
      'Choose a part of {city} neither of you knows, set a theme (doors, reflections, strangers’ dogs) and each take ten shots. Compare them on a bench at the end and pick each other’s best.',
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
    onlyTopic: true,
    unlessInterest: '^(?:books?|reading|novels?|literature)$',
  },
  {
    id: 'stories-swap',
    kind: 'stories',
    title: 'Swap favourite {interest}',
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
  // Issue 29: two to four templates for every kind, across budgets and activity types, so any interest of a kind gets
  // ideas that name it whatever the request's budget and type (not only the interests the first templates were
  // written for). Each must read well with a noun ("sushi", "jazz") and with a verb's -ing form ("knitting").
  {
    id: 'video-game-bar',
    kind: 'video-game',
    title: '{Interest} at a gaming bar',
    description:
      'Find a bar or café in {city} with consoles or arcade machines and settle who is better at {interest}, best of five, over a drink. Keep score on a napkin and let the loser choose the next game.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '2 hours',
    category: 'Entertainment',
  },
  {
    id: 'video-game-home',
    kind: 'video-game',
    title: 'A {thing} night in, side by side',
    description:
      'Pick a game you can play as a team rather than against each other, make snacks, and play for an evening. How someone handles losing a level together tells you more than an hour of small talk.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Entertainment',
  },
  {
    id: 'learning-museum',
    kind: 'learning',
    title: 'A {thing} afternoon',
    description:
      'Pick the {thing} in {city} you have been to least, each choose one thing the other has to see, and finish in the café comparing what you learned. Many have a free day or a cheap late opening.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '2-3 hours',
    category: 'Learning',
    onlyInterest: 'museum|galler',
  },
  {
    id: 'learning-talk',
    kind: 'learning',
    title: 'An evening talk on {topic}',
    description:
      'Universities, museums and libraries in {city} run evening talks, many free or cheap: find one on {topic}, sit together, and see who has the better question for the speaker afterwards.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Learning',
    onlyTopic: true,
    unlessInterest: 'museum|galler',
  },
  {
    id: 'learning-documentary',
    kind: 'learning',
    title: 'A {topic} documentary night',
    description:
      'Choose a well-reviewed documentary about {topic}, make popcorn, and allow either of you to pause it to add what the film leaves out. It is a gentle way to find out how the other person thinks.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Relaxing',
    onlyTopic: true,
    unlessInterest: 'museum|galler',
  },
  {
    id: 'learning-walk',
    kind: 'learning',
    title: 'A guided {topic} walk',
    description:
      'Walking tours in {city} cover all sorts of subjects: look for one on {topic}, or plan your own route from a few spots you read about, and take turns being the guide.',
    budget: 'free',
    activityTypes: ['outdoor', 'active', 'relaxed'],
    duration: '2 hours',
    category: 'Learning',
    onlyTopic: true,
    unlessInterest: 'museum|galler',
  },
  {
    id: 'wellness-class',
    kind: 'wellness',
    title: 'A beginners’ {interest} class for two',
    description:
      'Drop in on a beginners’ {interest} class in {city}; most studios need no experience and lend what you need. Go for a tea afterwards, when you will both be calmer than on any first date.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed', 'active'],
    duration: '1-2 hours',
    category: 'Relaxing',
    unlessInterest: 'spa|sauna|massage|bath',
  },
  {
    id: 'wellness-park',
    kind: 'wellness',
    title: '{Interest} in the park, then breakfast',
    description:
      'Take two mats or a blanket to a quiet corner of a park in {city}, follow a short {interest} session on one phone, and walk to the nearest café for breakfast.',
    budget: 'free',
    activityTypes: ['outdoor', 'relaxed'],
    duration: '2 hours',
    category: 'Relaxing',
    unlessInterest: 'spa|sauna|massage|bath',
  },
  {
    id: 'wellness-spa',
    kind: 'wellness',
    title: 'An unhurried afternoon of {interest}',
    description:
      'Book a bathhouse, spa or sauna session in {city} for two and leave your phones in the locker. Long and quiet suits a second or third date better than a first.',
    budget: '$$$',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'Half a day',
    category: 'Relaxing',
    onlyInterest: 'spa|sauna|bath',
  },
  {
    id: 'exercise-park',
    kind: 'exercise',
    title: '{Interest} in the park, then coffee',
    description:
      'Meet in a park in {city} for a short {interest} session at an easy pace for the less practised of you, then walk to a café. Moving side by side takes the edge off first-date nerves.',
    budget: '$',
    activityTypes: ['outdoor', 'active'],
    duration: '1-2 hours',
    category: 'Active',
  },
  {
    id: 'outdoors-club',
    kind: 'outdoors',
    title: 'A {interest} club’s newcomers’ session',
    description:
      'Plenty of {interest} groups in {city} welcome newcomers to a weekly social session. Go together, stay at the back of the group where you can talk, and reward yourselves with a drink after.',
    budget: '$',
    activityTypes: ['outdoor', 'active'],
    duration: '2-3 hours',
    category: 'Active',
    onlyIng: true,
    // "The back of the group" is for a group on the move: a walk, a run, a ride, not a bouldering wall.
    onlyInterest: 'walk|hik|running|jogg|cycl|biking|riding|rambl|trek|kayak|paddl|rowing|skat',
  },
  {
    id: 'outdoors-plan',
    kind: 'outdoors',
    title: 'Plan a {interest} weekend over a map',
    description:
      'Spread out a map or open one on a laptop in a café in {city}, and plan the {interest} trip you would take if you had a free weekend. How someone plans shows a lot, and you may end up going.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Relaxing',
    onlyIng: true,
  },
  {
    id: 'nature-guided',
    kind: 'nature',
    title: 'A guided {thing} walk',
    description:
      'Parks, reserves and wildlife groups around {city} run guided walks for beginners: look for one on {topic}, bring a flask, and swap what you each spotted on the way back.',
    budget: '$',
    activityTypes: ['outdoor', 'active', 'relaxed'],
    duration: '2 hours',
    category: 'Outdoors',
  },
  {
    id: 'nature-indoors',
    kind: 'nature',
    title: 'A museum afternoon for {thing} fans',
    description:
      'When the weather is against you, a natural history museum, aquarium or botanical glasshouse in {city} is the indoor version: find the part on {topic} and let the one who knows more be the guide.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '2 hours',
    category: 'Learning',
  },
  {
    id: 'drink-home',
    kind: 'drink',
    title: 'A blind {thing} tasting at home',
    description:
      'Each pick up two inexpensive kinds of {interest}, hide the labels, and score all four out of ten. Guessing which one cost least is half the fun.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Food & Drink',
    unlessInterest: 'tasting|happy hour',
  },
  {
    id: 'food-home',
    kind: 'food',
    title: 'Make {interest} together at home',
    description:
      'Find a simple recipe for {interest}, shop for the ingredients together and cook side by side. If it goes wrong, the nearest place that does it properly is your plan B.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed', 'active'],
    duration: 'An evening',
    category: 'Food & Drink',
    unlessInterest: 'street food|restaurants?|food$',
  },
  {
    id: 'cooking-home',
    kind: 'cooking',
    title: 'A {interest} evening at home',
    description:
      'Pick one recipe neither of you has tried, shop for it together and split the jobs. Whoever’s part turns out worse chooses the music for the washing-up.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed', 'active'],
    duration: 'An evening',
    category: 'Food & Drink',
  },
  {
    id: 'craft-home',
    kind: 'craft',
    title: 'A {interest} evening in',
    description:
      'Get a beginner’s kit or borrow what you need, put on a record and try {interest} side by side. Swap what you made at the end, however it turned out.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Creative',
  },
  {
    id: 'craft-market',
    kind: 'craft',
    title: 'A makers’ market hunt for {interest}',
    description:
      'Browse a makers’ or craft market in {city} for the best {interest} you can find, each with a small budget, and ask the makers how they started. Buy the other one a small piece you think suits them.',
    budget: '$',
    activityTypes: ['outdoor', 'relaxed'],
    duration: '2 hours',
    category: 'Creative',
  },
  // Crafts and quiet hobbies: ideas that suit needlework and tea, reached through WordNet's "needlework" and "tea".
  {
    id: 'craft-yarn-crawl',
    kind: 'craft',
    title: 'A yarn shop crawl',
    description:
      'Visit two or three yarn or haberdashery shops in {city} and each choose the yarn you would give the other for a first {thing} project. Looking costs nothing, and the people behind the counter love a question.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed', 'outdoor'],
    duration: '1-2 hours',
    category: 'Creative',
    onlyVia: '^(?:needlework|handicraft)$',
  },
  {
    id: 'craft-circle',
    kind: 'craft',
    title: 'A {interest} circle at the library',
    description:
      'Libraries and community centres in {city} often host free craft circles. Go together with a project each (or a ball of yarn for the one who has none) and let the regulars teach you both a stitch.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: '2 hours',
    category: 'Creative',
    onlyVia: '^(?:needlework|handicraft)$',
  },
  {
    id: 'craft-cafe',
    kind: 'craft',
    title: 'A craft café evening of {interest}',
    description:
      'Some cafés in {city} run craft evenings or welcome people who bring a project: take your {interest} (or a beginner’s kit for the one who has none), order something warm and make things side by side. Busy hands make talking easy.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '2 hours',
    category: 'Creative',
    onlyVia: '^(?:needlework|handicraft|arts_and_crafts)$',
  },
  {
    id: 'drink-tea-room',
    kind: 'drink',
    title: 'An afternoon in a tea room',
    description:
      'Find a tea room or tea house in {city} with a long menu, each order a {thing} you have never tried, and swap cups halfway. It is quiet enough to talk and slow enough to stay a while.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Food & Drink',
    onlyVia: '^tea$',
  },
  {
    id: 'drink-cupboard-tasting',
    kind: 'drink',
    title: 'A {thing} tasting from your own cupboards',
    description:
      'Each bring the {interest} already in your cupboards, brew them side by side at home and score them blind. It costs nothing, and what someone keeps in the cupboard says a lot about them.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Food & Drink',
    onlyVia: '^(?:tea|coffee)$',
  },
  {
    id: 'photography-exhibition',
    kind: 'photography',
    title: 'A {interest} exhibition',
    description:
      'Find a {interest} exhibition in {city} (galleries, libraries and cafés often hang one for free), each pick the picture you would take home, and explain why on the way out.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Creative',
  },
  {
    id: 'film-home',
    kind: 'film',
    title: 'A {thing} double bill at home',
    description:
      'Each choose one {interest} pick the other has not seen, keep your reasons secret until the end, and make the snacks match the films. The argument over which was better is the real date.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Relaxing',
  },
  {
    id: 'stage-class',
    kind: 'stage',
    title: 'A beginners’ {interest} workshop',
    description:
      'Drop-in {interest} workshops in {city} are made for nervous first-timers. Being a little silly together in a room of strangers breaks the ice faster than any drink.',
    budget: '$$',
    activityTypes: ['indoor', 'active'],
    duration: '2-3 hours',
    category: 'Creative',
  },
  {
    id: 'stories-bookshop',
    kind: 'stories',
    title: 'A secondhand bookshop hunt for {interest}',
    description:
      'Give each other ten minutes in a secondhand bookshop in {city} to find the best {interest} for the other, under a small budget, then read the first pages over a coffee.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Relaxing',
    onlyInterest: 'book|read|novel|poe|literat|fiction|comic',
  },
  {
    id: 'music-records',
    kind: 'music',
    title: 'A record shop hunt for {topic}',
    description:
      'Go to a record shop in {city}, each find one {topic} record the other should hear, and listen to both at the counter or at home. You learn a lot from what someone plays you.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Entertainment',
    unlessInterest: 'karaoke|live|concert|festival|gig|opera|orchestra',
  },
  {
    id: 'quiz-home',
    kind: 'quiz',
    title: 'Homemade {interest} for two',
    description:
      'Each write ten questions about your own life and favourite subjects, then swap them. It is a quiz and a first date in one, and the wrong answers are the best part.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Entertainment',
  },
  {
    id: 'sport-watch',
    kind: 'sport',
    title: 'Watch live {interest} together',
    description:
      'Look up where {interest} is on in {city} this week, at a club, a sports bar or a local event, and go and pick a side each. There is always something to talk about between the good bits.',
    budget: '$',
    activityTypes: ['indoor', 'outdoor', 'relaxed'],
    duration: '2-3 hours',
    category: 'Entertainment',
    // Only a sport people watch with a side to pick: nobody shows archery in a sports bar.
    onlyInterest:
      'ball|soccer|rugby|cricket|hockey|tennis|golf|boxing|wrestl|racing|formula|darts|snooker|volley|netball|lacrosse|mma|ufc|baseball|hurling|derby',
  },
  {
    id: 'travel-plan',
    kind: 'travel',
    title: 'A {interest}-planning coffee date',
    description:
      'Each bring the one trip you most want to take, with a photo or a map, and sell it to the other in five minutes over a coffee in {city}. You learn where someone’s head goes when they are free.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Relaxing',
  },
  {
    id: 'travel-local',
    kind: 'travel',
    title: 'A {interest} day without leaving town',
    description:
      'Do {city} as a first-time visitor would: the viewpoint, the famous snack, the one sight locals never visit. Travel habits show fast, and you may find a place you both missed.',
    budget: '$',
    activityTypes: ['outdoor', 'active', 'relaxed'],
    duration: 'Half a day',
    category: 'Adventure',
  },
  {
    id: 'tech-meetup',
    kind: 'tech',
    title: 'A {thing} meetup or hack night',
    description:
      'Look up a {interest} meetup or hack night in {city} that welcomes beginners, go together and build something small as a team of two. Explaining your half to each other is the conversation.',
    budget: 'free',
    activityTypes: ['indoor', 'active', 'relaxed'],
    duration: 'An evening',
    category: 'Learning',
  },
  {
    id: 'fashion-challenge',
    kind: 'fashion',
    title: 'A {interest} challenge',
    description:
      'Give each other a small budget and thirty minutes in the secondhand or vintage shops of {city} to pick an outfit for the other. Wear the winning pieces to a drink afterwards.',
    budget: '$',
    activityTypes: ['outdoor', 'indoor', 'relaxed', 'active'],
    duration: '2 hours',
    category: 'Creative',
  },
  {
    id: 'dance-home',
    kind: 'dance',
    title: 'A {interest} lesson in the living room',
    description:
      'Find a beginners’ {interest} video, push the furniture back and learn the first steps together. Nobody is watching, so getting it wrong is the fun part.',
    budget: 'free',
    activityTypes: ['indoor', 'active', 'relaxed'],
    duration: '1-2 hours',
    category: 'Active',
  },
  {
    id: 'music-home',
    kind: 'music',
    title: 'A {topic} listening night',
    description:
      'Each bring five {topic} tracks that mean something to you, take turns playing them, and tell the story behind each one. You learn more from why someone loves a song than from the song.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Relaxing',
    unlessInterest: 'karaoke|concert|festival|gig',
  },
  {
    id: 'stage-open-mic',
    kind: 'stage',
    title: 'A {interest} open mic night',
    description:
      'Cafés and bars in {city} run open mic nights with {interest} among the acts, many free to get in. Buy a drink, cheer the brave first-timers, and dare each other to sign up next time.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Entertainment',
  },
  {
    id: 'team-sport-watch',
    kind: 'team-sport',
    title: 'Watch a {interest} game at a sports bar',
    description:
      'Find a bar in {city} showing the next big {interest} game, each pick a side before kick-off, and let the loser buy the snacks. The quiet moments of a game leave plenty of room to talk.',
    budget: '$',
    activityTypes: ['indoor', 'relaxed'],
    duration: '2-3 hours',
    category: 'Entertainment',
  },
  {
    id: 'sport-wall',
    kind: 'sport',
    title: 'A {interest} session at a climbing wall',
    description:
      'Climbing walls in {city} sell day passes with shoe hire, and the bouldering area needs no ropes and no course. Take turns choosing a problem for the other; cheering someone up the last move breaks the ice fast.',
    budget: '$',
    activityTypes: ['indoor', 'active'],
    duration: '2 hours',
    category: 'Active',
    onlyInterest: 'boulder|climb',
  },
  {
    id: 'sport-rink',
    kind: 'sport',
    title: 'A public {interest} session',
    description:
      'Rinks in {city} run public sessions with skate hire included. Hold the rail, then each other, and finish with a hot chocolate while your legs remember how to walk.',
    budget: '$',
    activityTypes: ['indoor', 'active'],
    duration: '2 hours',
    category: 'Active',
    onlyInterest: 'ice skat|skating|roller',
  },
  {
    id: 'sport-club',
    kind: 'sport',
    title: 'A {interest} club’s come-and-try session',
    description:
      'Many {interest} clubs in {city} hold open days or come-and-try sessions where beginners borrow the kit for a small fee. Sign up as a pair and compare your first attempts over a drink.',
    budget: '$',
    activityTypes: ['active', 'outdoor', 'indoor'],
    duration: '2 hours',
    category: 'Active',
    unlessInterest: 'bowling',
  },
  {
    id: 'fashion-market',
    kind: 'fashion',
    title: 'A flea market morning of {interest}',
    description:
      'Go to a flea or vintage market in {city} early, each with a small budget, and find the other one thing they would never choose but should. Browsing costs nothing, and the hunt is the date.',
    budget: 'free',
    activityTypes: ['outdoor', 'relaxed', 'active'],
    duration: '2-3 hours',
    category: 'Creative',
  },
  {
    id: 'tech-home',
    kind: 'tech',
    title: 'A {interest} evening: build one small thing',
    description:
      'Choose one small thing to make in an evening, such as a page about your favourite band or a tiny game, and work on it side by side. Explaining what you are each doing is half the date.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: 'An evening',
    category: 'Learning',
  },
  {
    id: 'film-dialogue',
    kind: 'film',
    title: '{Interest} with your own dialogue',
    description:
      'Put on a scene you both know with the sound off and supply the lines yourselves, then watch it properly to see how close you got. It is hard to stay shy while doing the villain’s voice.',
    budget: 'free',
    activityTypes: ['indoor', 'relaxed'],
    duration: '1-2 hours',
    category: 'Entertainment',
  },
  {
    id: 'wellness-walk',
    kind: 'wellness',
    title: 'A slow {interest} walk',
    description:
      'Walk somewhere green in {city} at half your usual pace, phones away, and spend ten minutes of it in silence before you talk. It is calmer than any café and you notice more.',
    budget: 'free',
    activityTypes: ['outdoor', 'relaxed', 'active'],
    duration: '1 hour',
    category: 'Relaxing',
    onlyInterest: 'meditat|mindful',
  },
  {
    id: 'waterside-walk',
    kind: 'waterside',
    title: 'An evening walk by the {thing}',
    description:
      'Walk along the {thing} in {city} around sunset with a flask of something warm from home, and pick the spot where you would live if money were no object.',
    budget: 'free',
    activityTypes: ['outdoor', 'relaxed', 'active'],
    duration: '1-2 hours',
    category: 'Outdoors',
    needs: ['water'],
  },
];

/**
 * Ideas that need drinks bought (a coffee after, a round at the bar): never given to a request whose budget is free
 * (date-ideas.ts). A flask or a pot of tea from home is free and not matched.
 */
export const BUYS_DRINKS =
  /\b(?:(?:buy|order|grab|get|buys)(?: the| a| two| some| a round of)? (?:coffees?|drinks?|pints?|beers?|cocktails?|hot chocolates?|glass(?:es)? of wine)|over (?:a |an? )?(?:coffee|(?:cold )?drink|pint|beer|cocktail)|(?:walk|head|go) to a (?:café|cafe|bar|pub)|(?:warm up|finish) with (?:a )?hot chocolate|takeaway coffee)\b/iu;

/** Words that say nothing about what the user likes: "something fun", "anything active", "not sure". */
export const vagueWords =
  /^(?:fun|active|new|different|chill|cosy|cozy|romantic|cheap|interesting|exciting|adventurous|relaxing|relaxed|outdoorsy|indoorsy|something|anything|everything|nothing|whatever|stuff|things?|idk|not sure|surprise me|open|easy|casual|nice|cool|good|great|free|low[- ]key|broke|skint|budget|we're|i'm|we|us|me|both|together|really)$/;

/** Words before an interest that are not part of it ("I like", "lots of", "a bit of"). */
export const leadingFillers =
  /^(?:(?:i|we)\s+(?:both\s+|all\s+|really\s+)?(?:like|love|enjoy|am into|are into|'m into)|(?:really\s+)?(?:like|love|into|enjoy)|also|maybe|mostly|mainly|lots of|a lot of|a bit of|some|any|good|great|the|a|an|my|our|anything|something|everything)\s+/;

/**
 * WordNet's coarse kinds of a noun that make it a subject one can give a talk on or film a documentary about: a
 * field ("astronomy", "history"), something told ("poetry"), an activity ("crime"). "Sunset" (a time, an event, a
 * phenomenon) and "houseplant" (a plant) are not: "an evening talk on sunsets" reads wrong.
 */
export const topicLexFiles: ReadonlySet<string> = new Set(['noun.cognition', 'noun.communication', 'noun.act']);

/**
 * Kinds a synset's lemmas may only give in some of WordNet's coarse kinds: "reading" is a story as an act
 * ("reading a novel"), not as a clock's reading, which is how "sunset" (an hour) would climb to it.
 */
export const kindOnlyIn: Readonly<Partial<Record<InterestKind, readonly string[]>>> = {
  stories: ['noun.communication', 'noun.act', 'noun.artifact', 'verb.communication', 'verb.cognition'],
};

/**
 * A verb typed before a dish ("cooking thai food", "eating sushi"): the interest is the dish, and the templates
 * add their own verb ("a thai food cooking class", never "a cooking thai food crawl"). A cooking verb makes the
 * dish's kind of date cooking; the others leave it the dish's own (food, drink). Only before food or drink:
 * "making music" stays as typed.
 */
export const verbsBeforeADish: Readonly<Record<string, InterestKind | null>> = {
  cooking: 'cooking',
  making: 'cooking',
  baking: 'cooking',
  eating: null,
  tasting: null,
  trying: null,
  drinking: null,
};
/** The kinds a typed verb may be stripped before. */
export const dishKinds: readonly InterestKind[] = ['food', 'drink', 'cooking'];

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
