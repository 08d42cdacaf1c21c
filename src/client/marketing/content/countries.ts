import { plans } from '../../../shared/plans';
import { type countryPages, paths } from '../../../shared/routes';
import type { FaqItem, Testimonial } from '../site/ui';
import type { DateSpot, Topic } from './cities';
import { countryFigures, priceCopy } from './figures';
import { premiumSummary } from '../../../shared/premium-offer';

/**
 * The country pages (spec 001 "Country pages", §9). One data shape for all
 * four: sections a country does not have are left out. Places and apps are
 * real; testimonials are illustrative personas, not verified reviews.
 */

/** A city on a country page, with the state, province or nation it is in. */
interface PlaceCity {
  name: string;
  region: string;
  text: string;
}

interface DatingApp {
  name: string;
  text: string;
}

export interface SeasonIdeas {
  season: 'Winter' | 'Spring' | 'Summer' | 'Fall';
  ideas: DateSpot[];
}

export interface Subdivision {
  name: string;
  kind: 'Province' | 'Territory';
  capital: string;
}

interface RelatedLink {
  path: string;
  label: string;
  text: string;
}

interface Block<T> {
  title: string;
  intro?: string;
  items: T[];
}

export interface CountryContent {
  key: keyof typeof countryFigures;
  path: (typeof countryPages)[number]['path'];
  name: string;
  /** schema.org areaServed. */
  areaServed: string;
  title: string;
  description: string;
  lastModified: string;
  hero: { eyebrow: string; title: string; lead: string };
  stats: { value: string; label: string }[];
  reasons: Block<Topic>;
  seasons?: Block<SeasonIdeas>;
  cities: Block<PlaceCity>;
  subdivisions?: Block<Subdivision>;
  culture?: { title: string; intro?: string; topics?: Topic[]; values?: Topic[]; challenges?: Topic[] };
  testimonials?: Block<Testimonial>;
  dateIdeas?: Block<DateSpot>;
  apps?: Block<DatingApp>;
  regions?: Block<Topic>;
  faqs: FaqItem[];
  related: Block<RelatedLink>;
  closing: { title: string; text: string };
}

const UPDATED = '2026-11-21';

const closingText = `Sign in with Google and start free: no credit card, and ${priceCopy.freeDaily}.`;

const freeDailyStat = { value: String(plans.free.dailyRequests), label: 'Free AI requests every day' };

/** Prices are in US dollars everywhere (one price source); the local-currency note is per country. */
function priceFaq(country: string, currency: string): FaqItem {
  return {
    question: `How much does Datewise cost in ${country}?`,
    answer: `Datewise is free to start with ${priceCopy.freeDaily}, no credit card needed. Premium is ${priceCopy.premiumLong} for ${premiumSummary}, and you can cancel anytime; ${priceCopy.credits} are there if you only need help now and then. Prices are in US dollars: your bank converts the charge into ${currency} and may add a foreign transaction fee.`,
  };
}

const link = {
  coach: {
    path: paths.datingCoach,
    label: 'AI Dating Coach',
    text: 'How Datewise coaches your profile, messages and dates.',
  },
  india: {
    path: paths.datingCoachIndia,
    label: 'Dating in India',
    text: 'Apps, family expectations and safety norms.',
  },
  canada: {
    path: paths.datingCoachCanada,
    label: 'Dating in Canada',
    text: 'Seasonal date ideas, 18 cities and all 13 provinces and territories.',
  },
  australia: {
    path: paths.datingCoachAustralia,
    label: 'Dating in Australia',
    text: 'Culture, popular apps and date ideas from Sydney to Perth.',
  },
  uk: {
    path: paths.datingCoachUk,
    label: 'Dating in the UK',
    text: 'London, Manchester, Birmingham, Scotland, Wales and Northern Ireland.',
  },
  assistant: {
    path: paths.aiDatingAssistant,
    label: 'AI Dating Assistant',
    text: 'How the assistant works and how it compares with traditional advice.',
  },
  analyzer: {
    path: paths.freeProfileAnalyzer,
    label: 'Free Profile Analyzer',
    text: 'Paste your bio and get a score and suggestions, no sign-up needed.',
  },
  statistics: {
    path: paths.datingStatistics,
    label: 'Dating Statistics 2025',
    text: 'App usage, demographics and trends in online dating.',
  },
  girlfriend: {
    path: paths.howToGetGirlfriend,
    label: 'How to Get a Girlfriend',
    text: 'Steps, tips and the mistakes to avoid.',
  },
  twenties: {
    path: paths.datingInYour20s,
    label: 'Dating in Your 20s',
    text: 'Challenges, milestones and venues for each stage of your twenties.',
  },
  apps: {
    path: paths.bestDatingApps,
    label: 'Best Dating Apps 2025',
    text: 'Tinder, Bumble, Hinge and more, compared.',
  },
} satisfies Record<string, RelatedLink>;

const appsFaq: FaqItem = {
  question: 'Is Datewise a dating app?',
  answer:
    'No. Datewise is a coach that works alongside the apps you already use. You paste in your bio or a message from a match, get suggestions, and copy what you like back into your app. Datewise does not post anything to your dating apps or social accounts, and your matches never see it.',
};

