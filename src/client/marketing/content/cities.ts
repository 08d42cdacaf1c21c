import { type cityPages, paths } from '../../../shared/routes';
import type { FaqItem, Testimonial } from '../site/ui';
import type { cityFigures } from './figures';
import { priceCopy } from './figures';
import { premiumSummary } from '../../../shared/premium-offer';

/**
 * The US city pages (spec 001 "City pages", §3 date spot, §9 city claims and
 * testimonial counts). Date spots are real, long-standing public places; the
 * testimonials are illustrative personas, not verified reviews.
 */

/** A heading and a paragraph: a benefit, a reason, a culture topic, a region. */
export interface Topic {
  title: string;
  text: string;
}

/** A recommended place for a date (spec 001 §3): name, type, description. */
export interface DateSpot {
  name: string;
  type: string;
  description: string;
}

/** What each of the four Datewise tools does for someone dating in this place. */
export interface PlaceTools {
  profile: string;
  messages: string;
  dateIdeas: string;
  dailyTips: string;
}

export interface CityContent {
  key: keyof typeof cityFigures;
  path: (typeof cityPages)[number]['path'];
  /** The name used in headings and copy, e.g. "New York City". */
  name: string;
  /** Who the stats describe, e.g. "New Yorkers". */
  residents: string;
  /** schema.org areaServed, e.g. "New York City, NY". */
  areaServed: string;
  title: string;
  description: string;
  lastModified: string;
  hero: { eyebrow: string; title: string; lead: string };
  benefitsTitle: string;
  benefits: Topic[];
  spotsIntro: string;
  dateSpots: DateSpot[];
  tools: PlaceTools;
  testimonials: Testimonial[];
  faqs: FaqItem[];
  closing: { title: string; text: string };
}

const UPDATED = '2026-11-21';

/** The same pricing answer on every city page, from the one price source. */
function priceFaq(city: string): FaqItem {
  return {
    question: `How much does Datewise cost in ${city}?`,
    answer: `The same as everywhere. Datewise is free to start with ${priceCopy.freeDaily} and no credit card. Premium is ${priceCopy.premiumLong} for ${premiumSummary}, and you can cancel anytime. If you only need help now and then, ${priceCopy.credits} never expire.`,
  };
}

const appsFaq: FaqItem = {
  question: 'Does Datewise work with the apps I already use?',
  answer:
    'Yes. Datewise is a coach, not another dating app. You paste in your bio or a message from a match, get suggestions, and copy what you like back into Hinge, Tinder, Bumble or whichever app you use. Your matches never see Datewise.',
};

