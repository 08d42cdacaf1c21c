import type { ConversationLine } from '../../../shared/conversation';

/**
 * Chat screens to read, written for these tests (no real person's messages): each is one conversation in the look
 * of an app, on a phone, in light or dark mode, shown on one screenshot or on two that overlap. What a screenshot
 * shows besides the bubbles (the clock, the match's name, day separators, "Delivered", the input box, reactions)
 * comes from the app's mock-up in `mockup.ts`; here are only the lines and the few marks between them.
 */

export type ChatApp = 'imessage' | 'whatsapp' | 'tinder' | 'hinge' | 'bumble';
export type Theme = 'light' | 'dark';

/** A phone's screen in CSS pixels and its device scale: 390 x 844 at 3 is 1170 x 2532 pixels. */
export interface Device {
  name: string;
  width: number;
  height: number;
  scale: number;
}

export const IPHONE: Device = { name: 'iPhone 390x844@3', width: 390, height: 844, scale: 3 };
export const ANDROID: Device = { name: 'Android 360x800@3', width: 360, height: 800, scale: 3 };

/** One row of the screen: a bubble (with an optional reaction under it) or a centred mark between bubbles. */
export type ChatItem =
  | { kind: 'message'; from: 'them' | 'me'; text: string; reaction?: string }
  | { kind: 'day'; text: string }
  | { kind: 'status'; text: string };

export interface ChatScreenFixture {
  name: string;
  app: ChatApp;
  theme: Theme;
  device: Device;
  /** The match's name in the header. */
  match: string;
  /** The rows of each screenshot, in order; consecutive screenshots may repeat rows (they overlap). */
  screens: ChatItem[][];
  /**
   * How far each screenshot is scrolled past its first row, in CSS pixels: that row's top is hidden under the header
   * (a screenshot taken mid-conversation). Rows cut this way must be whole on the screenshot before.
   */
  scrolled?: number[];
}

const them = (text: string, reaction?: string): ChatItem => ({ kind: 'message', from: 'them', text, reaction });
const me = (text: string, reaction?: string): ChatItem => ({ kind: 'message', from: 'me', text, reaction });
const day = (text: string): ChatItem => ({ kind: 'day', text });
const status = (text: string): ChatItem => ({ kind: 'status', text });

/** What a perfect reader returns: every bubble once, in order, with its speaker. */
export function groundTruth(fixture: ChatScreenFixture): ConversationLine[] {
  const lines: ConversationLine[] = [];
  const seen = new Set<ChatItem>();
  for (const item of fixture.screens.flat()) {
    if (item.kind !== 'message' || seen.has(item)) continue;
    seen.add(item);
    lines.push({ from: item.from, text: item.text });
  }
  return lines;
}

const hikingChat: ChatItem[] = [
  day('Today 7:48 PM'),
  them('ok I have to ask, is that you on top of Mount Si in your 3rd pic??'),
  me('Haha yes! Barely made it up, my legs were jelly for two days'),
  them('respect. I did Rattlesnake Ledge last weekend and thought I was gonna die'),
  me('Rattlesnake counts, its steep at the end 😅'),
  them('lol thank you for validating me'),
  them('what else do you do when you are not hiking'),
  me('Mostly cooking badly and losing at trivia with my roommates. You?'),
  status('Delivered'),
];

const bookChat: ChatItem[] = [
  day('Yesterday 9:02 PM'),
  me('Ok your bio says you read 40 books last year, I need recommendations immediately'),
  them('Haha it was mostly thrillers on the bus 🙈'),
  them('But Project Hail Mary was the best one by far, have you read it?'),
  me('No but I loved The Martian so that sounds perfect', '❤️'),
  day('Today 8:15 PM'),
  them(
    'Then you have to. I wont spoil anything but the middle part made me laugh out loud on a very quiet train and everybody stared at me',
  ),
  me('Adding it to my list tonight, promise'),
  status('Read 8:21 PM'),
];

const tacoChat: ChatItem[] = [
  day('TODAY'),
  them('Heyy so whats the verdict, tacos on friday?'),
  me('Yes!! Is 7 ok? I finish work at 6:30'),
  them('7 is perfect. The place on Alberta st or the truck by the park?'),
  me('The truck, their al pastor is unreal'),
  them('Deal 🌮🌮'),
  me('Should I bring anything? Besides my appetite'),
  them('Just bring good vibes and maybe a jacket, it gets cold there at night'),
];

const dogChat: ChatItem[] = [
  day('Today'),
  them('wait your dog is a corgi?? whats his name'),
  me('Her name is Biscuit and she runs this household'),
  them('Biscuit 😭 I love her already'),
  them('I grew up with a beagle who stole socks'),
  me('Biscuit steals socks too, it must be a short dog thing'),
  them('Ha! can I meet her one day or is that too forward'),
  me('Not too forward at all, we walk at Green Lake most Sundays'),
];

const concertChat: ChatItem[] = [
  day('MON 6:30 PM'),
  me('Hi Jordan! Your prompt about seeing Phoebe Bridgers 3 times made me laugh'),
  them('Ha someone finally noticed. Have you been to one of her shows?'),
  me('Once, in Portland. I cried during Motion Sickness and I am not ashamed'),
  them('Honestly the correct reaction'),
  them('Are you going to anything at the Crocodile this month?'),
  me('Maybe the jazz night on the 14th, my friend plays bass'),
  status('Read'),
];

