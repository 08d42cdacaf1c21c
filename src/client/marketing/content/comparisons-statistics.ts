/**
 * Content of /dating-statistics-2025 (spec 001 §2). Every figure is a published
 * one, attributed to the source that reported it (listed under "Sources").
 * Nothing here is invented; our own predictions are labeled as such.
 */

export type SourceId =
  'pew2023' | 'pew2020' | 'pew2016' | 'stanford2019' | 'matchGroup2024' | 'bumble2024' | 'ftc2023' | 'techcrunch2024';

interface Source {
  id: SourceId;
  /** How the text cites it, e.g. "Pew Research Center, 2023". */
  cite: string;
  publisher: string;
  title: string;
  authors?: string;
  year: number;
  note?: string;
  url?: string;
}

export const sources: Source[] = [
  {
    id: 'pew2023',
    cite: 'Pew Research Center, 2023',
    publisher: 'Pew Research Center',
    title: 'From Looking for Love to Swiping the Field: Online Dating in the U.S.',
    authors: 'Emily A. Vogels and Colleen McClain',
    year: 2023,
    note: 'Survey of 6,034 US adults, July 2022.',
    url: 'https://www.pewresearch.org/internet/2023/02/02/from-looking-for-love-to-swiping-the-field-online-dating-in-the-u-s/',
  },
  {
    id: 'pew2020',
    cite: 'Pew Research Center, 2020',
    publisher: 'Pew Research Center',
    title: 'The Virtues and Downsides of Online Dating',
    authors: 'Monica Anderson et al.',
    year: 2020,
    note: 'Survey of US adults, October 2019.',
    url: 'https://www.pewresearch.org/internet/2020/02/06/the-virtues-and-downsides-of-online-dating/',
  },
  {
    id: 'pew2016',
    cite: 'Pew Research Center, 2016',
    publisher: 'Pew Research Center',
    title: '15% of American Adults Have Used Online Dating Sites or Mobile Dating Apps',
    authors: 'Aaron Smith',
    year: 2016,
  },
  {
    id: 'stanford2019',
    cite: 'Rosenfeld, Thomas & Hausen, Stanford, 2019',
    publisher: 'Proceedings of the National Academy of Sciences (PNAS)',
    title: 'Disintermediating your friends: How online dating in the United States displaces other ways of meeting',
    authors: 'Michael J. Rosenfeld, Reuben J. Thomas and Sonia Hausen',
    year: 2019,
    note: "Based on Stanford's How Couples Meet and Stay Together survey.",
    url: 'https://doi.org/10.1073/pnas.1908630116',
  },
  {
    id: 'matchGroup2024',
    cite: 'Match Group, 2025',
    publisher: 'Match Group',
    title: 'Match Group Announces Fourth Quarter and Full-Year Results (year ended December 31, 2024)',
    year: 2025,
    url: 'https://ir.mtch.com/',
  },
  {
    id: 'bumble2024',
    cite: 'Bumble Inc., 2025',
    publisher: 'Bumble Inc.',
    title: 'Bumble Inc. Announces Fourth Quarter and Full Year 2024 Results',
    year: 2025,
    url: 'https://ir.bumble.com/',
  },
  {
    id: 'ftc2023',
    cite: 'Federal Trade Commission, 2023',
    publisher: 'Federal Trade Commission (FTC)',
    title: 'Romance scammers’ favorite lies exposed (Consumer Protection Data Spotlight)',
    year: 2023,
    note: 'Reports made to the FTC about 2022.',
    url: 'https://www.ftc.gov/news-events/data-visualizations/data-spotlight/2023/02/romance-scammers-favorite-lies-exposed',
  },
  {
    id: 'techcrunch2024',
    cite: 'TechCrunch, 2024',
    publisher: 'TechCrunch',
    title: "Tinder's AI Photo Selector automatically picks the best photos for your dating profile",
    year: 2024,
  },
];

/** A figure with the source that reported it. */
export interface Stat {
  value: string;
  text: string;
  /** The source(s) that reported it, in the order the text uses them. */
  source: SourceId | SourceId[];
}

export const keyFigures: Stat[] = [
  { value: '30%', text: 'of US adults have ever used a dating site or app', source: 'pew2023' },
  {
    value: '1 in 10',
    text: 'partnered US adults met their current partner on a dating site or app',
    source: 'pew2023',
  },
  { value: '39%', text: 'of US heterosexual couples who met in 2017 met online', source: 'stanford2019' },
  { value: '$3.48B', text: "Match Group's revenue in 2024 (Tinder, Hinge and more)", source: 'matchGroup2024' },
  { value: '14.9M', text: 'average paying users across Match Group apps in 2024', source: 'matchGroup2024' },
  { value: '$1.3B', text: 'lost to romance scams, as reported to the FTC for 2022', source: 'ftc2023' },
];

export const appUsage: Stat[] = [
  {
    value: '46%',
    text: 'of Americans who have dated online have used Tinder, the most-used platform in the survey.',
    source: 'pew2023',
  },
  {
    value: 'Nearly 1 in 10',
    text: 'US adults used a dating site or app in the past year.',
    source: 'pew2023',
  },
  {
    value: '35%',
    text: 'of people who have used online dating have paid for it, for a subscription or for extra features.',
    source: 'pew2023',
  },
  {
    value: '15%',
    text: 'of US adults had used online dating in 2015. The share reached 30% in 2019 and was unchanged in 2022.',
    source: ['pew2016', 'pew2023'],
  },
  {
    value: '4.2M',
    text: 'paying users across Bumble Inc. apps in the fourth quarter of 2024, including 2.8 million on the Bumble app itself.',
    source: 'bumble2024',
  },
];