export const cities: CityContent[] = [
  {
    key: 'new-york',
    path: paths.datingCoachNewYork,
    name: 'New York City',
    residents: 'New Yorkers',
    areaServed: 'New York City, NY',
    title: 'AI Dating Coach in New York City: Profiles, Texts and Dates',
    description:
      'Dating in New York City, made easier: an AI coach for a profile that stands out, messages that get replies and date spots New Yorkers love. Free to start.',
    lastModified: UPDATED,
    hero: {
      eyebrow: 'Dating coach · New York City',
      title: 'An AI dating coach for New York City',
      lead: 'New York gives you a huge dating pool and very little free time. Datewise helps you write a profile people stop scrolling for, send messages that turn into plans, and pick dates that are worth the subway ride.',
    },
    benefitsTitle: 'Why New Yorkers date with a coach',
    benefits: [
      {
        title: 'Stand out in a crowded feed',
        text: 'When everyone has a skyline photo and a brunch photo, a profile needs one detail only you could have written. Profile Coach finds the generic lines in your bio and suggests specific ones.',
      },
      {
        title: 'Plans that respect the commute',
        text: 'A date between the Bronx and Bay Ridge can eat two hours of travel. Put a neighborhood in the city field of Date Ideas and you get plans that make sense for where you both are.',
      },
      {
        title: 'Less chatting, more meeting',
        text: 'Busy schedules let good matches go quiet. Message Helper suggests replies that keep the thread moving and a natural way to ask for a time and place.',
      },
      {
        title: 'Dates at every price',
        text: 'New York can be expensive, but it does not have to be. Choose free, $, $$ or $$$ and Datewise plans around your budget, from a ferry ride to a tasting menu.',
      },
    ],
    spotsIntro:
      'Four long-standing favorites for a first or second date: easy to reach by subway, easy to talk in, and easy to extend if it is going well.',
    dateSpots: [
      {
        name: 'Central Park: Bethesda Terrace and the Loeb Boathouse',
        type: 'Park',
        description:
          'Meet at Bethesda Terrace, walk along the Lake, and rent a rowboat at the Loeb Boathouse in the warmer months. Walking side by side takes the pressure off a first date, and a park this big lets a good date run long or a quiet one end gracefully at the nearest gate.',
      },
      {
        name: 'The Metropolitan Museum of Art',
        type: 'Museum',
        description:
          'On Fifth Avenue at the edge of Central Park. Pick two or three galleries instead of trying to see it all; the Temple of Dendur and the American Wing courtyard are easy favorites. Art gives you something to talk about from the first minute, and New York State residents pay what they wish.',
      },
      {
        name: 'Brooklyn Bridge Park',
        type: 'Waterfront park',
        description:
          'Lawns and piers along the East River from DUMBO to Atlantic Avenue, facing the Lower Manhattan skyline. Go near sunset, take a turn on Jane’s Carousel, and if the conversation is flowing, walk back to Manhattan over the Brooklyn Bridge.',
      },
      {
        name: 'Chelsea Market',
        type: 'Food hall',
        description:
          'A covered food hall in the old Nabisco factory where the Oreo was first made. Sharing a few small plates is a relaxed first date in any weather, and the High Line is right outside if you want to keep walking afterward.',
      },
    ],
    tools: {
      profile:
        'A score for your bio and a rewrite in your own voice, so your profile reads like a person and not like the last fifty you swiped past.',
      messages:
        'Openers and replies in a playful, thoughtful or funny style that get a busy New Yorker to answer, and then to agree on a time.',
      dateIdeas:
        'Plans for your neighborhood, interests and budget, indoor or outdoor, so you spend the evening on the date instead of on the train.',
      dailyTips:
        'One practical tip a day on confidence, conversation, profiles or etiquette, short enough to read between stops.',
    },
    testimonials: [
      {
        name: 'Priya S.',
        location: 'Upper West Side, Manhattan',
        age: 29,
        profession: 'Financial analyst',
        text: 'My bio was a list of travel clichés. Profile Coach helped me swap them for the two things I actually do every weekend, and my conversations got a lot more specific.',
        rating: 5,
        timeUsed: '2 months',
        result: 'From 2 to about 5 real conversations a week',
      },
      {
        name: 'Marcus T.',
        location: 'Astoria, Queens',
        age: 34,
        profession: 'ICU nurse',
        text: 'I work nights, so I have no patience for a week of small talk. Message Helper gets me from hello to a concrete plan in a few messages without sounding pushy.',
        rating: 5,
        timeUsed: '6 weeks',
        result: '4 first dates in his first month',
      },
      {
        name: 'Elena R.',
        location: 'Park Slope, Brooklyn',
        age: 31,
        profession: 'Architect',
        text: 'I asked Date Ideas for something cheap near Prospect Park and got a plan I still use: coffee, a loop of the park and the Saturday farmers market at Grand Army Plaza.',
        rating: 5,
        timeUsed: '3 months',
        result: 'In a relationship since her second month',
      },
      {
        name: 'David K.',
        location: 'Riverdale, the Bronx',
        age: 38,
        profession: 'High school teacher',
        text: 'Coming back to dating after my divorce, I felt out of practice. The daily tips were small enough to actually use, and they stopped me from overthinking every message.',
        rating: 5,
        timeUsed: '10 weeks',
        result: '3 second dates and a lot less anxiety',
      },
      {
        name: 'Aisha B.',
        location: 'Bushwick, Brooklyn',
        age: 26,
        profession: 'Graphic designer',
        text: 'I had plenty of matches and almost no replies. It turned out my openers were just ‘hey’. Now I ask about something in their photos, and most people answer.',
        rating: 5,
        timeUsed: '1 month',
        result: 'Most openers now get a reply',
      },
      {
        name: 'James O.',
        location: 'St. George, Staten Island',
        age: 42,
        profession: 'Accountant',
        text: 'I used to apologize for living on Staten Island. Datewise helped me turn the ferry into part of the pitch: an evening crossing past the skyline beats another loud bar.',
        rating: 5,
        timeUsed: '2 months',
        result: 'Met his partner on a ferry-and-dinner second date',
      },
    ],
    faqs: [
      appsFaq,
      {
        question: 'Can Datewise suggest dates in my neighborhood?',
        answer:
          'Yes. The city field in Date Ideas is free text, so you can type Astoria, the Lower East Side or Park Slope along with your interests, budget and whether you want something indoor, outdoor, active or relaxed. Treat the results as ideas and check opening hours before you go.',
      },
      {
        question: 'How do I stay safe meeting someone from an app in New York?',
        answer:
          'Meet in a busy public place, tell a friend where you will be, and get there and home on your own, by subway, bus or cab. Keep a first date short, like a coffee or a walk, and save a longer plan for the second.',
      },
      priceFaq('New York City'),
    ],
    closing: {
      title: 'Your next New York date starts with a better profile',
      text: `Start free in a minute with Google. No credit card, and ${priceCopy.freeDaily} are on us.`,
    },
  },
  {
    key: 'los-angeles',
    path: paths.datingCoachLosAngeles,
    name: 'Los Angeles',
    residents: 'Angelenos',
    areaServed: 'Los Angeles, CA',
    title: 'AI Dating Coach in Los Angeles: Profiles, Messages and Dates',
    description:
      'Dating in Los Angeles without the guesswork: an AI coach for a standout profile, openers that get replies and date spots worth the drive. Free to start today.',
    lastModified: UPDATED,
    hero: {
      eyebrow: 'Dating coach · Los Angeles',
      title: 'An AI dating coach for Los Angeles',
      lead: 'In LA, a great match can live forty minutes away in traffic. Datewise helps you write a profile that feels like you, move from chat to a plan quickly, and choose dates that make the drive worth it.',
    },
    benefitsTitle: 'Why Angelenos date with a coach',
    benefits: [
      {
        title: 'A profile that is not a headshot résumé',
        text: 'Plenty of LA profiles look polished and say little. Profile Coach helps you keep the good photos and add the details that start conversations: what you do on a free Sunday, not just your job title.',
      },
      {
        title: 'Meet in the middle',
        text: 'Westside to Eastside is a commitment. Put both neighborhoods into Date Ideas and plan somewhere fair for both of you, or suggest a first date close to whoever has the longer drive.',
      },
      {
        title: 'Fit dating around odd hours',
        text: 'Shoots, shifts and side projects make schedules unpredictable. Message Helper helps you keep a conversation warm through a busy week and suggest a time without awkwardness.',
      },
      {
        title: 'Outdoor dates most of the year',
        text: 'LA weather makes hikes, beaches and outdoor markets easy first dates. Choose outdoor or active and Datewise leans into them, with an indoor plan for the hottest days.',
      },
    ],
    spotsIntro:
      'Four classic Los Angeles spots for a first or second date, each with room to talk and a built-in next step if the date is going well.',
    dateSpots: [
      {
        name: 'Griffith Observatory',
        type: 'Observatory and park',
        description:
          'On the south slope of Mount Hollywood in Griffith Park, with views over the basin and the Hollywood Sign. Admission to the building is free, it stays open into the evening (it is closed on Mondays), and on clear nights you can look through a telescope together. Arrive before sunset.',
      },
      {
        name: 'The Getty Center',
        type: 'Museum and gardens',
        description:
          'A hilltop museum in Brentwood reached by a short tram ride. Admission is free (parking is paid), and the Central Garden and terraces give you views from the mountains to the ocean. It suits a relaxed second date where you can wander, sit and talk.',
      },
      {
        name: 'Grand Central Market',
        type: 'Food hall',
        description:
          'Downtown’s food hall has been open on Broadway since 1917, with long-running counters next to newer stalls. Order from two counters and share: an easy first date that can be one plate or an afternoon. Angels Flight, the short funicular railway across Hill Street, is a fun way to extend the date up to Bunker Hill.',
      },
      {
        name: 'Venice Canals',
        type: 'Neighborhood walk',
        description:
          'A few blocks from the busy boardwalk, the canals Abbot Kinney laid out in 1905 are a quiet grid of footpaths, small arched bridges and gardens. It is an easy, free walk for a first date, with coffee on Abbot Kinney Boulevard nearby.',
      },
    ],
    tools: {
      profile:
        'Keep the great photos and fix the words: a bio score, what to change, and a rewrite that sounds like you rather than like a casting call.',
      messages:
        'Openers that reference something real in their profile, and replies that keep things going between shoots, shifts and traffic.',
      dateIdeas:
        'Ideas for your part of town, interests and budget, from a free hike to a special dinner, indoor or outdoor.',
      dailyTips:
        'A short daily tip on confidence, conversation, profiles or etiquette that you can read in the parking lot before the date.',
    },
    testimonials: [
      {
        name: 'Sofia M.',
        location: 'Silver Lake',
        age: 28,
        profession: 'Film editor',
        text: 'My profile was all camera-ready photos and no personality. Profile Coach pointed out that nothing in it invited a question. One new line about my terrible pottery class changed that.',
        rating: 5,
        timeUsed: '6 weeks',
        result: 'Twice as many conversations that lasted past day one',
      },
      {
        name: 'Daniel P.',
        location: 'Koreatown',
        age: 32,
        profession: 'Software engineer',
        text: 'I was great at matching and terrible at asking people out. Message Helper gave me a few ways to suggest a plan that did not feel abrupt.',
        rating: 5,
        timeUsed: '2 months',
        result: '5 first dates in two months',
      },
      {
        name: 'Rachel G.',
        location: 'Santa Monica',
        age: 35,
        profession: 'Physical therapist',
        text: 'Date Ideas suggested Griffith Observatory at sunset when I asked for something free and outdoorsy. We stayed until it closed.',
        rating: 5,
        timeUsed: '3 months',
        result: 'Dating the same person for 2 months',
      },
      {
        name: 'Kevin L.',
        location: 'Sherman Oaks',
        age: 40,
        profession: 'Real estate agent',
        text: 'I talk for a living, yet my texts were flat. The style options helped me sound more like myself in writing, which is how I come across in person.',
        rating: 5,
        timeUsed: '5 weeks',
        result: 'More replies and 2 second dates',
      },
      {
        name: 'Maya J.',
        location: 'Highland Park',
        age: 27,
        profession: 'Elementary school teacher',
        text: 'I used to say yes to drinks in West Hollywood because that is what people suggested. Now I suggest a plan I actually like, closer to home, and the dates are better.',
        rating: 5,
        timeUsed: '2 months',
        result: 'Dates she looks forward to, and less driving',
      },
      {
        name: 'Andre W.',
        location: 'Westchester',
        age: 33,
        profession: 'Airline operations planner',
        text: 'The daily tips are short and practical. The one about asking follow-up questions instead of waiting for my turn to talk made a noticeable difference on dates.',
        rating: 5,
        timeUsed: '10 weeks',
        result: 'In a relationship after 7 weeks',
      },
    ],
    faqs: [
      appsFaq,
      {
        question: 'How do I plan a first date across LA traffic?',
        answer:
          'Keep the first one short and close to the middle, or close to whoever has the longer drive, and avoid the worst rush hours. Date Ideas accepts any neighborhood in its city field, so you can ask for ideas in, say, Culver City or Los Feliz.',
      },
      {
        question: 'What are good free first dates in Los Angeles?',
        answer:
          'Griffith Observatory, the Getty Center (you pay only for parking), the Venice Canals and a beach walk all cost nothing. In Date Ideas, choose the free budget and outdoor or relaxed for more ideas like these.',
      },
      priceFaq('Los Angeles'),
    ],
    closing: {
      title: 'Make your next LA date worth the drive',
      text: `Start free with Google in under a minute. No credit card, ${priceCopy.freeDaily}.`,
    },
  },
  {
    key: 'chicago',
    path: paths.datingCoachChicago,
    name: 'Chicago',
    residents: 'Chicagoans',
    areaServed: 'Chicago, IL',
    title: 'AI Dating Coach in Chicago: Profiles, Messages and Date Ideas',
    description:
      'Dating in Chicago, in every season: an AI coach for a warmer profile, messages that turn into plans, and date ideas from the lakefront to winter nights. Free.',
    lastModified: UPDATED,
    hero: {
      eyebrow: 'Dating coach · Chicago',
      title: 'An AI dating coach for Chicago',
      lead: 'Chicago dating has two seasons: patios and parkas. Datewise helps you write a profile that shows your personality, keep conversations going through the winter, and plan dates that suit the weather.',
    },
    benefitsTitle: 'Why Chicagoans date with a coach',
    benefits: [
      {
        title: 'Dates for every season',
        text: 'Pick indoor or outdoor in Date Ideas and get plans that make sense in February as well as July, from museums and conservatories to the lakefront.',
      },
      {
        title: 'Straightforward, friendly messages',
        text: 'Chicago rewards people who say what they mean. Message Helper suggests openers that are warm and direct, and a clear way to ask someone out.',
      },
      {
        title: 'Neighborhood by neighborhood',
        text: 'Logan Square and Hyde Park are a long way apart on the L. Type your neighborhood into Date Ideas and plan something easy for both of you.',
      },
    ],
    spotsIntro:
      'Four Chicago institutions that work for a first or second date, with ideas for both the warm months and the cold ones.',
    dateSpots: [
      {
        name: 'Millennium Park',
        type: 'Park',
        description:
          'Start at Cloud Gate, the sculpture everyone calls the Bean, then the Crown Fountain. In summer the Jay Pritzker Pavilion hosts free concerts on the lawn; in winter there is skating at the McCormick Tribune Ice Rink. There is always something to react to together.',
      },
      {
        name: 'The Art Institute of Chicago',
        type: 'Museum',
        description:
          'Right next to Millennium Park, home to Nighthawks, American Gothic and A Sunday on La Grande Jatte. Pick a few famous works to find together and trade opinions; it is one of the best rainy or snowy day dates in the city.',
      },
      {
        name: 'Lincoln Park Zoo and Conservatory',
        type: 'Zoo and conservatory',
        description:
          'One of the oldest zoos in the country, and admission is free. Next door, the glass-roofed Lincoln Park Conservatory is also free and warm in January. A relaxed daytime first date that costs nothing, and in the holiday season ZooLights turns the grounds into a light display.',
      },
      {
        name: 'Chicago Riverwalk',
        type: 'Waterfront',
        description:
          'A walkway along the south bank of the main branch of the Chicago River downtown, lined with cafés and wine bars in the warm months and surrounded by some of the city’s best architecture. Architecture boat tours leave from along the river if you want a longer second date.',
      },
    ],
    tools: {
      profile:
        'A bio score and a rewrite that shows who you are, whether that is Sunday league softball or a strong opinion about tavern-style pizza.',
      messages:
        'Friendly, direct openers and replies, plus help suggesting a first date before the conversation goes cold.',
      dateIdeas: 'Indoor or outdoor plans for your neighborhood and budget, so a cold snap never cancels the date.',
      dailyTips: 'A practical daily tip on confidence, conversation, profiles or etiquette, one minute to read.',
    },
    testimonials: [
      {
        name: 'Nicole F.',
        location: 'Logan Square',
        age: 30,
        profession: 'Marketing manager',
        text: 'I dreaded dating in winter because every plan was drinks. Date Ideas gave me indoor plans I had never thought of, and the conservatory date was my favorite.',
        rating: 5,
        timeUsed: '2 months',
        result: 'Dating someone she met in January',
      },
      {
        name: 'Brian H.',
        location: 'Andersonville',
        age: 36,
        profession: 'Civil engineer',
        text: 'My profile said I liked ‘hanging out and having fun’. Profile Coach was polite about it. The new version mentions my cycling club and my dog, and people ask about both.',
        rating: 5,
        timeUsed: '6 weeks',
        result: 'About twice as many matches as before',
      },
      {
        name: 'Tanya W.',
        location: 'Hyde Park',
        age: 33,
        profession: 'Research coordinator',
        text: 'I overthink every message. Having a couple of suggested replies to start from saves me an hour of drafting, and I still edit them so they sound like me.',
        rating: 5,
        timeUsed: '3 months',
        result: 'In a relationship for 2 months',
      },
    ],
    faqs: [
      appsFaq,
      {
        question: 'What are good winter date ideas in Chicago?',
        answer:
          'The Art Institute, the Lincoln Park Conservatory, skating in Millennium Park and a long dinner in a neighborhood spot all work in the cold. In Date Ideas, choose indoor for more ideas tailored to your interests and budget.',
      },
      priceFaq('Chicago'),
    ],
    closing: {
      title: 'Plan your next Chicago date, whatever the weather',
      text: `Start free with Google. No credit card, ${priceCopy.freeDaily}, and Premium only if you want it.`,
    },
  },
  {
    key: 'houston',
    path: paths.datingCoachHouston,
    name: 'Houston',
    residents: 'Houstonians',
    areaServed: 'Houston, TX',
    title: 'AI Dating Coach in Houston: Better Profiles, Replies and Dates',
    description:
      'Dating in Houston, simplified: an AI coach for your profile and messages, plus date ideas from the Museum District to Buffalo Bayou that beat the heat. Free.',
    lastModified: UPDATED,
    hero: {
      eyebrow: 'Dating coach · Houston',
      title: 'An AI dating coach for Houston',
      lead: 'Houston is big, spread out and hot for much of the year. Datewise helps you write a profile that starts conversations, get to a first date faster, and plan dates that make sense for the distance and the weather.',
    },
    benefitsTitle: 'Why Houstonians date with a coach',
    benefits: [
      {
        title: 'Plans that fit a spread-out city',
        text: 'Katy to Kingwood is not a casual trip. Date Ideas takes any neighborhood or suburb in its city field, so you can plan something reasonable for both of you.',
      },
      {
        title: 'Dates that beat the heat',
        text: 'Choose indoor or relaxed and Datewise suggests air-conditioned museums and evening plans for the summer months, and saves the patios and bayou trails for the cooler ones.',
      },
      {
        title: 'Conversations that survive long shifts',
        text: 'Hospital, plant and office schedules all collide in Houston. Message Helper helps you pick a conversation back up after a busy week without starting over.',
      },
    ],
    spotsIntro:
      'Four Houston favorites for a first or second date: mostly free or inexpensive, and mostly in the shade or the air conditioning.',
    dateSpots: [
      {
        name: 'The Museum of Fine Arts, Houston',
        type: 'Museum',
        description:
          'The anchor of the Museum District. General admission is free on Thursdays, and the glowing underground tunnel by James Turrell that links two of its buildings is a memorable place to walk through together. Cool, quiet and full of things to talk about.',
      },
      {
        name: 'Hermann Park',
        type: 'Park',
        description:
          'Across from the Museum District: rent a pedal boat on McGovern Lake, walk through the Japanese Garden, or bring a blanket to a free evening show at Miller Outdoor Theatre. Easy to combine with a museum visit for a longer second date.',
      },
      {
        name: 'Buffalo Bayou Park',
        type: 'Park and trails',
        description:
          'Trails and lawns along the bayou west of downtown, with skyline views. Time a walk for dusk and watch the bats leave their roost under the Waugh Drive bridge, a very Houston first-date story to tell later.',
      },
      {
        name: 'The Menil Collection',
        type: 'Museum',
        description:
          'A calm, free museum in a leafy Montrose neighborhood, with the Cy Twombly Gallery and the Rothko Chapel nearby. Bring a coffee to the lawns outside afterward; the setting makes unhurried second-date conversation easy.',
      },
    ],
    tools: {
      profile:
        'A score for your bio and a rewrite that gives people something to ask about, from your crawfish opinions to your weekend plans.',
      messages:
        'Openers and replies in the style you choose, plus an easy way to move from chatting to a plan before the week gets away.',
      dateIdeas:
        'Ideas for your neighborhood, budget and the weather: indoor, outdoor, active or relaxed, from free museums to a special dinner.',
      dailyTips: 'A short tip every day on confidence, conversation, profiles or etiquette.',
    },
    testimonials: [
      {
        name: 'Carlos M.',
        location: 'The Heights',
        age: 31,
        profession: 'Process engineer',
        text: 'I was matching with people across the whole metro and never meeting them. Date Ideas helped me suggest places halfway, and suddenly first dates actually happened.',
        rating: 5,
        timeUsed: '2 months',
        result: '4 first dates in six weeks',
      },
      {
        name: 'Jasmine T.',
        location: 'Montrose',
        age: 27,
        profession: 'Medical resident',
        text: 'My schedule is chaos. Message Helper helps me reply quickly when I finally get a break, and I stopped losing good conversations to my rotations.',
        rating: 5,
        timeUsed: '3 months',
        result: 'In a relationship for 2 months',
      },
      {
        name: 'Greg A.',
        location: 'Midtown',
        age: 45,
        profession: 'Sales director',
        text: 'Back on the apps after twenty years, I had no idea what a good profile looked like now. Profile Coach gave me a clear list of changes and a better bio in ten minutes.',
        rating: 5,
        timeUsed: '5 weeks',
        result: 'Noticeably more matches his own age',
      },
    ],
    faqs: [
      appsFaq,
      {
        question: 'What is a good first date in Houston in summer?',
        answer:
          'Go indoors or go late. The Museum of Fine Arts and the Menil Collection are air-conditioned and free or low-cost, and Buffalo Bayou Park and Hermann Park are at their best in the evening. Choose indoor in Date Ideas for more.',
      },
      priceFaq('Houston'),
    ],
    closing: {
      title: 'Your next Houston date, closer and cooler',
      text: `Start free with Google. No credit card, ${priceCopy.freeDaily}, and you can cancel Premium anytime.`,
    },
  },
  {
    key: 'miami',
    path: paths.datingCoachMiami,
    name: 'Miami',
    residents: 'Miamians',
    areaServed: 'Miami, FL',
    title: 'AI Dating Coach in Miami: Profiles, Messages and Date Spots',
    description:
      'Dating in Miami with more intention: an AI coach for your profile and messages, plus date spots from Wynwood to Little Havana that are not just another club.',
    lastModified: UPDATED,
    hero: {
      eyebrow: 'Dating coach · Miami',
      title: 'An AI dating coach for Miami',
      lead: 'Miami is full of people, nightlife and visitors passing through. Datewise helps you show what you are looking for, start conversations that lead somewhere, and plan dates that are more personal than another loud club.',
    },
    benefitsTitle: 'Why Miamians date with a coach',
    benefits: [
      {
        title: 'Be clear about what you want',
        text: 'With tourists and seasonal residents in the mix, intentions vary. Profile Coach helps you say what you are looking for in a way that is confident rather than demanding.',
      },
      {
        title: 'Dates beyond the nightlife',
        text: 'Choose relaxed or outdoor in Date Ideas for gardens, galleries, cafecito and waterfront walks, dates where you can actually hear each other.',
      },
      {
        title: 'A profile that fits a bilingual city',
        text: 'Many Miamians move between English and Spanish all day. Mention the languages you speak in your bio; it is an easy conversation starter and helps the right people find you.',
      },
    ],
    spotsIntro: 'Four Miami places that make good first or second dates, from street art to a 1916 bayfront estate.',
    dateSpots: [
      {
        name: 'Wynwood Walls and the Wynwood murals',
        type: 'Street art district',
        description:
          'Wynwood Walls is an outdoor gallery of large murals, and the streets around it are covered in more. Wandering and picking favorites gives you an easy, playful first date, with coffee shops and breweries on every block.',
      },
      {
        name: 'Vizcaya Museum and Gardens',
        type: 'Historic estate and gardens',
        description:
          'A villa completed in 1916 on Biscayne Bay in Coconut Grove, with formal gardens, fountains and a stone barge in the water. Slower and quieter than most Miami plans, which makes it a lovely second date.',
      },
      {
        name: 'Pérez Art Museum Miami (PAMM)',
        type: 'Museum',
        description:
          'A contemporary art museum in Museum Park, designed by Herzog & de Meuron, with hanging gardens and a shaded terrace over Biscayne Bay. See a gallery or two, then sit out on the terrace and watch the boats: a first date with built-in conversation and an easy ending.',
      },
      {
        name: 'Calle Ocho in Little Havana',
        type: 'Neighborhood',
        description:
          'Walk SW 8th Street, order a cafecito from a walk-up window, and watch the domino games in Máximo Gómez Park. It is a lively, inexpensive first date, and if it goes well, live music and salsa nearby make an easy second stop.',
      },
    ],
    tools: {
      profile:
        'A bio score and a rewrite that shows your personality and your intentions, so you attract people looking for the same thing.',
      messages:
        'Playful, thoughtful or funny openers and replies that move past “hey” and toward a plan, without the mixed signals.',
      dateIdeas:
        'Ideas for your part of Miami, your interests and your budget, with indoor options for the hottest and rainiest afternoons.',
      dailyTips: 'One short, practical tip a day on confidence, conversation, profiles or etiquette.',
    },
    testimonials: [
      {
        name: 'Gabriela R.',
        location: 'Brickell',
        age: 29,
        profession: 'Attorney',
        text: 'I kept matching with people here for a long weekend. Profile Coach helped me write one clear, friendly line about wanting something real, and my matches changed.',
        rating: 5,
        timeUsed: '2 months',
        result: 'Fewer matches, much better ones',
      },
      {
        name: 'Luis F.',
        location: 'Coconut Grove',
        age: 34,
        profession: 'Hotel manager',
        text: 'After years of working nights in hospitality, my idea of a date was a bar. Vizcaya on a Sunday morning was a completely different kind of first date, and a much better one.',
        rating: 5,
        timeUsed: '3 months',
        result: 'Seeing someone for 2 months',
      },
      {
        name: 'Danielle K.',
        location: 'Edgewater',
        age: 37,
        profession: 'Nurse practitioner',
        text: 'I like that the suggestions are a starting point. I rewrite them in my own words, but I no longer stare at an empty message box for twenty minutes.',
        rating: 5,
        timeUsed: '3 months',
        result: 'Replies to almost every opener she sends',
      },
    ],
    faqs: [
      appsFaq,
      {
        question: 'What are good first dates in Miami that are not clubs?',
        answer:
          'A walk through the Wynwood murals, coffee on Calle Ocho, the terrace at PAMM or the gardens at Vizcaya all let you talk. In Date Ideas, choose relaxed or outdoor with your budget for more ideas like these.',
      },
      priceFaq('Miami'),
    ],
    closing: {
      title: 'Find someone in Miami who wants what you want',
      text: `Start free with Google. No credit card, ${priceCopy.freeDaily}, and Premium only if you need more.`,
    },
  },
];