const india: CountryContent = {
  key: 'india',
  path: paths.datingCoachIndia,
  name: 'India',
  areaServed: 'India',
  title: 'AI Dating Coach in India: Profiles, Chats and Safer First Dates',
  description:
    'Dating in India with more confidence: an AI coach for your profile and chats, the apps Indians use, family and safety advice, and tips for 18 cities. Free.',
  lastModified: UPDATED,
  hero: {
    eyebrow: 'Dating coach · India',
    title: 'An AI dating coach for dating in India',
    lead: 'Whether you are swiping in Bengaluru, meeting through friends in Pune or balancing family expectations in Lucknow, Datewise helps you present yourself well, start better conversations and plan first meetings that feel comfortable and safe.',
  },
  stats: [
    { value: countryFigures.india.users, label: 'Datewise users in India' },
    { value: countryFigures.india.success, label: 'Success rate' },
    { value: countryFigures.india.cities, label: 'Indian cities with Datewise users' },
    freeDailyStat,
  ],
  reasons: {
    title: 'Why people in India use a dating coach',
    items: [
      {
        title: 'Made for how India dates now',
        text: 'Many people mix dating apps, introductions through friends and family conversations about marriage. Datewise helps with the parts you control on every path: how you come across, what you say and where you meet.',
      },
      {
        title: 'Clear about your intentions',
        text: 'Whether you want marriage, a serious relationship or simply to meet new people, Profile Coach helps you say so clearly and politely, which saves everyone time and awkward conversations later.',
      },
      {
        title: 'Comfortable, safe first meetings',
        text: 'Date Ideas plans around your city, interests and budget, so it is easy to suggest a café, a museum or a walk in a busy park for a first meeting instead of something that feels too much too soon.',
      },
    ],
  },
  cities: {
    title: '18 Indian cities we know well',
    intro: `Datewise has users in ${countryFigures.india.cities} cities across India. These are 18 we know well, with a first-date idea for each.`,
    items: [
      {
        name: 'Mumbai',
        region: 'Maharashtra',
        text: 'Long commutes make evenings precious; a sunset walk on Marine Drive or Carter Road in Bandra is a classic first meeting.',
      },
      {
        name: 'Delhi',
        region: 'National Capital Territory',
        text: 'Lodhi Garden walks, Hauz Khas cafés and food from every region of India make first dates easy to plan.',
      },
      {
        name: 'Bengaluru',
        region: 'Karnataka',
        text: 'A young, tech-heavy city where app dating is common; Cubbon Park mornings and microbreweries are popular picks.',
      },
      {
        name: 'Hyderabad',
        region: 'Telangana',
        text: 'Evenings by Hussain Sagar lake and cafés in Jubilee Hills, and biryani is always a safe conversation topic.',
      },
      {
        name: 'Chennai',
        region: 'Tamil Nadu',
        text: 'Filter coffee, a walk on Elliot’s Beach in Besant Nagar, or a concert during the December music season.',
      },
      {
        name: 'Kolkata',
        region: 'West Bengal',
        text: 'Bookshops on College Street, the old restaurants of Park Street and an evening by the river at Prinsep Ghat.',
      },
      {
        name: 'Pune',
        region: 'Maharashtra',
        text: 'Students and IT professionals keep the apps busy; Koregaon Park cafés and early drives up to Sinhagad fort.',
      },
      {
        name: 'Ahmedabad',
        region: 'Gujarat',
        text: 'Gujarat prohibits alcohol, so dates here are about coffee, food and walks along the Sabarmati Riverfront.',
      },
      {
        name: 'Jaipur',
        region: 'Rajasthan',
        text: 'Heritage cafés in the old city and sunset views from Nahargarh Fort make memorable, public first dates.',
      },
      {
        name: 'Chandigarh',
        region: 'Union territory',
        text: 'A planned, green city: Sukhna Lake and the Rock Garden are easy daytime meeting places.',
      },
      {
        name: 'Kochi',
        region: 'Kerala',
        text: 'Fort Kochi’s cafés, art spaces and seaside walks by the Chinese fishing nets.',
      },
      {
        name: 'Lucknow',
        region: 'Uttar Pradesh',
        text: 'Known for its courtesy and Awadhi food; a food walk or an evening at the Gomti Riverfront is relaxed and public.',
      },
      {
        name: 'Gurugram',
        region: 'Haryana',
        text: 'Long corporate workdays; the restaurants of Cyber Hub are a common after-work meeting spot.',
      },
      {
        name: 'Noida',
        region: 'Uttar Pradesh',
        text: 'Next to Delhi, with malls, cafés and a large young workforce; plan around the Metro for easy travel home.',
      },
      {
        name: 'Indore',
        region: 'Madhya Pradesh',
        text: 'Famous for street food: Chappan Dukan by day and Sarafa Bazaar late into the night.',
      },
      {
        name: 'Coimbatore',
        region: 'Tamil Nadu',
        text: 'An industrial and education hub at the foot of the Western Ghats, good for coffee dates and weekend drives.',
      },
      {
        name: 'Bhubaneswar',
        region: 'Odisha',
        text: 'The Temple City has a growing IT sector; Ekamra Kanan park is a calm place for a first meeting.',
      },
      {
        name: 'Visakhapatnam',
        region: 'Andhra Pradesh',
        text: 'Beach Road along the Bay of Bengal and the view from Kailasagiri hill make easy sunset dates.',
      },
    ],
  },
  culture: {
    title: 'Dating culture in India',
    intro:
      'India is too large and varied for one set of rules. These are the themes that come up most often, and how to handle them with respect for yourself and your match.',
    topics: [
      {
        title: 'Family expectations',
        text: 'For many people a relationship is a family matter as well as a personal one. Parents may want to be told early, meet a partner, or be involved in decisions about marriage. At the right moment, talk with your match about how involved your families are and how you would each like to handle introductions.',
      },
      {
        title: 'Arranged and self-chosen',
        text: 'Arranged introductions, love marriages and everything in between (often called arranged-cum-love) all exist side by side, and many people use apps alongside family introductions or matrimony sites. Neither path is better; what matters is being honest about which one you are on.',
      },
      {
        title: 'Safety norms',
        text: 'Meet first in a busy public place, in the day or early evening. Tell a friend or family member where you will be, arrange your own travel, and keep your home address and workplace private until you trust the person. Use the apps’ verification and reporting tools. In an emergency, dial 112.',
      },
      {
        title: 'Languages',
        text: 'English is common on dating apps, especially in the cities, but the Constitution’s Eighth Schedule lists 22 languages and many more are spoken every day. Listing your languages is a natural conversation starter, and a line in a shared language can make a message feel warmer.',
      },
      {
        title: 'Regional differences',
        text: 'Norms differ between metros and smaller cities and from state to state: how openly couples go out, food habits (many people are vegetarian) and alcohol rules (Gujarat and Bihar prohibit it). When in doubt, suggest a café or a walk and ask what your match is comfortable with.',
      },
    ],
  },
  testimonials: {
    title: 'Stories from India',
    items: [
      {
        name: 'Ananya R.',
        location: 'Indiranagar, Bengaluru',
        age: 27,
        profession: 'UX designer',
        text: 'I had the same lazy bio on three apps. Profile Coach helped me write one that says I want something serious without sounding like a matrimony ad.',
        rating: 5,
        timeUsed: '2 months',
        result: 'In a steady relationship after two months',
      },
      {
        name: 'Rohan M.',
        location: 'Baner, Pune',
        age: 30,
        profession: 'Software developer',
        text: 'My openers were all ‘hi, how are you’. Now I comment on something specific in a profile and the replies are much better. I also stopped suggesting late-night plans for a first meeting.',
        rating: 5,
        timeUsed: '6 weeks',
        result: '3 first dates in his first month',
      },
      {
        name: 'Meera K.',
        location: 'Saket, Delhi',
        age: 32,
        profession: 'Chartered accountant',
        text: 'My parents were looking at matrimony profiles for me while I was on the apps. Datewise helped me write one honest profile I was happy to use for both.',
        rating: 5,
        timeUsed: '3 months',
        result: 'More matches who share her values',
      },
    ],
  },
  apps: {
    title: 'Dating apps people use in India',
    intro:
      'Datewise works alongside any of them: it coaches your profile and messages, and you stay on the app you like.',
    items: [
      {
        name: 'Tinder',
        text: 'The best-known swipe app, with a large user base in the big cities and a mix of casual and serious intentions, so say what you are looking for.',
      },
      {
        name: 'Bumble',
        text: 'Built around women making the first move in matches between women and men.',
      },
      {
        name: 'Hinge',
        text: 'Profiles built around prompts; you like or comment on a specific photo or answer, which makes good openers easier.',
      },
      {
        name: 'Aisle',
        text: 'An app built for Indians looking for serious, long-term relationships.',
      },
      {
        name: 'TrulyMadly',
        text: 'An Indian-made app that puts weight on profile verification and safety features.',
      },
      {
        name: 'QuackQuack',
        text: 'One of the longest-running Indian-made dating apps, with users well beyond the largest metros.',
      },
      {
        name: 'Matrimony sites',
        text: 'Shaadi.com, BharatMatrimony and Jeevansathi are focused on marriage; profiles are often created or managed with family.',
      },
    ],
  },
  faqs: [
    {
      question: 'Can Datewise help with a matrimony profile as well as a dating app bio?',
      answer:
        'Yes. Profile Coach works on any profile text, so you can use it for a dating app bio or the “about me” of a matrimony profile. Message Helper works for any first conversation, whichever way you met.',
    },
    appsFaq,
    {
      question: 'How do I stay safe meeting someone from a dating app in India?',
      answer:
        'Meet in a busy public place such as a café or mall in the day or early evening, tell someone you trust where you will be, arrange your own travel both ways, and keep personal details private until you know the person. Report fake or abusive profiles in the app. In an emergency, dial 112.',
    },
    priceFaq('India', 'rupees'),
  ],
  related: {
    title: 'Keep reading',
    items: [
      link.coach,
      link.assistant,
      link.analyzer,
      link.apps,
      link.statistics,
      link.girlfriend,
      link.twenties,
      link.canada,
      link.australia,
      link.uk,
    ],
  },
  closing: {
    title: 'Start dating with more confidence in India',
    text: closingText,
  },
};

