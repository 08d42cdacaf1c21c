/**
 * Placeholder content of the Viral Features and Viral Content Creator screens (spec 000 §2.16).
 * Every name and figure here is an example: nothing is loaded from the server or counted. The screens
 * show them as a preview, labelled "Preview: sample data"; the signed-in user's own figures are zero
 * (nobody has joined anything yet), and a sample name never repeats the user's (sample-names.ts).
 */

export type ViralLevel = 'Gold' | 'Silver' | 'Bronze';

export interface ViralItem {
  title: string;
  description: string;
  reward: string;
  /** How many people take part (challenges). */
  participants?: string;
  /** Other figures (referrals, content, achievements). */
  stats?: string;
  /** Done out of needed, "x/y". */
  progress: string;
  level?: ViralLevel;
  trending?: boolean;
}

export type ViralTabId = 'challenges' | 'referrals' | 'content' | 'achievements';

export interface ViralTab {
  id: ViralTabId;
  label: string;
  intro: string;
  /** The label of every item's action button in this tab. */
  action: string;
  items: ViralItem[];
}

/** The spec's example figures (892 points, 3 achievements, rank 47): a sample member's row, not the user's. */
export const viralStats = { points: 892, achievements: 3, rank: 47 } as const;

/** The user's own figures: nothing is counted yet, so every new member starts (and stays) at zero. */
export const ownStats = { points: 0, achievements: 0, matches: 0 } as const;

export const viralTabs: ViralTab[] = [
  {
    id: 'challenges',
    label: 'Challenges',
    intro: 'Short dating challenges that build good habits. Finish one to collect its reward.',
    action: 'Join Challenge',
    items: [
      {
        title: '7-Day Opener Streak',
        description: 'Send one thoughtful first message a day for a week. No copy-paste openers allowed.',
        reward: '150 points',
        participants: '2,418 taking part',
        progress: '0/7',
        level: 'Silver',
        trending: true,
      },
      {
        title: 'Bio Glow-Up Weekend',
        description: 'Rewrite your bio with Profile Coach and raise your score by two points before Monday.',
        reward: '200 points and the Bio Pro badge',
        participants: '1,106 taking part',
        progress: '0/2',
        level: 'Bronze',
        trending: true,
      },
      {
        title: 'Real-Life Date Month',
        description: 'Move three good conversations off the app and onto a real date this month.',
        reward: '1 week of Premium',
        participants: '874 taking part',
        progress: '0/3',
        level: 'Gold',
      },
    ],
  },
  {
    id: 'referrals',
    label: 'Referrals',
    intro: 'Invite friends who are dating too. You both get something when they join.',
    action: 'Invite Friends',
    items: [
      {
        title: 'Bring a Wingmate',
        description: 'Invite a friend who is dating too. When they sign up, you both get 5 extra AI requests.',
        reward: '5 AI requests each',
        stats: 'No friends joined yet',
        progress: '0/5',
        level: 'Bronze',
        trending: true,
      },
      {
        title: 'Double Date Duo',
        description: 'Invite a friend and plan a double date together with Date Ideas.',
        reward: '300 points',
        stats: 'No invites sent yet',
        progress: '0/2',
        level: 'Silver',
      },
      {
        title: 'Community Connector',
        description: 'Help ten friends start their Datewise journey and become a community connector.',
        reward: '1 month of Premium',
        stats: 'No friends active yet',
        progress: '0/10',
        level: 'Gold',
      },
    ],
  },
  {
    id: 'content',
    label: 'Content',
    intro: 'Share your wins, anonymously if you like, and inspire people who date like you.',
    action: 'Create Post',
    items: [
      {
        title: 'First Date Story',
        description: 'Tell a short, anonymous story about a first date that went better than you expected.',
        reward: '100 points',
        stats: '12.4K views on featured stories',
        progress: '0/1',
        trending: true,
      },
      {
        title: 'The Opener That Worked',
        description: 'Post the first message that got a great reply, with names and details removed.',
        reward: '75 points per post',
        stats: '3.1K saves this week',
        progress: '0/3',
      },
      {
        title: 'Profile Before & After',
        description: 'Show how your bio changed after coaching. Featured posts are only used with your consent.',
        reward: '250 points and a feature spot',
        stats: '48 glow-ups shared',
        progress: '0/1',
        level: 'Gold',
      },
    ],
  },
  {
    id: 'achievements',
    label: 'Achievements',
    intro: 'Badges for the progress you make. None are counted yet: this is what they will look like.',
    action: 'View Badge',
    items: [
      {
        title: 'Conversation Starter',
        description: 'Send 25 messages drafted or polished with Message Helper.',
        reward: 'Bronze badge and 50 points',
        stats: 'Earned by 38% of members',
        progress: '0/25',
        level: 'Bronze',
      },
      {
        title: 'Early Bird',
        description: 'Read your daily tip before 9 a.m. on five different days.',
        reward: 'Bronze badge and 40 points',
        stats: 'Earned by 24% of members',
        progress: '0/5',
        level: 'Bronze',
      },
      {
        title: 'Date Night Planner',
        description: 'Save 20 date ideas to your collection.',
        reward: 'Silver badge and 120 points',
        stats: 'Earned by 17% of members',
        progress: '0/20',
        level: 'Silver',
      },
      {
        title: 'Profile Perfectionist',
        description: 'Reach a profile score of 9 out of 10 or higher.',
        reward: 'Silver badge and 150 points',
        stats: 'Earned by 9% of members',
        progress: '0/9',
        level: 'Silver',
        trending: true,
      },
      {
        title: 'Datewise Legend',
        description: 'Finish all three challenges in a single month.',
        reward: 'Gold badge and 1 week of Premium',
        stats: 'Earned by 2% of members',
        progress: '0/3',
        level: 'Gold',
      },
    ],
  },
];