const coffeeChat: ChatItem[] = [
  day('Today 10:03 AM'),
  them('Good morning! Be honest, are you a coffee or tea person'),
  me('Coffee, no question. Three cups before noon'),
  them('Ok we can be friends 😂'),
  me('What about you?'),
  them('Oat latte every day, my barista knows my order by heart'),
  me('Thats adorable. Which cafe?'),
  them('Little Oak on 5th, you should try their cardamom bun'),
];

const travelChat: ChatItem[] = [
  day('Today 9:41 PM'),
  me('So where was that photo with the blue doors? It looks unreal'),
  them('Chefchaouen in Morocco! I went with my sister in April'),
  me('Thats on my list. Was it as calm as it looks?'),
  them('Super calm in the mornings, the afternoons are full of tourists like us lol'),
  me('Noted, I would go at sunrise then'),
  them('Smart. Where is the next trip for you?'),
];

const gymChat: ChatItem[] = [
  day('Today 6:12 PM'),
  them('you climb?? which gym'),
  me('Stone Gardens mostly, usually tuesdays and thursdays'),
  them('no way thats my gym too'),
  me('Small world. What grade are you climbing?'),
  them('V3 on a good day, V1 on a bad one 😂'),
  me('Ha same honestly. Want to try the new wall together this week?'),
  them('yes!! thursday after work?'),
];

const movieChat: ChatItem[] = [
  day('Today 8:40 PM'),
  them('Hot take: the second Paddington movie is better than most Oscar winners'),
  me('I am not even going to argue, its a perfect film'),
  them('FINALLY someone gets it'),
  me('Hugh Grant as the villain was genius'),
  them('I rewatch it every December, it is tradition at this point'),
  me('We should do a double feature sometime 🎬'),
  status('Delivered'),
];

/** A longer chat shown on two screenshots: the second starts with the first's last three bubbles. */
const weekendChat = {
  first: [
    day('Sat 11:20 AM'),
    them('Hey! How was your weekend so far?'),
    me('Pretty good! Went to the farmers market and bought way too many peaches'),
    them('Ha how many is too many'),
    me('Eleven. For one person'),
    them('Thats a peach cobbler situation'),
    me('I was thinking the same thing, do you bake?'),
    them('A little, my banana bread is famous at work'),
  ] satisfies ChatItem[],
  second: [] as ChatItem[],
};
weekendChat.second = [
  ...weekendChat.first.slice(-3),
  me('Ok now I need to try this banana bread'),
  them('Only if you bring the cobbler'),
  me('Deal. Next weekend?'),
  them('Sunday works for me 🍑'),
  me('Perfect, I will text you the address'),
];

/** Shown on two screenshots, the second scrolled so that its first bubble is cut off under the header. */
const festivalChat = {
  first: [
    day('Fri 4:05 PM'),
    me('Are you going to the street food festival tomorrow?'),
    them('I was thinking about it! My friends bailed on me though'),
    me('Come with me and my cousin, we are going around 2'),
    them('omg yes. Is it the one by the waterfront with the dumpling stand from last year?'),
    me('That one. The dumplings are the whole reason I go tbh'),
  ] satisfies ChatItem[],
  second: [] as ChatItem[],
};
festivalChat.second = [
  ...festivalChat.first.slice(-2),
  them('Ok I am in. Should I meet you there?'),
  me('We can pick you up, you are on the way'),
  them('You are the best 🙏'),
  me('See you at 1:45 then'),
];

const pizzaChat: ChatItem[] = [
  day('Today 5:55 PM'),
  me('Ok important question. Pineapple on pizza yes or no'),
  them('Yes and I will not be taking questions'),
  me('Finally a person with taste'),
  them('What are you up to tonight?'),
  me('Nothing much, probably making pasta and watching the game'),
  them('Which game? I know nothing about sports btw'),
];

export const chatScreens: ChatScreenFixture[] = [
  { name: 'imessage-light', app: 'imessage', theme: 'light', device: IPHONE, match: 'Sam', screens: [hikingChat] },
  { name: 'imessage-dark', app: 'imessage', theme: 'dark', device: IPHONE, match: 'Priya', screens: [bookChat] },
  { name: 'whatsapp-light', app: 'whatsapp', theme: 'light', device: ANDROID, match: 'Lena', screens: [tacoChat] },
  { name: 'whatsapp-dark', app: 'whatsapp', theme: 'dark', device: ANDROID, match: 'Marco', screens: [pizzaChat] },
  { name: 'tinder-light', app: 'tinder', theme: 'light', device: IPHONE, match: 'Maya', screens: [dogChat] },
  { name: 'tinder-dark', app: 'tinder', theme: 'dark', device: IPHONE, match: 'Noah', screens: [gymChat] },
  { name: 'hinge-light', app: 'hinge', theme: 'light', device: IPHONE, match: 'Jordan', screens: [concertChat] },
  { name: 'hinge-dark', app: 'hinge', theme: 'dark', device: IPHONE, match: 'Elif', screens: [travelChat] },
  { name: 'bumble-light', app: 'bumble', theme: 'light', device: ANDROID, match: 'Chris', screens: [coffeeChat] },
  { name: 'bumble-dark', app: 'bumble', theme: 'dark', device: ANDROID, match: 'Ava', screens: [movieChat] },
  {
    name: 'imessage-two-screens',
    app: 'imessage',
    theme: 'light',
    device: IPHONE,
    match: 'Dana',
    screens: [weekendChat.first, weekendChat.second],
  },
  {
    name: 'whatsapp-two-screens-scrolled',
    app: 'whatsapp',
    theme: 'dark',
    device: ANDROID,
    match: 'Kai',
    screens: [festivalChat.first, festivalChat.second],
    scrolled: [0, 34],
  },
];