/** Share of US adults who have ever used a dating site or app, by group (Pew Research Center, 2023). */
export const demographics: { group: string; share: string }[] = [
  { group: 'All US adults', share: '30%' },
  { group: 'Ages 18 to 29', share: '53%' },
  { group: 'Ages 30 to 49', share: '37%' },
  { group: 'Men', share: '34%' },
  { group: 'Women', share: '27%' },
  { group: 'Lesbian, gay or bisexual adults', share: '51%' },
  { group: 'Straight adults', share: '28%' },
];

export const successStats: Stat[] = [
  {
    value: '1 in 10',
    text: 'married, cohabiting or partnered US adults met their partner on a dating site or app; among those under 30 it is 1 in 5.',
    source: 'pew2023',
  },
  {
    value: '12%',
    text: 'of US adults have been married to, or in a committed relationship with, someone they first met through online dating.',
    source: 'pew2020',
  },
  {
    value: '53%',
    text: 'of people who have dated online call their experience positive, and 46% negative. Men were more positive (57%) than women (48%).',
    source: 'pew2023',
  },
];

export const revenueRows: { metric: string; value: string; source: SourceId }[] = [
  { metric: 'Match Group total revenue', value: '$3.48 billion (up 3%)', source: 'matchGroup2024' },
  { metric: 'Tinder direct revenue', value: 'About $1.9 billion (up 1%)', source: 'matchGroup2024' },
  { metric: 'Hinge direct revenue', value: 'About $550 million (2023: $396 million)', source: 'matchGroup2024' },
  { metric: 'Match Group revenue per paying user', value: '$19.12 a month (up 8%)', source: 'matchGroup2024' },
  { metric: 'Match Group average paying users', value: '14.9 million (down 5%)', source: 'matchGroup2024' },
  { metric: 'Bumble Inc. total revenue', value: '$1.07 billion (up 2%)', source: 'bumble2024' },
  { metric: 'Bumble app revenue', value: '$866 million (up 3%)', source: 'bumble2024' },
];

export const behaviorStats: Stat[] = [
  {
    value: '44%',
    text: 'of current or recent users say finding a long-term partner is a major reason they use dating platforms; 40% say casual dating, 24% casual sex and 22% making friends (people could give several reasons).',
    source: 'pew2023',
  },
  {
    value: 'Mixed feelings',
    text: 'Large majorities of recent users say they have often or sometimes felt excited by the people they saw on the apps, and large majorities also say they have felt disappointed.',
    source: 'pew2023',
  },
  {
    value: 'Fewer payers, paying more',
    text: "Match Group's paying users fell 5% in 2024 while revenue per payer rose 8%: fewer people pay, and those who do spend more.",
    source: 'matchGroup2024',
  },
  {
    value: 'Intentional apps growing',
    text: "Hinge's revenue grew from $396 million in 2023 to about $550 million in 2024, while Tinder's was roughly flat.",
    source: 'matchGroup2024',
  },
  {
    value: 'AI inside the apps',
    text: 'Tinder rolled out an AI Photo Selector in the US in July 2024 to suggest which of your photos to use.',
    source: 'techcrunch2024',
  },
];

export const relationshipStats: Stat[] = [
  {
    value: '39%',
    text: 'of heterosexual couples who met in 2017 met online, up from about 22% of couples who met in 2009.',
    source: 'stanford2019',
  },
  {
    value: 'Since about 2013',
    text: 'meeting online has been the most common way heterosexual couples in the US meet, overtaking meeting through friends.',
    source: 'stanford2019',
  },
  {
    value: 'Declining',
    text: 'Meeting through family, church and the neighborhood has declined since World War II, and meeting through friends since about 1995.',
    source: 'stanford2019',
  },
];

export const safetyStats: Stat[] = [
  {
    value: 'Nearly 70,000',
    text: 'people reported a romance scam to the FTC in 2022, with $1.3 billion in reported losses and a median loss of $4,400.',
    source: 'ftc2023',
  },
  {
    value: 'Over 60%',
    text: 'of the money reported lost to romance scams in 2022 was sent by cryptocurrency or bank wire. The most common story was that the scammer, or someone close to them, was sick, hurt or in jail.',
    source: 'ftc2023',
  },
  {
    value: '6 in 10',
    text: 'women aged 18 to 34 who have dated online say someone kept contacting them after they said they were not interested, compared with 27% of men the same age.',
    source: 'pew2020',
  },
];

export const safetyTips = [
  'Keep the first chats on the app, where blocking and reporting work.',
  'Video call before you meet if something feels off.',
  'Meet in a public place and tell a friend where you will be.',
  'Never send money, gift cards or crypto to someone you have not met in person, whatever the story.',
  'Use verified profiles and report anyone who pushes you to move off the app quickly.',
];

/** Our expectations for 2026: clearly labeled as predictions, not data. */
export const predictions: { title: string; text: string }[] = [
  {
    title: 'AI help becomes standard',
    text: 'We expect most major apps to offer AI help with photos, profiles and first messages, and more daters to use a coach alongside the apps.',
  },
  {
    title: 'Verification becomes the default',
    text: 'With scams and fake profiles in the news, we expect verified profiles to become the norm rather than an option.',
  },
  {
    title: 'Fewer payers, pricier plans',
    text: 'If the 2024 pattern holds, apps will keep earning more from each paying user while the number of payers stays flat or falls.',
  },
  {
    title: 'Intentional dating keeps gaining',
    text: 'Relationship-focused apps such as Hinge have been growing fastest. We expect that shift to continue.',
  },
  {
    title: 'More offline meetups',
    text: 'We expect more apps to add events and group activities, as daters tired of swiping look for ways to meet in person sooner.',
  },
];
