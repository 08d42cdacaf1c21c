import fs from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';
import { startServer } from '../scripts/lib/server-process';

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

  // Every browser test speaks from 127.0.0.1: per-address limits must not throttle the suite.
  const common = { EVENTS_RATE_LIMIT: '100000', AI_RATE_LIMIT_PER_IP: '100000', PAYMENTS_RATE_LIMIT: '100000' };
  const [local, google, paymentLink] = await Promise.all([
    startServer({ ...common, ADMIN_EMAILS: 'admin@example.com' }),
    startServer({
      ...common,
      GOOGLE_CLIENT_ID: 'datewise-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_ISSUER: idp.issuer.url!,
    }),
    // Credits sold through a (sandbox) payment link instead of Checkout.
    startServer({ ...common, RAZORPAY_CREDITS_CHECKOUT: 'payment-link' }),
  ]);
  process.env.E2E_LOCAL_URL = local.url;
  process.env.E2E_GOOGLE_URL = google.url;
  process.env.E2E_PAYMENT_LINK_URL = paymentLink.url;

  return async () => {
    await Promise.all([local.stop(), google.stop(), paymentLink.stop()]);
    await idp.stop();
    for (const dir of [local.dataDir, google.dataDir, paymentLink.dataDir])
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
