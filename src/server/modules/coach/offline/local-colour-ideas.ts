import type { CatalogueIdea } from './catalogue-types';

/** Where local ideas apply: a city (by the names people type for it) or a whole country (ISO 3166-1 alpha-2 code). */
interface LocalIdeas {
  /** Lower-case names a user might type for the city: "new york", "nyc", "manhattan", "brooklyn" ... Empty for a country. */
  cityNames: string[];
  /** ISO country code, upper case: 'US', 'IN', 'CA', 'AU', 'GB'. */
  country: string;
  ideas: CatalogueIdea[];
}

/**
 * Date ideas that only make sense in one city or one country. Original wording.
 * Only long-standing, well-known places and traditions; no prices as numbers and
 * no opening hours, so nothing here should go stale quickly.
 * Ids are stable: change the wording freely, but do not rename or reuse an id.
 */
export const localColour: readonly LocalIdeas[] = [
  // New York City
  {
    cityNames: [
      'new york',
      'new york city',
      'nyc',
      'manhattan',
      'brooklyn',
      'queens',
      'the bronx',
      'bronx',
      'staten island',
      'harlem',
    ],
    country: 'US',
    ideas: [
      {
        id: 'nyc-staten-island-ferry',
        title: 'Ride the Staten Island Ferry and back',
        description:
          'The ferry from Whitehall Terminal costs nothing and sails right past the Statue of Liberty, with the Lower Manhattan skyline shrinking behind you. Grab a spot by the rail, step off at St. George and catch the next boat back for a proper harbour trip with postcard views.',
        budget: 'free',
        activityTypes: ['outdoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Outdoors',
        interests: ['travel', 'photography', 'water'],
        firstDate: true,
      },
      {
        id: 'nyc-brooklyn-bridge-walk',
        title: 'Walk the Brooklyn Bridge to DUMBO',
        description:
          'Start near City Hall and cross the Brooklyn Bridge on its raised walkway, stopping under the stone arches for the view. Finish with a slice of pizza in DUMBO and a sit-down in Brooklyn Bridge Park, looking back at the way you came.',
        budget: '$',
        activityTypes: ['outdoor', 'active'],
        duration: '2-3 hours',
        category: 'Outdoors',
        interests: ['photography', 'history', 'food'],
        firstDate: true,
      },
      {
        id: 'nyc-grand-central-whispering-gallery',
        title: 'Whisper across Grand Central',
        description:
          "Find the low tiled archway on Grand Central Terminal's dining concourse, stand in opposite corners and whisper into the wall: the curve carries your voice clearly to the other side. Then head up to the main concourse to look for the constellations painted on the ceiling.",
        budget: 'free',
        activityTypes: ['indoor', 'relaxed'],
        duration: '1 hour',
        category: 'Arts & Culture',
        interests: ['history', 'science', 'travel'],
        firstDate: true,
      },
      {
        id: 'nyc-broadway-tkts',
        title: 'Same-day Broadway tickets at TKTS',
        description:
          'Meet at the TKTS booth under the red steps in Times Square, which sells discounted tickets for shows playing that day, and agree on something neither of you would have booked in advance. Check the booth times before you go, and save the verdict for a late drink afterwards.',
        budget: '$$$',
        activityTypes: ['indoor', 'relaxed'],
        duration: 'An evening',
        category: 'Entertainment',
        interests: ['theatre', 'music'],
        firstDate: false,
      },
    ],
  },

  // Los Angeles
  {
    cityNames: [
      'los angeles',
      'la',
      'l.a.',
      'hollywood',
      'downtown la',
      'downtown los angeles',
      'dtla',
      'silver lake',
      'echo park',
      'los feliz',
      'koreatown',
    ],
    country: 'US',
    ideas: [
      {
        id: 'la-griffith-observatory-sunset',
        title: 'Sunset at Griffith Observatory',
        description:
          'Entry to the observatory building and its grounds is free, and the terraces look out over the whole basin with the Hollywood Sign off to one side. Arrive before sunset, wander the exhibits, then look through a public telescope if they are set up that night; planetarium shows cost extra, so check times before you go.',
        budget: 'free',
        activityTypes: ['outdoor', 'indoor', 'relaxed'],
        duration: '2-3 hours',
        category: 'Learning',
        interests: ['science', 'photography', 'nature'],
        firstDate: true,
      },
      {
        id: 'la-venice-canals-and-boardwalk',
        title: 'Venice canals and the boardwalk',
        description:
          "Loop through the quiet Venice Canals, crossing the little footbridges between the houses, then walk a few blocks to the beach for the boardwalk's street performers and skaters. The contrast between the two keeps the conversation going, and the Pacific is right there for a sunset finish.",
        budget: 'free',
        activityTypes: ['outdoor', 'active'],
        duration: '2-3 hours',
        category: 'Outdoors',
        interests: ['photography', 'travel', 'water'],
        firstDate: true,
      },
      {
        id: 'la-grand-central-market',
        title: 'Graze your way round Grand Central Market',
        description:
          'This downtown food hall has been feeding Angelenos for more than a century. Split up, each buy one dish for the other to try, and meet back at a shared table; it is cheap, lively and easy to leave whenever you like.',
        budget: '$',
        activityTypes: ['indoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Food & Drink',
        interests: ['food', 'travel'],
        firstDate: true,
      },
      {
        id: 'la-hollywood-bowl-picnic',
        title: 'Picnic concert at the Hollywood Bowl',
        description:
          'Pack a picnic and see a concert in the open-air amphitheatre under the hills during its warm-weather season. At many shows you can bring your own food, but the rules differ from event to event, so check before you pack the basket.',
        budget: '$$',
        activityTypes: ['outdoor', 'relaxed'],
        duration: 'An evening',
        category: 'Entertainment',
        interests: ['music', 'food'],
        firstDate: false,
      },
    ],
  },

  // Chicago
  {
    cityNames: [
      'chicago',
      'chi-town',
      'chi town',
      'chitown',
      'the loop',
      'wicker park',
      'logan square',
      'wrigleyville',
    ],
    country: 'US',
    ideas: [
      {
        id: 'chicago-riverwalk-to-millennium-park',
        title: 'Riverwalk stroll to Millennium Park',
        description:
          'Follow the Chicago Riverwalk along the south bank of the river, ducking under the bridges as the towers rise on both sides. Then head a few blocks south to Millennium Park to find your warped reflections together in Cloud Gate, the giant mirrored sculpture everyone calls the Bean.',
        budget: 'free',
        activityTypes: ['outdoor', 'active'],
        duration: '1-2 hours',
        category: 'Outdoors',
        interests: ['photography', 'art', 'travel'],
        firstDate: true,
      },
      {
        id: 'chicago-lincoln-park-zoo',
        title: 'Lincoln Park Zoo and the lakefront',
        description:
          'Lincoln Park Zoo has no admission fee, so you can wander in, pick a favourite animal each and leave whenever you like. Afterwards, walk east to the lakefront for a view back at the skyline across Lake Michigan.',
        budget: 'free',
        activityTypes: ['outdoor', 'relaxed'],
        duration: '2-3 hours',
        category: 'Outdoors',
        interests: ['animals', 'nature'],
        firstDate: true,
      },
      {
        id: 'chicago-architecture-boat-tour',
        title: 'Architecture boat tour on the river',
        description:
          "Several companies run architecture cruises on the Chicago River in the warmer months, with a guide explaining the skyline one building at a time. You are sitting side by side with plenty to look at, and you'll both leave with a favourite tower to argue for; check times before you go.",
        budget: '$$',
        activityTypes: ['outdoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Learning',
        interests: ['history', 'photography', 'travel'],
        firstDate: true,
      },
      {
        id: 'chicago-blues-club-night',
        title: 'A night at a Chicago blues club',
        description:
          "Chicago helped shape electric blues, and long-running clubs such as Kingston Mines and Buddy Guy's Legends still have live bands most nights. Pay the cover, find a table near the stage and check the line-up before you go.",
        budget: '$$',
        activityTypes: ['indoor', 'relaxed'],
        duration: 'An evening',
        category: 'Entertainment',
        interests: ['music', 'dancing', 'beer'],
        firstDate: false,
      },
    ],
  },

  // Houston
  {
    cityNames: ['houston', 'htx', 'h-town', 'h town', 'houston heights'],
    country: 'US',
    ideas: [
      {
        id: 'houston-menil-collection',
        title: 'The Menil Collection',
        description:
          'This museum in Montrose is free to enter and small enough to see without getting tired, from ancient objects to surrealist paintings. Afterwards, sit on the lawns under the oak trees outside and compare the piece that puzzled you most; check opening days before you go.',
        budget: 'free',
        activityTypes: ['indoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Arts & Culture',
        interests: ['art', 'history'],
        firstDate: true,
      },
      {
        id: 'houston-waugh-bridge-bats',
        title: 'Watch the bats leave the Waugh Drive Bridge',
        description:
          'A large colony of bats lives under the Waugh Drive Bridge over Buffalo Bayou and streams out to feed around dusk, most reliably in the warmer months. Take a walk on the bayou trails first, then find a spot by the bridge and wait for the show.',
        budget: 'free',
        activityTypes: ['outdoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Outdoors',
        interests: ['animals', 'nature', 'photography'],
        firstDate: true,
      },
      {
        id: 'houston-space-center',
        title: 'Space Center Houston',
        description:
          "The visitor centre for NASA's Johnson Space Center, out near Clear Lake, has real flown spacecraft, and its tram tour into the working site visits a full Saturn V rocket laid out in its own hall. It fills half a day easily and gives you endless questions to ask each other; check tickets and tour times before you go.",
        budget: '$$',
        activityTypes: ['indoor', 'relaxed'],
        duration: 'Half a day',
        category: 'Learning',
        interests: ['science', 'tech', 'history'],
        firstDate: false,
      },
      {
        id: 'houston-viet-cajun-crawfish',
        title: 'Viet-Cajun crawfish on Bellaire Boulevard',
        description:
          "Houston's Vietnamese community gave crawfish a garlic-butter twist, and the restaurants along Bellaire Boulevard serve it by the pound in season, usually from late winter into early summer. Bibs, gloves and messy fingers make it very hard for anyone to stay stiff.",
        budget: '$$',
        activityTypes: ['indoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Food & Drink',
        interests: ['food', 'travel'],
        firstDate: true,
      },
    ],
  },

  // Miami
  {
    cityNames: ['miami', 'little havana', 'wynwood', 'brickell', 'coconut grove', 'miami beach', 'south beach'],
    country: 'US',
    ideas: [
      {
        id: 'miami-calle-ocho-cafecito',
        title: 'Cafecito and dominoes on Calle Ocho',
        description:
          "Walk Little Havana's Calle Ocho, order a strong Cuban coffee from a walk-up window and share a guava pastry. Stop at Máximo Gómez Park, known to everyone as Domino Park, to watch the regulars play; it is lively, cheap and full of things to talk about.",
        budget: '$',
        activityTypes: ['outdoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Food & Drink',
        interests: ['coffee', 'food', 'travel'],
        firstDate: true,
      },
      {
        id: 'miami-wynwood-murals',
        title: 'Mural hunt in Wynwood',
        description:
          'Wynwood is covered in large, colourful murals, and the streets around the ticketed Wynwood Walls are free to wander. Each of you picks a favourite wall and photographs the other in front of it, then you swap reasons over a cold drink.',
        budget: 'free',
        activityTypes: ['outdoor', 'active'],
        duration: '1-2 hours',
        category: 'Arts & Culture',
        interests: ['art', 'photography'],
        firstDate: true,
      },
      {
        id: 'miami-south-beach-art-deco',
        title: 'Art Deco walk on South Beach',
        description:
          'Stroll along Ocean Drive and the streets behind it as the sun goes down and the neon lights of the pastel Art Deco hotels switch on. Finish with your feet in the sand; if you want the stories behind the buildings, check for guided walks at the Art Deco Welcome Center.',
        budget: 'free',
        activityTypes: ['outdoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Arts & Culture',
        interests: ['history', 'photography', 'water'],
        firstDate: true,
      },
      {
        id: 'miami-vizcaya-gardens',
        title: 'Vizcaya Museum and Gardens',
        description:
          'This grand early-1900s villa on Biscayne Bay has lavish rooms to explore and formal gardens full of fountains, hedges and quiet corners to talk in. Book tickets ahead and check opening days before you go.',
        budget: '$$',
        activityTypes: ['indoor', 'outdoor', 'relaxed'],
        duration: '2-3 hours',
        category: 'Arts & Culture',
        interests: ['history', 'art', 'nature'],
        firstDate: true,
      },
    ],
  },

  // India
  {
    cityNames: [],
    country: 'IN',
    ideas: [
      {
        id: 'in-chai-and-street-snack-walk',
        title: 'Chai and street-snack walk',
        description:
          'Start with a cutting chai at a busy tea stall, then walk the local market and each pick one snack the other has to try, whether that is pani puri, vada pav, kachori or momos. It costs very little, and arguing about the best stall in town is an easy conversation.',
        budget: '$',
        activityTypes: ['outdoor', 'active'],
        duration: '1-2 hours',
        category: 'Food & Drink',
        interests: ['food', 'travel'],
        firstDate: true,
      },
      {
        id: 'in-cinema-with-interval',
        title: 'A new release, with predictions at the interval',
        description:
          'Catch a new film at the local cinema and use the interval for samosas or popcorn and a bet on how it ends. Whoever guesses wrong buys the chai afterwards.',
        budget: '$',
        activityTypes: ['indoor', 'relaxed'],
        duration: 'An evening',
        category: 'Entertainment',
        interests: ['movies', 'food'],
        firstDate: true,
      },
      {
        id: 'in-another-states-thali',
        title: "Dinner from another state's kitchen",
        description:
          'Find a restaurant serving the food of a state neither of you comes from, such as a Kerala meal in the north or a Bengali one in the south, and order a thali or a spread to share. Tasting something unfamiliar together gives you a shared adventure without leaving town.',
        budget: '$$',
        activityTypes: ['indoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Food & Drink',
        interests: ['food', 'travel', 'cooking'],
        firstDate: true,
      },
    ],
  },

  // Canada
  {
    cityNames: [],
    country: 'CA',
    ideas: [
      {
        id: 'ca-outdoor-skating-rink',
        title: 'Outdoor rink on a winter evening',
        description:
          'Plenty of towns flood an outdoor rink in a park each winter, and many are free to use. Lace up (rent skates if you need to), hold on to each other through the wobbly first laps, then warm up with hot chocolate afterwards.',
        budget: 'free',
        activityTypes: ['outdoor', 'active'],
        duration: '1-2 hours',
        category: 'Active',
        interests: ['sports', 'fitness'],
        firstDate: true,
      },
      {
        id: 'ca-local-junior-hockey-game',
        title: 'Local junior hockey game',
        description:
          'Many Canadian towns have a junior or senior hockey team playing at the community arena, and tickets cost far less than the big leagues. Pick a side, cheer loudly and grab a snack between periods; the breaks are made for chatting.',
        budget: '$',
        activityTypes: ['indoor', 'relaxed'],
        duration: '2-3 hours',
        category: 'Entertainment',
        interests: ['sports'],
        firstDate: true,
      },
      {
        id: 'ca-summer-canoe-paddle',
        title: 'Summer canoe paddle',
        description:
          'Rent a canoe for a few hours on a nearby lake or slow river and paddle out together. Steering a canoe as a pair takes teamwork and a bit of laughing at yourselves, and the quiet on the water makes space for a real conversation.',
        budget: '$$',
        activityTypes: ['outdoor', 'active'],
        duration: 'Half a day',
        category: 'Adventure',
        interests: ['water', 'nature', 'fitness'],
        firstDate: false,
      },
    ],
  },

  // Australia
  {
    cityNames: [],
    country: 'AU',
    ideas: [
      {
        id: 'au-coastal-headland-walk',
        title: 'Coastal headland walk',
        description:
          'Follow a coastal track over the headlands near you, stopping at lookouts to watch the surf, and finish with a swim or fish and chips on the sand. Bring water, a hat and sunscreen, and go early or late to dodge the midday heat.',
        budget: 'free',
        activityTypes: ['outdoor', 'active'],
        duration: '2-3 hours',
        category: 'Outdoors',
        interests: ['nature', 'water', 'fitness'],
        firstDate: true,
        needs: ['water'],
      },
      {
        id: 'au-park-barbecue',
        title: 'Cook-up on a public barbecue',
        description:
          'Many parks have public barbecues anyone can use, so bring a few snags, some bread and a salad and cook together in the shade. Manning the tongs gives you both something to do with your hands while you talk.',
        budget: '$',
        activityTypes: ['outdoor', 'relaxed'],
        duration: '1-2 hours',
        category: 'Food & Drink',
        interests: ['food', 'cooking'],
        firstDate: true,
      },
      {
        id: 'au-pub-trivia-and-parma',
        title: 'Pub trivia and a parma',
        description:
          'Most pubs run a weekly trivia night, so form a team of two, order a chicken parmigiana each (whatever your state calls it) and see whose general knowledge carries you. Pooling answers shows how you work as a team, and losing badly is half the fun.',
        budget: '$$',
        activityTypes: ['indoor', 'relaxed'],
        duration: 'An evening',
        category: 'Entertainment',
        interests: ['games', 'food', 'beer'],
        firstDate: true,
      },
    ],
  },

  // United Kingdom
  {
    cityNames: [],
    country: 'GB',
    ideas: [
      {
        id: 'gb-sunday-roast-at-the-pub',
        title: 'Sunday roast at the local pub',
        description:
          'Book a table at a pub that does a proper Sunday roast and take your time over the gravy and the Yorkshire puddings. A long, unhurried lunch in daylight feels relaxed, and you can walk it off afterwards if things are going well.',
        budget: '$$',
        activityTypes: ['indoor', 'relaxed'],
        duration: '2-3 hours',
        category: 'Food & Drink',
        interests: ['food', 'beer'],
        firstDate: true,
      },
      {
        id: 'gb-footpath-walk-out-of-town',
        title: 'Follow a footpath out of town',
        description:
          'Most towns have public footpaths, canal towpaths or bridleways leading out into the countryside within a short walk of the centre. Pick a loop on a walking map, pack a flask and let the stiles and muddy bits give you something to laugh about.',
        budget: 'free',
        activityTypes: ['outdoor', 'active'],
        duration: 'Half a day',
        category: 'Outdoors',
        interests: ['nature', 'fitness'],
        firstDate: false,
      },
      {
        id: 'gb-charity-shop-challenge',
        title: 'Charity shop challenge',
        description:
          'Give yourselves a small budget and half an hour to find each other something in the charity shops along the high street, from a paperback to a questionable jumper. The big reveal is guaranteed laughter, and the money goes to a good cause.',
        budget: '$',
        activityTypes: ['indoor', 'active'],
        duration: '1-2 hours',
        category: 'Giving Back',
        interests: ['fashion', 'books', 'crafts'],
        firstDate: true,
      },
    ],
  },
];
