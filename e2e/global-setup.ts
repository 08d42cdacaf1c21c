import fs from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';
import { startServer } from '../scripts/lib/server-process';
import { startFakeOpenAiServer } from '../src/test/server/fake-openai-server';
import { PROFILE_CRITERIA } from '../src/server/modules/coach/profile-criteria';

/** Words in a bio that make the fake provider fail, for the outage journey. */
const OUTAGE_WORD = 'provider-outage';

/** A model's profile answer, streamed at a hosted model's pace (60 tokens a second). */
const profileAnswer = JSON.stringify({
  breakdown: PROFILE_CRITERIA.map((c) => ({
    criterion: c.name,
    score: c.max * 0.75,
    note: `The bio does fairly well on ${c.name.toLowerCase()}.`,
  })),
  suggestions: [
    { type: 'positive', message: 'Leading with the Sunday climbing gym gives a match something real to ask about.' },
    { type: 'improvement', message: 'Name the dumpling place you keep going back to: specifics start conversations.' },
    { type: 'warning', message: '"Love to laugh" is on almost every profile; show what makes you laugh instead.' },
  ],
  improvedBio:
    'Sunday mornings at the climbing gym, Sunday evenings hunting the best dumplings in town. Tell me your go-to order?',
});

/**
 * Starts what the browser tests talk to: a mock Google (OIDC) on 127.0.0.1,
 * one server with the embedded local sign-in, one signing in with the mock, and
 * one selling credits through payment links.
 */
export default async function globalSetup() {
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!fs.existsSync(`${dist}/client/index.html`) || !fs.existsSync(`${dist}/site/pages.json`)) {
    throw new Error(`Build first: npm run build (looked in ${dist})`);
  }

  const idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: 'google-e2e-gia',
      email: 'gia.rossi@example.com',
      email_verified: true,
      given_name: 'Gia',
      family_name: 'Rossi',
    });
  });

  // Every browser test speaks from 127.0.0.1: per-address limits must not throttle the suite. Idle connections are
  // kept longer than any test (60 s), as production keeps them longer than a proxy's: Playwright's request client
  // reuses an idle connection and, unlike a browser, does not send again a request that met the server's idle close
  // (a `read ECONNRESET` once in a few hundred runs with the 5 s default).
  const common = {
    EVENTS_RATE_LIMIT: '100000',
    AI_RATE_LIMIT_PER_IP: '100000',
    PAYMENTS_RATE_LIMIT: '100000',
    KEEP_ALIVE_TIMEOUT_MS: '75000',
  };
  // A model behind the fourth server: streams a profile answer, fails on the outage word and for every other tool.
  const fake = await startFakeOpenAiServer();
  fake.setDefault((request) => {
    if (request.rawBody.includes(OUTAGE_WORD) || !request.rawBody.includes('<user_bio>')) {
      return { status: 503, body: { error: { message: 'overloaded', type: 'server_error' } } };
    }
    return { content: profileAnswer, tokensPerSecond: 60 };
  });

  const [local, google, paymentLink, model] = await Promise.all([
    startServer({ ...common, ADMIN_EMAILS: 'admin@example.com' }),
    startServer({
      ...common,
      GOOGLE_CLIENT_ID: 'datewise-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_ISSUER: idp.issuer.url!,
    }),
    // Credits sold through a (sandbox) payment link instead of Checkout.
    startServer({ ...common, RAZORPAY_CREDITS_CHECKOUT: 'payment-link' }),
    startServer({ ...common, AI_BASE_URL: fake.baseUrl, AI_MODEL: 'e2e-model', AI_BREAKER_FAILURES: '1000' }),
  ]);
  process.env.E2E_MODEL_URL = model.url;
  process.env.E2E_LOCAL_URL = local.url;
  process.env.E2E_GOOGLE_URL = google.url;
  process.env.E2E_PAYMENT_LINK_URL = paymentLink.url;

  return async () => {
    await Promise.all([local.stop(), google.stop(), paymentLink.stop(), model.stop()]);
    await fake.close();
    await idp.stop();
    for (const dir of [local.dataDir, google.dataDir, paymentLink.dataDir, model.dataDir])
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