const canada: CountryContent = {
  key: 'canada',
  path: paths.datingCoachCanada,
  name: 'Canada',
  areaServed: 'Canada',
  title: 'AI Dating Coach in Canada: Profiles, Messages, Seasonal Dates',
  description:
    'Dating in Canada, in every season: an AI coach for your profile and messages, date ideas for winter through fall, and tips for 18 cities coast to coast. Free.',
  lastModified: UPDATED,
  hero: {
    eyebrow: 'Dating coach · Canada',
    title: 'An AI dating coach for Canada',
    lead: 'From Vancouver to St. John’s, dating in Canada changes with the seasons. Datewise helps you write a profile with personality, keep conversations going through long winters and busy summers, and plan dates that suit the weather and your city.',
  },
  stats: [
    { value: countryFigures.canada.users, label: 'Datewise users in Canada' },
    { value: countryFigures.canada.success, label: 'Success rate' },
    { value: countryFigures.canada.provinces, label: 'Provinces and territories' },
    freeDailyStat,
  ],
  reasons: {
    title: 'Why Canadians use a dating coach',
    items: [
      {
        title: 'Dates for four real seasons',
        text: 'A great July plan is no use in January. Choose indoor or outdoor, active or relaxed in Date Ideas and get plans that fit the month as well as your budget.',
      },
      {
        title: 'Make every match count',
        text: 'Outside the biggest cities you may see the same profiles again and again. A stronger profile and better openers turn a small pool into real dates.',
      },
      {
        title: 'Friendly and still specific',
        text: 'Message Helper suggests openers that are warm and easygoing but still ask a real question about the other person, so the conversation has somewhere to go.',
      },
    ],
  },
  seasons: {
    title: 'Date ideas for every Canadian season',
    intro:
      'Three well-loved ideas for each season. Check dates and conditions before you go: ice, blossoms and colors all depend on the weather.',
    items: [
      {
        season: 'Winter',
        ideas: [
          {
            name: 'Rideau Canal Skateway',
            type: 'Ottawa',
            description:
              'When the ice is thick enough, the canal becomes a long outdoor rink through downtown. Skate side by side and stop for a BeaverTails pastry.',
          },
          {
            name: 'Carnaval de Québec',
            type: 'Quebec City',
            description:
              'The winter carnival fills late January and February with night parades, snow sculptures and Bonhomme.',
          },
          {
            name: 'Nathan Phillips Square rink',
            type: 'Toronto',
            description: 'Free outdoor skating in front of City Hall under the lights, with hot chocolate nearby.',
          },
        ],
      },
      {
        season: 'Spring',
        ideas: [
          {
            name: 'Cherry blossom walk',
            type: 'Vancouver',
            description:
              'Thousands of ornamental cherry trees bloom across the city from March into April. Pick a street and stroll.',
          },
          {
            name: 'Sugar shack (cabane à sucre)',
            type: 'Quebec',
            description:
              'Maple season in March and April means hearty meals and maple taffy rolled on snow outside Montreal and Quebec City.',
          },
          {
            name: 'Canadian Tulip Festival',
            type: 'Ottawa',
            description:
              'Each May, tulips line Commissioners Park and the canal, a tradition rooted in the Netherlands’ thank-you gift after the Second World War.',
          },
        ],
      },
      {
        season: 'Summer',
        ideas: [
          {
            name: 'Toronto Island',
            type: 'Toronto',
            description: 'A short ferry ride to beaches, bike paths and the best view of the skyline. Pack a picnic.',
          },
          {
            name: 'Stanley Park Seawall',
            type: 'Vancouver',
            description:
              'Walk or rent bikes and ride the seawall around the park, with the mountains on one side and the ocean on the other.',
          },
          {
            name: 'Montreal International Jazz Festival',
            type: 'Montreal',
            description: 'Late June and early July, with many free outdoor concerts in the Quartier des spectacles.',
          },
        ],
      },
      {
        season: 'Fall',
        ideas: [
          {
            name: 'Fall colors in Gatineau Park',
            type: 'Gatineau, near Ottawa',
            description:
              'Trails and lookouts such as Champlain Lookout, usually at their brightest from late September to mid-October.',
          },
          {
            name: 'Apple picking',
            type: 'Near most cities',
            description:
              'Orchards open for picking in September and October: relaxed, outdoors, and you both go home with a bag of apples.',
          },
          {
            name: 'The Cabot Trail',
            type: 'Cape Breton, Nova Scotia',
            description:
              'A famous coastal drive through the highlands, spectacular in October, when the Celtic Colours festival brings music to the island.',
          },
        ],
      },
    ],
  },
  cities: {
    title: '18 Canadian cities we know well',
    intro: 'Datewise works wherever you are. These 18 cities each come with a first-date idea.',
    items: [
      {
        name: 'Toronto',
        region: 'Ontario',
        text: 'Canada’s largest city, with a neighborhood for every kind of date, from Kensington Market to the Distillery District.',
      },
      {
        name: 'Montreal',
        region: 'Quebec',
        text: 'Bilingual, festival-packed and made for long dinners; a walk up Mount Royal is the classic first date.',
      },
      {
        name: 'Vancouver',
        region: 'British Columbia',
        text: 'Mountains and ocean in one view; the seawall and Granville Island are first-date staples.',
      },
      {
        name: 'Calgary',
        region: 'Alberta',
        text: 'Day trips to Banff, and the Stampede in July gets the whole city out.',
      },
      {
        name: 'Edmonton',
        region: 'Alberta',
        text: 'A huge network of river valley parks along the North Saskatchewan and a busy summer festival calendar.',
      },
      {
        name: 'Ottawa',
        region: 'Ontario',
        text: 'Skating on the canal in winter, cycling paths in summer and dinner in the ByWard Market year-round.',
      },
      {
        name: 'Winnipeg',
        region: 'Manitoba',
        text: 'The Forks, where the Red and Assiniboine rivers meet, is a year-round meeting place with a river skating trail in winter.',
      },
      {
        name: 'Quebec City',
        region: 'Quebec',
        text: 'The walls and streets of Old Quebec make one of the most romantic walks in the country; French is the main language.',
      },
      {
        name: 'Hamilton',
        region: 'Ontario',
        text: 'Waterfall hikes along the Niagara Escarpment and an arts scene on James Street North.',
      },
      {
        name: 'Halifax',
        region: 'Nova Scotia',
        text: 'The waterfront boardwalk, live music and seafood in a friendly, walkable city.',
      },
      {
        name: 'Victoria',
        region: 'British Columbia',
        text: 'One of the mildest climates in Canada, gardens everywhere and the Inner Harbour for an evening stroll.',
      },
      {
        name: 'Saskatoon',
        region: 'Saskatchewan',
        text: 'The City of Bridges, with the Meewasin Trail along the South Saskatchewan River.',
      },
      {
        name: 'Regina',
        region: 'Saskatchewan',
        text: 'Wascana Centre, a large park around a lake in the middle of the city, is made for walking dates.',
      },
      {
        name: 'Kitchener-Waterloo',
        region: 'Ontario',
        text: 'Universities and tech companies bring a young crowd; St. Jacobs Farmers’ Market is a good weekend date nearby.',
      },
      {
        name: 'London',
        region: 'Ontario',
        text: 'The Forest City, with the Thames Valley Parkway trails and a student crowd from Western University.',
      },
      {
        name: 'St. John’s',
        region: 'Newfoundland and Labrador',
        text: 'Colorful row houses, Signal Hill at sunrise and live music on George Street.',
      },
      {
        name: 'Kelowna',
        region: 'British Columbia',
        text: 'Okanagan Lake beaches in summer and wineries all around the valley.',
      },
      {
        name: 'Mississauga',
        region: 'Ontario',
        text: 'Right next to Toronto, with Port Credit’s lakeside trail and restaurants.',
      },
    ],
  },
  subdivisions: {
    title: 'All 13 provinces and territories',
    intro:
      'Datewise runs in your web browser, so it works the same in every province and territory, from Charlottetown to Iqaluit.',
    items: [
      { name: 'Ontario', kind: 'Province', capital: 'Toronto' },
      { name: 'Quebec', kind: 'Province', capital: 'Quebec City' },
      { name: 'British Columbia', kind: 'Province', capital: 'Victoria' },
      { name: 'Alberta', kind: 'Province', capital: 'Edmonton' },
      { name: 'Manitoba', kind: 'Province', capital: 'Winnipeg' },
      { name: 'Saskatchewan', kind: 'Province', capital: 'Regina' },
      { name: 'Nova Scotia', kind: 'Province', capital: 'Halifax' },
      { name: 'New Brunswick', kind: 'Province', capital: 'Fredericton' },
      { name: 'Newfoundland and Labrador', kind: 'Province', capital: 'St. John’s' },
      { name: 'Prince Edward Island', kind: 'Province', capital: 'Charlottetown' },
      { name: 'Yukon', kind: 'Territory', capital: 'Whitehorse' },
      { name: 'Northwest Territories', kind: 'Territory', capital: 'Yellowknife' },
      { name: 'Nunavut', kind: 'Territory', capital: 'Iqaluit' },
    ],
  },
  testimonials: {
    title: 'Stories from Canada',
    items: [
      {
        name: 'Hannah L.',
        location: 'Leslieville, Toronto',
        age: 29,
        profession: 'Pharmacist',
        text: 'Every winter my dating life went into hibernation. Date Ideas gave me indoor plans that were actually fun, and I met someone in February for the first time ever.',
        rating: 5,
        timeUsed: '3 months',
        result: 'Dating someone since February',
      },
      {
        name: 'Ryan C.',
        location: 'Mount Pleasant, Vancouver',
        age: 33,
        profession: 'Landscape architect',
        text: 'My bio said ‘love the outdoors’, like everyone else in Vancouver. Profile Coach pushed me to name my favorite trail, and it became my best opener.',
        rating: 5,
        timeUsed: '6 weeks',
        result: 'More replies and 3 first dates',
      },
      {
        name: 'Marie-Ève B.',
        location: 'Halifax',
        age: 36,
        profession: 'Project manager',
        text: 'In a smaller city you keep seeing the same faces. Better messages meant I made the most of each match instead of waiting for new ones.',
        rating: 5,
        timeUsed: '2 months',
        result: 'In a relationship after 7 weeks',
      },
    ],
  },
  apps: {
    title: 'Dating apps Canadians use',
    intro: 'Datewise coaches you on any of them; you stay on the app you like.',
    items: [
      { name: 'Tinder', text: 'The best-known swipe app, busy in every major Canadian city.' },
      { name: 'Bumble', text: 'Built around women making the first move in matches between women and men.' },
      { name: 'Hinge', text: 'Prompt-based profiles; you like or comment on a specific photo or answer.' },
      {
        name: 'Plenty of Fish',
        text: 'Founded in Vancouver in 2003, and still one of the familiar names for Canadians looking to date.',
      },
    ],
  },
  faqs: [
    appsFaq,
    {
      question: 'Does Datewise work outside the big cities?',
      answer:
        'Yes. Datewise runs in your web browser anywhere in Canada, and the city field in Date Ideas accepts any town, so you can plan around where you and your match actually live.',
    },
    {
      question: 'What are good winter first dates in Canada?',
      answer:
        'Outdoor skating, a museum or gallery, a food market, or a café followed by a short walk. Choose indoor in Date Ideas for plans that fit your interests and budget on the coldest days.',
    },
    priceFaq('Canada', 'Canadian dollars'),
  ],
  related: {
    title: 'Keep reading',
    items: [link.coach, link.analyzer, link.apps, link.assistant, link.india, link.australia, link.uk],
  },
  closing: {
    title: 'Plan your next Canadian date, whatever the season',
    text: closingText,
  },
};

