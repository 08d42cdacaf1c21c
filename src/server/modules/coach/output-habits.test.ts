import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateIdeasResponseSchema,
  messagesResponseSchema,
  profileAnalysisSchema,
  tipResponseSchema,
} from '../../../shared/schemas/coach';
import type { ZodType } from 'zod';
import { users } from '../../db/schema';
import { buildTestApp, signInLocally, TEST_SITE, useTestApp, type TestApp } from '../../../test/server/test-app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/server/fake-openai-server';
import { outputHabits } from '../../../test/server/output-habits';
import { PROFILE_CRITERIA } from './profile-criteria';

/**
 * Every output habit of real models (llm/output-habits.ts) through every AI
 * route, against the fake provider: the user always gets a valid answer, the
 * rubric always holds, and an answer the model did not write costs nothing.
 */
const t = useTestApp();

const tools: { name: string; url: string; payload: object; schema: ZodType; answer: Record<string, unknown> }[] = [
  {
    name: 'profile',
    url: '/api/ai/analyze-profile',
    payload: {
      bio: 'Nurse in Leeds, weekend hiker with 14 peaks done. I bake sourdough and lose at chess to my niece.',
    },
    schema: profileAnalysisSchema,
    answer: {
      breakdown: PROFILE_CRITERIA.map((c) => ({ criterion: c.name, score: c.max / 2, note: `Judged ${c.name}.` })),
      suggestions: [
        { type: 'positive', message: 'The 14 peaks are a great detail to lead with.' },
        { type: 'improvement', message: 'Ask which peak a match would pick for a first hike.' },
        { type: 'warning', message: 'Losing at chess could read as self-deprecating; make it playful.' },
      ],
      improvedBio:
        'Nurse in Leeds with 14 peaks done. I bake sourdough and lose at chess to my niece. Which peak next?',
    },
  },
  {
    name: 'messages',
    url: '/api/ai/generate-messages',
    payload: {
      matchInfo: 'Maya, 29. Golden retriever called Biscuit, bouldering, just back from Lisbon.',
      style: 'playful',
    },
    schema: messagesResponseSchema,
    answer: {
      messages: [
        { message: 'Does Biscuit spot you at the bouldering gym?' },
        { message: 'Lisbon: pastel de nata or the tram?' },
        { message: 'Which problem are you projecting right now?' },
      ],
    },
  },
  {
    name: 'dateIdeas',
    url: '/api/ai/generate-date-ideas',
    payload: { interests: 'coffee and hiking', budget: '$', activityType: 'outdoor', location: 'Austin' },
    schema: dateIdeasResponseSchema,
    answer: {
      dateIdeas: ['Trail and coffee', 'Sunset walk', 'Farmers market', 'Park picnic'].map((title) => ({
        title,
        description: `${title} near the river, with time to talk.`,
        budget: '$',
        duration: '2 hours',
        category: 'Outdoors',
        location: 'A park in Austin',
      })),
    },
  },
  {
    name: 'tip',
    url: '/api/generate-tip',
    payload: { category: 'conversation' },
    schema: tipResponseSchema,
    answer: { tip: 'Answer one detail of their last message before you ask your own question.' },
  },
];

let fake: FakeOpenAiServer;
let llm: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  llm = await buildTestApp(t.database, {
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'test-model',
    // Long enough for a loaded machine to stream an overlong answer; a hang still ends in a fallback.
    AI_TIMEOUT_MS: '1500',
    // Every habit is judged on its own: the circuit must not open on the failures in a row.
    AI_BREAKER_FAILURES: '1000',
    // More requests than a minute's allowance of one address and one user: the limits are not what is tested.
    AI_RATE_LIMIT_PER_IP: '100000',
    AI_RATE_LIMIT_PER_USER: '100000',
  });
});
afterAll(async () => {
  await llm.app.close();
  await fake.close();
});

let n = 0;
async function freshUser() {
  const email = `habit${++n}.${Date.now()}@example.com`;
  const cookie = await signInLocally(llm.app, email);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, id: row!.id };
}

/** Free requests and free category tips used today: a model's answer takes one, the offline coach's none. */
async function allowanceUsed(cookie: string) {
  const res = await llm.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const { dailyUsage, dailyTipsUsed } = res.json<{ dailyUsage: number; dailyTipsUsed: number }>();
  return dailyUsage + dailyTipsUsed;
}

describe("real models' output habits", () => {
  const outcomes: { habit: string; tool: string; valid: boolean; engine: string }[] = [];

  it(`has at least 25 habits`, () => {
    expect(outputHabits.length).toBeGreaterThanOrEqual(25);
  });

  for (const habit of outputHabits) {
    it(`${habit.name}: every tool answers, ${habit.expect === 'model' ? 'from the model' : 'from the offline coach, free'}`, async () => {
      for (const tool of tools) {
        const { cookie } = await freshUser();
        fake.reset();
        for (const response of habit.responses(tool.answer)) fake.respondWith(response);
        const res = await llm.app.inject({
          method: 'POST',
          url: tool.url,
          headers: { origin: TEST_SITE, cookie },
          payload: tool.payload,
        });
        const parsed = tool.schema.safeParse(res.json());
        const body = res.json<{ source?: { engine: string; fallback: boolean } }>();
        outcomes.push({
          habit: habit.name,
          tool: tool.name,
          valid: res.statusCode === 200 && parsed.success,
          engine: body.source?.engine ?? '',
        });
        expect(res.statusCode, tool.name).toBe(200);
        expect(parsed.success, tool.name).toBe(true);
        expect(body.source?.engine, tool.name).toBe(habit.expect === 'model' ? 'model' : 'offline');
        expect(await allowanceUsed(cookie), tool.name).toBe(habit.expect === 'model' ? 1 : 0);
        if (tool.name === 'profile') {
          const analysis = profileAnalysisSchema.parse(res.json());
          expect(analysis.breakdown.map((c) => [c.criterion, c.max])).toEqual(
            PROFILE_CRITERIA.map((c) => [c.name, c.max]),
          );
          for (const c of analysis.breakdown) expect(c.score).toBeLessThanOrEqual(c.max);
          expect(analysis.score).toBe(analysis.breakdown.reduce((sum, c) => sum + c.score, 0));
        }
      }
    });
  }

  it('gives a valid answer for at least 95% of habit x tool combinations', () => {
    const valid = outcomes.filter((o) => o.valid).length;
    expect(outcomes.length).toBe(outputHabits.length * tools.length);
    expect(valid / outcomes.length).toBeGreaterThanOrEqual(0.95);
  });
});