export interface LeaderRow {
  rank: number;
  name: string;
  points: number;
  achievements: number;
  matches: number;
}

/** Four sample members (the spec's five rows are these and "You"); the fourth holds the spec's 892 at #47. */
export const sampleLeaders: LeaderRow[] = [
  { rank: 1, name: 'Priya S.', points: 4820, achievements: 14, matches: 36 },
  { rank: 2, name: 'Jonas M.', points: 4395, achievements: 12, matches: 31 },
  { rank: 3, name: 'Alana R.', points: 3960, achievements: 11, matches: 29 },
  {
    rank: viralStats.rank,
    name: 'Dev K.',
    points: viralStats.points,
    achievements: viralStats.achievements,
    matches: 6,
  },
];

export type Platform = 'TikTok' | 'Instagram';

export interface ContentTemplate {
  name: string;
  platform: Platform;
  description: string;
  views: string;
  engagement: string;
  audio: string;
  hashtags: string[];
}

export const contentTemplates: ContentTemplate[] = [
  {
    name: 'Green Flags Only',
    platform: 'TikTok',
    description: 'Three quick cuts of the small things that made you say yes to a second date.',
    views: '2.3M',
    engagement: '11.8%',
    audio: 'Sunny acoustic loop',
    hashtags: ['#greenflags', '#datingtips', '#datewise'],
  },
  {
    name: 'Bio Glow-Up Reveal',
    platform: 'Instagram',
    description: 'A swipe carousel: your old bio, the coach notes, and the rewrite that got replies.',
    views: '1.1M',
    engagement: '9.4%',
    audio: 'Soft synth build-up',
    hashtags: ['#bioglowup', '#datingprofile', '#beforeandafter'],
  },
  {
    name: 'First Date POV',
    platform: 'TikTok',
    description: 'Walk viewers through a first date from your point of view, from the nerves to the goodbye.',
    views: '3.7M',
    engagement: '13.2%',
    audio: 'Cafe chatter with a lo-fi beat',
    hashtags: ['#firstdate', '#pov', '#datenight'],
  },
  {
    name: 'Opener Hall of Fame',
    platform: 'Instagram',
    description: 'Your best first messages as a story series, with a poll for the favourite.',
    views: '860K',
    engagement: '8.1%',
    audio: 'Playful pizzicato strings',
    hashtags: ['#openers', '#textinggame', '#datingapps'],
  },
  {
    name: 'Budget Date Challenge',
    platform: 'TikTok',
    description: 'Plan a memorable date for under $20 and film the whole thing in 30 seconds.',
    views: '1.9M',
    engagement: '10.6%',
    audio: 'Retro arcade chiptune',
    hashtags: ['#budgetdate', '#dateideas', '#cheapdates'],
  },
  {
    name: 'Red Flag or Dealbreaker?',
    platform: 'Instagram',
    description: 'Post a dating habit and let your followers vote: harmless quirk or real red flag?',
    views: '1.4M',
    engagement: '12.3%',
    audio: 'Game-show countdown',
    hashtags: ['#redflags', '#datingadvice', '#youdecide'],
  },
];

export type CreationToolId = 'caption' | 'storyboard' | 'hashtags' | 'privacy';

export interface CreationTool {
  id: CreationToolId;
  name: string;
  description: string;
}

export const creationTools: CreationTool[] = [
  {
    id: 'caption',
    name: 'Caption Writer',
    description: 'Turn a dating win into a caption in the tone you choose: funny, sweet or honest.',
  },
  {
    id: 'storyboard',
    name: 'Storyboard Planner',
    description: 'Plan a 15- to 60-second video shot by shot, with timing for each scene.',
  },
  {
    id: 'hashtags',
    name: 'Hashtag Finder',
    description: 'Find hashtags that reach people who date the way you do, without the spammy ones.',
  },
  {
    id: 'privacy',
    name: 'Privacy Blur',
    description: "Hide names, faces and chat details before you post, so nobody's privacy is shared by accident.",
  },
];

export interface CreatorStory {
  name: string;
  headline: string;
  story: string;
  result: string;
  /** The template the story used (its "Try" button names it). */
  template: string;
}

export const creatorStories: CreatorStory[] = [
  {
    name: 'Maya, 29',
    headline: 'From no replies to three dates in a week',
    story:
      'I shared my old openers next to the new ones. People kept asking for the before-and-after, so I made it a series.',
    result: '480K views',
    template: 'Opener Hall of Fame',
  },
  {
    name: 'Leo, 34',
    headline: 'A $15 picnic that went viral',
    story: 'Sandwiches, a borrowed blanket and a sunset. The comments filled up with people planning their own.',
    result: '1.2M views',
    template: 'Budget Date Challenge',
  },
  {
    name: 'Sofia, 26',
    headline: 'My bio glow-up, slide by slide',
    story: 'I posted each coach note with the line it changed. My matches doubled and my friends rewrote theirs.',
    result: '9.7K saves',
    template: 'Bio Glow-Up Reveal',
  },
];