const australia: CountryContent = {
  key: 'australia',
  path: paths.datingCoachAustralia,
  name: 'Australia',
  areaServed: 'Australia',
  title: 'AI Dating Coach in Australia: Profiles, Messages and Date Ideas',
  description:
    'Dating in Australia made easier: an AI coach for your profile and messages, popular apps, culture tips and date ideas for 18 cities from Sydney to Perth. Free.',
  lastModified: UPDATED,
  hero: {
    eyebrow: 'Dating coach · Australia',
    title: 'An AI dating coach for Australia',
    lead: 'Australians like their dating the way they like their conversations: relaxed, honest and with a sense of humor. Datewise helps you write a profile that sounds like you, send messages that land, and plan dates that make the most of the outdoors.',
  },
  stats: [
    { value: countryFigures.australia.appUsers, label: 'Dating app users in Australia' },
    { value: countryFigures.australia.success, label: 'Success rate' },
    { value: countryFigures.australia.regions, label: 'States and territories' },
    { value: countryFigures.australia.couples, label: 'Happy couples' },
  ],
  reasons: {
    title: 'Three reasons Australians use a dating coach',
    items: [
      {
        title: 'Say more than “love the beach”',
        text: 'When half the profiles mention the beach, the details matter. Profile Coach finds what is generic in your bio and helps you replace it with something only you would write.',
      },
      {
        title: 'Banter that lands',
        text: 'Dry, self-deprecating humor goes a long way here, but it is easy to misread in text. Message Helper’s funny and playful styles help you be cheeky without coming across as rude.',
      },
      {
        title: 'Dates made for the outdoors',
        text: 'Coastal walks, markets and picnics make easy first dates for much of the year. Choose outdoor or active in Date Ideas, with an indoor plan for a scorcher or a rainy day.',
      },
    ],
  },
  cities: {
    title: '18 Australian cities we know well',
    intro: 'From the capitals to the regional centers, with a first-date idea for each.',
    items: [
      {
        name: 'Sydney',
        region: 'New South Wales',
        text: 'Ferries across the harbor, beaches and coastal walks; the Bondi to Coogee walk is a classic.',
      },
      {
        name: 'Melbourne',
        region: 'Victoria',
        text: 'Laneway cafés, galleries and a serious food culture, ideal when the weather changes its mind.',
      },
      {
        name: 'Brisbane',
        region: 'Queensland',
        text: 'Subtropical and outdoorsy; South Bank’s parklands and the river are easy first-date territory.',
      },
      {
        name: 'Perth',
        region: 'Western Australia',
        text: 'Beaches, Kings Park and sunsets over the Indian Ocean.',
      },
      {
        name: 'Adelaide',
        region: 'South Australia',
        text: 'The Central Market, a relaxed pace, and the Barossa and McLaren Vale wine regions close by.',
      },
      {
        name: 'Gold Coast',
        region: 'Queensland',
        text: 'Surf beaches and a holiday atmosphere; be clear in your profile that you are a local looking for something real.',
      },
      {
        name: 'Canberra',
        region: 'Australian Capital Territory',
        text: 'National institutions, many free to enter, and Lake Burley Griffin for a walk or a ride.',
      },
      {
        name: 'Newcastle',
        region: 'New South Wales',
        text: 'Ocean baths, beaches and a laid-back café scene.',
      },
      {
        name: 'Sunshine Coast',
        region: 'Queensland',
        text: 'Beaches, hinterland towns and markets such as Eumundi.',
      },
      {
        name: 'Wollongong',
        region: 'New South Wales',
        text: 'Between the escarpment and the sea, with the Sea Cliff Bridge on the Grand Pacific Drive nearby.',
      },
      {
        name: 'Hobart',
        region: 'Tasmania',
        text: 'Salamanca Market on Saturdays and a ferry up the Derwent to MONA make a memorable day date.',
      },
      {
        name: 'Geelong',
        region: 'Victoria',
        text: 'Waterfront walks on Corio Bay and the gateway to the Great Ocean Road.',
      },
      {
        name: 'Townsville',
        region: 'Queensland',
        text: 'The Strand foreshore and a short ferry ride to Magnetic Island.',
      },
      {
        name: 'Cairns',
        region: 'Queensland',
        text: 'Gateway to the Great Barrier Reef and the Daintree, with a free swimming lagoon on the Esplanade.',
      },
      {
        name: 'Darwin',
        region: 'Northern Territory',
        text: 'The Mindil Beach Sunset Market in the dry season is a ready-made first date.',
      },
      {
        name: 'Toowoomba',
        region: 'Queensland',
        text: 'The Garden City, at its best during the Carnival of Flowers each September.',
      },
      {
        name: 'Ballarat',
        region: 'Victoria',
        text: 'Gold-rush history, Lake Wendouree and a compact, walkable center.',
      },
      {
        name: 'Launceston',
        region: 'Tasmania',
        text: 'Cataract Gorge, a short walk from the city center, and the Tamar Valley wineries.',
      },
    ],
  },
  culture: {
    title: 'Dating culture in Australia',
    intro: 'Generalizations only go so far, but a few values and challenges come up again and again.',
    values: [
      {
        title: 'Honesty over polish',
        text: 'A straightforward, down-to-earth profile usually does better than one that tries too hard to impress.',
      },
      {
        title: 'Humor',
        text: 'Not taking yourself too seriously is attractive. Gentle teasing is common, and a good laugh on a first date counts for a lot.',
      },
      {
        title: 'Equality',
        text: 'Either person may ask the other out, and splitting the bill is common, especially early on. Talk about it rather than assume.',
      },
      {
        title: 'An outdoor lifestyle',
        text: 'Beaches, bushwalks, sport and barbecues are part of social life, and many first dates happen outside.',
      },
    ],
    challenges: [
      {
        title: 'Distance',
        text: 'Australia is vast and its cities are far apart. In regional areas, the nearest good match may be an hour’s drive away.',
      },
      {
        title: 'FIFO and shift work',
        text: 'Fly-in fly-out rosters in mining and long shifts in health and hospitality make it hard to keep a conversation and a date schedule going.',
      },
      {
        title: 'Small social circles',
        text: 'Outside the biggest cities, everyone knows someone you know. Discretion matters, and so does kindness when things do not work out.',
      },
      {
        title: 'Chats that never become dates',
        text: 'A laid-back approach can turn into weeks of messages without a plan. Suggest a specific time and place once there is a spark.',
      },
    ],
  },
  testimonials: {
    title: 'Stories from Australia',
    items: [
      {
        name: 'Chloe W.',
        location: 'Fitzroy, Melbourne',
        age: 28,
        profession: 'Primary school teacher',
        text: 'Profile Coach pointed out that my bio was a list of things everyone likes. I swapped it for my very specific dumpling rankings and suddenly people had opinions to share.',
        rating: 5,
        timeUsed: '6 weeks',
        result: 'Conversations that turned into 3 dates',
      },
      {
        name: 'Liam O.',
        location: 'Fremantle, Perth',
        age: 34,
        profession: 'Electrician on a FIFO roster',
        text: 'Two weeks on, one week off makes dating hard. Message Helper helped me keep things going while I was on site and plan dates for my week home.',
        rating: 5,
        timeUsed: '3 months',
        result: 'In a relationship for 2 months',
      },
      {
        name: 'Jess N.',
        location: 'Newtown, Sydney',
        age: 31,
        profession: 'Nurse',
        text: 'The daily tips are quick to read between shifts. The one about suggesting a specific plan instead of ‘we should catch up sometime’ changed how my chats ended.',
        rating: 5,
        timeUsed: '2 months',
        result: 'More chats that became dates',
      },
    ],
  },
  dateIdeas: {
    title: 'Date ideas around Australia',
    intro: 'Six long-standing favorites, mostly free, that give you plenty to talk about.',
    items: [
      {
        name: 'Bondi to Coogee Coastal Walk',
        type: 'Sydney · Coastal walk',
        description:
          'About 6 km of clifftop path past Tamarama, Bronte and Clovelly, with spots to stop for a swim or a coffee along the way.',
      },
      {
        name: 'Royal Botanic Gardens Victoria',
        type: 'Melbourne · Gardens',
        description:
          'Free to enter and close to the city. Bring a picnic to the lawns by the Ornamental Lake and walk the paths afterward.',
      },
      {
        name: 'South Bank Parklands',
        type: 'Brisbane · Riverside park',
        description:
          'Riverside lawns, gardens and Streets Beach, a free swimming lagoon, across the river from the city center.',
      },
      {
        name: 'Kings Park and Botanic Garden',
        type: 'Perth · Park',
        description:
          'A huge park above the city with views over the Swan River; walk the elevated treetop walkway and stay for sunset.',
      },
      {
        name: 'Adelaide Central Market',
        type: 'Adelaide · Market',
        description:
          'Trading since 1869, with produce, cafés and food stalls under one roof. Graze together and share the finds.',
      },
      {
        name: 'Salamanca Market',
        type: 'Hobart · Market',
        description:
          'A Saturday market in front of old sandstone warehouses near the waterfront, with local food, crafts and music.',
      },
    ],
  },
  apps: {
    title: 'Popular dating apps in Australia',
    intro: 'Datewise coaches your profile and messages on any of them.',
    items: [
      { name: 'Tinder', text: 'The best-known swipe app, with the biggest pools in the capitals.' },
      { name: 'Bumble', text: 'Built around women making the first move in matches between women and men.' },
      { name: 'Hinge', text: 'Prompt-based profiles; you like or comment on a specific photo or answer.' },
      {
        name: 'RSVP',
        text: 'One of Australia’s longest-running dating sites.',
      },
      { name: 'eharmony', text: 'Questionnaire-based matching aimed at long-term relationships.' },
    ],
  },
  regions: {
    title: 'Regional differences',
    intro: 'How dating feels in different parts of the country.',
    items: [
      {
        title: 'New South Wales',
        text: 'Sydney is fast-paced and expensive, and the harbor divides the city; plan around ferries and trains so neither of you has a long trip home.',
      },
      {
        title: 'Victoria',
        text: 'Melbourne loves food, coffee, art and sport. The weather can change within an hour, so keep an indoor backup for outdoor plans.',
      },
      {
        title: 'Queensland',
        text: 'Relaxed and outdoors most of the year; in the tropical north, plan around the heat, humidity and the wet season.',
      },
      {
        title: 'Western Australia',
        text: 'Perth is a long way from the other capitals and two or three hours behind the east coast. FIFO rosters shape many people’s dating lives.',
      },
      {
        title: 'South Australia and Tasmania',
        text: 'Smaller cities where mutual friends are likely. Wine regions, markets and nature make great low-key dates.',
      },
      {
        title: 'ACT and Northern Territory',
        text: 'Canberra has many public servants and students on set schedules; Darwin has plenty of people who are in town for a few years, so be clear about what you want.',
      },
    ],
  },
  faqs: [
    appsFaq,
    {
      question: 'How do I stay safe meeting someone from an app in Australia?',
      answer:
        'Meet in a busy public place, tell a friend where you will be, and arrange your own way there and home. Keep your address private until you trust the person, and report fake or abusive profiles in the app. In an emergency, call 000.',
    },
    priceFaq('Australia', 'Australian dollars'),
  ],
  related: {
    title: 'Keep reading',
    items: [link.coach, link.analyzer, link.apps, link.assistant, link.uk, link.india, link.canada],
  },
  closing: {
    title: 'Ready for a better first date?',
    text: closingText,
  },
};

