import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createEngine } from '../create-engine';
import type { CoachEngine } from '../engine';
import { PROFILE_CRITERIA } from '../profile-criteria';
import { startFakeOpenAiServer } from '../../../../test/server/fake-openai-server';
import type { FakeOpenAiServer } from '../../../../test/server/fake-openai-server';
import type { LlmCallReport } from './llm-engine';

/**
 * The model path keeps a good answer good (issue 29): an answer a capable model would write, to the schema and
 * within every limit the prompt states, goes through the whole pipeline (createEngine: repair, rubric, the merge
 * with the offline coach, the fallback) and reaches the user unchanged, with nothing filled in by the offline coach.
 * The requests and answers are written for these tests.
 */

let server: FakeOpenAiServer;
let engine: CoachEngine;
const reports: LlmCallReport[] = [];
const fallbacks: string[] = [];
const context = { preferences: null, onFallback: (failure: string) => void fallbacks.push(failure) };

beforeAll(async () => {
  server = await startFakeOpenAiServer();
  const config = loadConfig({ AI_BASE_URL: server.baseUrl, AI_MODEL: 'good-model', AI_BREAKER_FAILURES: '1000' });
  engine = createEngine(config, pino({ level: 'silent' }), { onReport: (r) => void reports.push(r) }).engine;
});
afterAll(async () => {
  await server.close();
});

function answerWith(answer: object) {
  reports.length = 0;
  fallbacks.length = 0;
  server.respondWithContent(JSON.stringify(answer));
}

function expectModelAnswerWhole(tool: string) {
  expect(fallbacks).toEqual([]);
  expect(reports).toEqual([{ tool, repairs: [], reasked: false, offlineParts: [] }]);
}

describe('a good model answer reaches the user unchanged', () => {
  it('Profile Coach: every criterion, suggestion and the edited bio, emoji and all', async () => {
    const bio =
      'i teach year 6 science and my classroom has a tortoise called Gerald 🐢. weekends are for the climbing gym ' +
      'and trying every ramen place in town. i make a mean miso. looking for someone who laughs at bad puns';
    // Half of each criterion's points, in half points: a score the rubric allows whatever its maxima.
    const scores = PROFILE_CRITERIA.map((c) => Math.floor(c.max) / 2);
    const answer = {
      breakdown: PROFILE_CRITERIA.map((c, i) => ({
        criterion: c.name,
        score: scores[i],
        note: `“Gerald” and the ramen hunt carry the ${c.name.toLowerCase()} mark here.`,
      })),
      suggestions: [
        { type: 'positive', message: '“a tortoise called Gerald 🐢” is the line a match will open on: keep it first.' },
        { type: 'warning', message: '“looking for someone who laughs at bad puns” ends flat: show one of your puns.' },
        { type: 'improvement', message: 'Name the best ramen place so far; a match can argue with it.' },
      ],
      // 480 characters with emoji: within the 500 the prompt allows, counted as a person counts them.
      improvedBio: (
        'I teach Year 6 science, and my classroom has a tortoise called Gerald 🐢. Weekends are for the climbing ' +
        'gym 🧗 and trying every ramen place in town 🍜. I make a mean miso. Looking for someone who laughs at bad ' +
        'puns. '
      ).padEnd(480, '🙂'),
    };
    answerWith(answer);
    const result = await engine.analyzeProfile(bio, context);
    expectModelAnswerWhole('profile');
    expect(result.breakdown.map((c) => [c.criterion, c.score, c.note])).toEqual(
      answer.breakdown.map((c) => [c.criterion, c.score, c.note]),
    );
    expect(result.suggestions).toEqual(answer.suggestions);
    expect(result.improvedBio).toBe(answer.improvedBio);
  });

  it('Openers: five messages, one at the 300-character limit with emoji', async () => {
    // 299 characters as a person counts them (the prompt's limit), 302 UTF-16 units: the emoji count twice there.
    const longest =
      'Okay, I need the full Gerald story 🐢 Does he have a name tag, a favourite pupil, a lettuce schedule?? ' +
      'And does he come to parents evening? Also: ramen ranking. Top three places in town, in order, no ties ' +
      'allowed, and the miso you make counts as a wildcard entry 🍜 I will be judging very fairly 😄 ok?';
    const answer = {
      messages: [
        { message: 'Does Gerald get a say in the seating plan, or is he more of a silent supervisor? 🐢' },
        { message: 'Ramen ranking time: which place in town is top of your list so far?' },
        { message: 'A mean miso is a bold claim. Is it a family recipe or years of trial and error?' },
        { message: 'Climbing gym on weekends: are you a bouldering person or a ropes person?' },
        { message: longest },
      ],
    };
    expect([...longest].length).toBeLessThanOrEqual(300);
    expect(longest.length).toBeGreaterThan(300);
    answerWith(answer);
    const request = {
      matchInfo: 'year 6 science teacher, class tortoise Gerald, climbing gym, ramen hunt, mean miso',
      style: 'playful',
      mode: 'starter',
      round: 0,
    } as const;
    const result = await engine.generateMessages(request, context);
    expectModelAnswerWhole('messages');
    expect(result.messages.map((m) => m.message)).toEqual(answer.messages.map((m) => m.message));
  });

  it('Help Me Reply: three replies to a story, none replaced by offline lines', async () => {
    const answer = {
      messages: [
        { message: 'Haha, your cat has clearly been in charge the whole time. Do you ever win the seat back?' },
        { message: 'Stealing a warm seat is elite cat behaviour. What did you end up sitting on?' },
        { message: 'Respect to the cat. Is this a daily heist or a special occasion?' },
      ],
    };
    answerWith(answer);
    const request = {
      matchInfo: 'Me: how was your evening?\nThem: my cat stole my seat again the second i got up lol',
      style: 'funny',
      mode: 'reply',
      round: 0,
    } as const;
    const result = await engine.generateMessages(request, context);
    expectModelAnswerWhole('messages');
    expect(result.messages.map((m) => m.message)).toEqual(answer.messages.map((m) => m.message));
  });

  it('Date Ideas: six ideas at or under budget, one with no fixed place', async () => {
    const idea = (title: string, budget: string, category: string, location: string) => ({
      title,
      description: `${title}: easy to talk through, and either of you can call it a night after an hour.`,
      budget,
      duration: '1-2 hours',
      category,
      location,
    });
    const answer = {
      dateIdeas: [
        idea('Kite-watching at the beach', 'free', 'Outdoors', 'The beach by the harbour, Cape Town'),
        idea('Dumpling crawl', '$', 'Food & Drink', 'Two or three dumpling spots close together, Cape Town'),
        idea('Beginner kitesurf taster', '$$', 'Active', 'A kitesurf school on the coast, Cape Town'),
        idea('Fold your own dumplings', '$$', 'Creative', 'A cooking class, Cape Town'),
        idea('Sunset picnic with takeaway dumplings', '$', 'Relaxing', 'A hill with a view of the sea, Cape Town'),
        idea('Rate the kites from a café window', '$', 'Food & Drink', ''),
      ],
    };
    answerWith(answer);
    const request = {
      interests: 'kitesurfing and dumplings',
      budget: '$$',
      activityType: 'active',
      location: 'Cape Town, South Africa',
      round: 0,
    } as const;
    const result = await engine.generateDateIdeas(request, context);
    expectModelAnswerWhole('dateIdeas');
    expect(result.dateIdeas).toEqual(answer.dateIdeas);
  });
});