const uk: CountryContent = {
  key: 'uk',
  path: paths.datingCoachUk,
  name: 'the UK',
  areaServed: 'United Kingdom',
  title: 'AI Dating Coach in the UK: Profiles, Messages and Date Ideas',
  description:
    'Dating in the UK made easier: an AI coach for your profile and messages, popular apps, regional tips and date ideas for 18 cities from London to Belfast. Free.',
  lastModified: UPDATED,
  hero: {
    eyebrow: 'Dating coach · United Kingdom',
    title: 'An AI dating coach for the UK',
    lead: 'From a pint in Manchester to a walk up Arthur’s Seat, dating in the UK runs on humor, understatement and a backup plan for the rain. Datewise helps you write a profile worth a like, send messages that get past small talk, and plan dates beyond the pub.',
  },
  stats: [
    { value: countryFigures.uk.appUsers, label: 'Dating app users in the UK' },
    { value: countryFigures.uk.success, label: 'Success rate' },
    { value: countryFigures.uk.cities, label: 'UK cities with Datewise users' },
    { value: countryFigures.uk.users, label: 'Datewise users in the UK' },
  ],
  reasons: {
    title: 'Three reasons people in the UK use a dating coach',
    items: [
      {
        title: 'Prompts worth answering',
        text: 'Prompt-based apps reward a specific, funny or honest answer. Profile Coach helps you replace safe, forgettable lines with ones people want to reply to.',
      },
      {
        title: 'Understatement, translated',
        text: 'Dry wit is charming in person and easy to misread in text. Message Helper’s playful and funny styles help you be yourself without being taken the wrong way.',
      },
      {
        title: 'Dates beyond the pub',
        text: 'The pub is a fine default, but not for everyone. Date Ideas suggests plans for your interests and budget, with an indoor option when the forecast turns.',
      },
    ],
  },
  cities: {
    title: '18 UK cities we know well',
    intro: `Datewise has users in ${countryFigures.uk.cities} cities across the UK. These 18 each come with a first-date idea.`,
    items: [
      {
        name: 'London',
        region: 'England',
        text: 'Huge and spread out: meet somewhere easy for you both by Tube or Overground, and use the free national museums.',
      },
      {
        name: 'Manchester',
        region: 'England',
        text: 'The Northern Quarter’s bars and cafés and a big student and graduate crowd.',
      },
      {
        name: 'Birmingham',
        region: 'England',
        text: 'Canal-side walks, the Jewellery Quarter and the independent spots of Digbeth.',
      },
      {
        name: 'Leeds',
        region: 'England',
        text: 'Victorian arcades, Kirkgate Market and easy day trips to the Yorkshire Dales.',
      },
      {
        name: 'Liverpool',
        region: 'England',
        text: 'The Royal Albert Dock waterfront, live music and famously friendly locals.',
      },
      {
        name: 'Bristol',
        region: 'England',
        text: 'Harbourside walks, street art and independent restaurants.',
      },
      {
        name: 'Sheffield',
        region: 'England',
        text: 'A green city on the edge of the Peak District, made for walking dates.',
      },
      {
        name: 'Newcastle upon Tyne',
        region: 'England',
        text: 'The Quayside and its bridges, with the coast at Tynemouth a Metro ride away.',
      },
      {
        name: 'Nottingham',
        region: 'England',
        text: 'Two universities, a lively center and a network of caves under the city to explore.',
      },
      {
        name: 'Leicester',
        region: 'England',
        text: 'One of the UK’s most diverse cities, with the restaurants of the Golden Mile on Belgrave Road.',
      },
      {
        name: 'Brighton and Hove',
        region: 'England',
        text: 'The seafront, the Lanes and an open, LGBTQ+-friendly scene.',
      },
      {
        name: 'Oxford',
        region: 'England',
        text: 'College gardens, punting on the Cherwell and old pubs with low ceilings.',
      },
      {
        name: 'Cambridge',
        region: 'England',
        text: 'Punting on the Cam past the Backs, and plenty of cafés for the rainy days.',
      },
      {
        name: 'Edinburgh',
        region: 'Scotland',
        text: 'Arthur’s Seat for a sunset walk, and the Fringe every August.',
      },
      {
        name: 'Glasgow',
        region: 'Scotland',
        text: 'A great live-music city with friendly pubs and Kelvingrove Park in the West End.',
      },
      {
        name: 'Aberdeen',
        region: 'Scotland',
        text: 'The Granite City, with a long beach and offshore rotas that many people plan their dating around.',
      },
      {
        name: 'Cardiff',
        region: 'Wales',
        text: 'A compact capital with Cardiff Bay’s waterfront and Bute Park.',
      },
      {
        name: 'Belfast',
        region: 'Northern Ireland',
        text: 'Pubs and live music in the Cathedral Quarter, and the Causeway Coast within reach for a day trip.',
      },
    ],
  },
  culture: {
    title: 'Dating culture in the UK',
    intro: 'A few values and challenges that shape dating across England, Scotland, Wales and Northern Ireland.',
    values: [
      {
        title: 'Humor and understatement',
        text: 'Being able to laugh at yourself is attractive, and big declarations early on can feel like too much.',
      },
      {
        title: 'The pub as neutral ground',
        text: 'A drink is the default first date: low-key and easy to leave. If you do not drink, say so and suggest a café or a walk instead.',
      },
      {
        title: 'Splitting the bill',
        text: 'Splitting or taking turns is common. Offer, and follow your date’s lead without making it awkward.',
      },
    ],
    challenges: [
      {
        title: 'Reserve',
        text: 'People can be slow to show interest, so signals are easy to miss. A clear, friendly invitation helps both of you.',
      },
      {
        title: 'Commutes',
        text: 'In London especially, a match across town can mean an hour each way. Many people filter by distance or meet halfway.',
      },
      {
        title: 'The weather',
        text: 'Outdoor plans need a backup. Pick somewhere with a café or gallery nearby in case of rain.',
      },
      {
        title: 'The endless talking stage',
        text: 'Chats that drift on for weeks rarely become dates. Suggest a time and place once the conversation is going well.',
      },
    ],
  },
  testimonials: {
    title: 'Stories from the UK',
    items: [
      {
        name: 'Olivia H.',
        location: 'Hackney, London',
        age: 30,
        profession: 'Product manager',
        text: 'My Hinge answers were all safe and a bit dull. Profile Coach helped me rewrite them with real opinions, and the likes came with comments instead of silence.',
        rating: 5,
        timeUsed: '4 months',
        result: 'Better conversations and a relationship of 3 months',
      },
      {
        name: 'Tom B.',
        location: 'Didsbury, Manchester',
        age: 35,
        profession: 'Secondary school teacher',
        text: 'I am dry in person and apparently cold in text. The playful style helped my jokes come across as jokes.',
        rating: 5,
        timeUsed: '6 weeks',
        result: 'More replies and 2 second dates',
      },
      {
        name: 'Eilidh M.',
        location: 'Leith, Edinburgh',
        age: 28,
        profession: 'Junior doctor',
        text: 'I don’t drink, so pub dates never felt like me. Date Ideas gave me walks and gallery plans to suggest instead, and people were happy to say yes.',
        rating: 5,
        timeUsed: '3 months',
        result: 'First dates she actually enjoys',
      },
    ],
  },
  dateIdeas: {
    title: 'Date ideas around the UK',
    intro: 'Six long-standing places, most of them free, for a first or second date.',
    items: [
      {
        name: 'Sky Garden',
        type: 'London · Viewpoint',
        description:
          'A garden under a glass dome at the top of a City skyscraper, free to visit if you book ahead. Views across the Thames make conversation easy.',
      },
      {
        name: 'Borough Market and the South Bank',
        type: 'London · Market and river walk',
        description:
          'Graze your way through one of London’s oldest food markets, then walk west along the Thames past the Tate Modern.',
      },
      {
        name: 'Castlefield',
        type: 'Manchester · Canals',
        description:
          'Canal basins, railway viaducts and the remains of a Roman fort, with waterside pubs and cafés for afterward.',
      },
      {
        name: 'Arthur’s Seat',
        type: 'Edinburgh · Hill walk',
        description:
          'An old volcano in Holyrood Park, right by the city center. The climb is short and the view is the reward.',
      },
      {
        name: 'Kelvingrove Art Gallery and Museum',
        type: 'Glasgow · Museum',
        description:
          'Free to enter, with everything from Dalí to a Spitfire under one roof, and Kelvingrove Park outside for a walk.',
      },
      {
        name: 'Botanic Gardens and the Palm House',
        type: 'Belfast · Gardens',
        description: 'A free park near Queen’s University with a Victorian glasshouse, a warm escape on a gray day.',
      },
    ],
  },
  apps: {
    title: 'Popular dating apps in the UK',
    intro: 'Datewise coaches your profile and messages on any of them.',
    items: [
      { name: 'Hinge', text: 'Prompt-based profiles; you like or comment on a specific photo or answer.' },
      { name: 'Tinder', text: 'The best-known swipe app, with large pools in every major city.' },
      { name: 'Bumble', text: 'Built around women making the first move in matches between women and men.' },
      { name: 'Muzz', text: 'Founded in London for Muslims looking for marriage.' },
      { name: 'Match', text: 'A long-running site aimed at people looking for a long-term relationship.' },
    ],
  },
  regions: {
    title: 'Dating across the UK’s regions',
    intro: 'How it feels to date in six very different places.',
    items: [
      {
        title: 'London',
        text: 'The biggest pool and the longest journeys. Many people filter by Tube line or zone, so suggest somewhere central or halfway, and use the free museums and parks.',
      },
      {
        title: 'Manchester',
        text: 'Friendly and social, with a large graduate population; the Northern Quarter and Ancoats keep first dates easy to plan.',
      },
      {
        title: 'Birmingham',
        text: 'A young, diverse city: canal-side walks, the Jewellery Quarter and the Balti Triangle give you plenty of options.',
      },
      {
        title: 'Scotland',
        text: 'Edinburgh and Glasgow have very different personalities; beyond the Central Belt, distance matters and a hill walk is a popular date.',
      },
      {
        title: 'Wales',
        text: 'Cardiff and Swansea have the biggest pools. Welsh is spoken by many, especially in the north and west, and a few words in your profile can be a nice touch.',
      },
      {
        title: 'Northern Ireland',
        text: 'Belfast has a lively social scene; in smaller towns everyone seems to know everyone, so mutual friends and discretion matter.',
      },
    ],
  },
  faqs: [
    appsFaq,
    {
      question: 'Is Datewise only useful in London?',
      answer:
        'No. Datewise works anywhere in the UK. The city field in Date Ideas accepts any town or neighborhood, so plans fit where you and your match actually live.',
    },
    {
      question: 'How do I stay safe meeting someone from an app in the UK?',
      answer:
        'Meet in a busy public place, tell a friend where you will be, and plan your own journey there and home. Keep your address private until you trust the person, and report fake or abusive profiles in the app. In an emergency, call 999.',
    },
    priceFaq('the UK', 'pounds'),
  ],
  related: {
    title: 'Keep reading',
    items: [link.coach, link.analyzer, link.apps, link.assistant, link.australia, link.india, link.canada],
  },
  closing: {
    title: 'Ready for a better first date?',
    text: closingText,
  },
};

export const countries: CountryContent[] = [india, canada, australia, uk];
