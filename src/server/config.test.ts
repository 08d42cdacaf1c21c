import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs everything embedded with no configuration', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      siteUrl: 'http://localhost:5000',
      isHttps: false,
      isProduction: false,
      auth: { mode: 'local' },
      ai: { mode: 'offline' },
      payments: { mode: 'sandbox', creditsCheckout: 'order' },
      database: { kind: 'pglite' },
      supportEmail: 'support@datewise.example',
    });
  });

  it('selects the real services when they are configured', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      SITE_URL: 'https://datewise.example/',
      DATABASE_URL: 'postgres://u@db/x',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      AI_BASE_URL: 'http://127.0.0.1:9999/v1/',
      AI_MODEL: 'm',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'a',
      RAZORPAY_WEBHOOK_SECRET: 'b',
      ADMIN_EMAILS: 'Boss@Example.com, ops@example.com',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      siteUrl: 'https://datewise.example',
      isHttps: true,
      database: { kind: 'postgres', url: 'postgres://u@db/x' },
      auth: { mode: 'google', issuer: 'https://accounts.google.com' },
      ai: {
        mode: 'model',
        provider: 'openai-compatible',
        baseUrl: 'http://127.0.0.1:9999/v1',
        structuredOutput: 'json_schema',
      },
      payments: { mode: 'razorpay', apiUrl: 'https://api.razorpay.com', planId: undefined, creditsCheckout: 'order' },
      adminEmails: ['boss@example.com', 'ops@example.com'],
    });
  });

  it('turns sandbox payments off in production, and takes a plan id and the credits checkout', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SITE_URL: 'https://datewise.example',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      }).payments,
    ).toEqual({ mode: 'disabled' });
    expect(loadConfig({ RAZORPAY_CREDITS_CHECKOUT: 'payment-link' }).payments).toEqual({
      mode: 'sandbox',
      creditsCheckout: 'payment-link',
    });
    const razorpay = loadConfig({
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'a',
      RAZORPAY_WEBHOOK_SECRET: 'b',
      RAZORPAY_PLAN_ID: 'plan_Abc123',
      RAZORPAY_API_URL: 'http://127.0.0.1:4010/',
    });
    expect(razorpay.payments).toMatchObject({ planId: 'plan_Abc123', apiUrl: 'http://127.0.0.1:4010' });
    expect(problemsOf({ RAZORPAY_PLAN_ID: 'weekly', RAZORPAY_CREDITS_CHECKOUT: 'cash' })).toEqual([
      'RAZORPAY_PLAN_ID must look like plan_XXXXXXXX',
      'RAZORPAY_CREDITS_CHECKOUT must be order or payment-link',
    ]);
  });

  it('lists every invalid value at once', () => {
    const problems = problemsOf({
      PORT: '70000',
      SITE_URL: 'ftp://x',
      DATABASE_URL: 'mysql://x',
      GOOGLE_ISSUER: 'nope',
      SUPPORT_EMAIL: 'nope',
      GTM_ID: 'UA-1',
      EVENTS_RATE_LIMIT: '0',
      LOG_LEVEL: 'loud',
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'PORT',
      'SITE_URL',
      'DATABASE_URL',
      'GOOGLE_ISSUER',
      'SUPPORT_EMAIL',
      'GTM_ID',
      'EVENTS_RATE_LIMIT',
      'LOG_LEVEL',
    ]);
  });

  it('refuses half-configured services and production without Google', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      SITE_URL: 'https://datewise.example',
      GOOGLE_CLIENT_ID: 'id',
      RAZORPAY_KEY_ID: 'k',
      AI_MODEL: 'm',
      ADMIN_EMAILS: 'not-an-email',
    });
    expect(problems).toEqual([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required when NODE_ENV=production (local sign-in is off in production)',
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together',
      'AI_BASE_URL is required when AI_API_KEY or AI_MODEL is set',
      'ADMIN_EMAILS has an invalid e-mail: "not-an-email"',
    ]);
    expect(problemsOf({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 's' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET must differ from RAZORPAY_KEY_SECRET',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', GOOGLE_CLIENT_ID: '' }).port).toBe(5000);
  });

  it('reminders: embedded by default; SMTP, VAPID keys and the secret from the environment, checked', () => {
    expect(loadConfig({}).reminders).toEqual({
      scheduler: true,
      smtpUrl: undefined,
      from: 'Datewise <no-reply@localhost>',
      vapidKeys: undefined,
      vapidSubject: 'mailto:support@datewise.example',
      secret: undefined,
    });
    expect(
      loadConfig({
        REMINDERS: 'off',
        SMTP_URL: 'smtps://u:p@smtp.example.com',
        MAIL_FROM: 'Datewise <hi@datewise.example>',
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
        VAPID_SUBJECT: 'https://datewise.example/contact',
        REMINDERS_SECRET: 's'.repeat(32),
      }).reminders,
    ).toEqual({
      scheduler: false,
      smtpUrl: 'smtps://u:p@smtp.example.com',
      from: 'Datewise <hi@datewise.example>',
      vapidKeys: { publicKey: 'pub', privateKey: 'priv' },
      vapidSubject: 'https://datewise.example/contact',
      secret: 's'.repeat(32),
    });
    expect(
      problemsOf({
        REMINDERS: 'sometimes',
        SMTP_URL: 'http://smtp.example.com',
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_SUBJECT: 'http://datewise.example',
        REMINDERS_SECRET: 'short',
      }),
    ).toEqual([
      'REMINDERS must be on or off',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'VAPID_SUBJECT must be a mailto: or https:// URL',
      'REMINDERS_SECRET must be at least 32 characters',
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    ]);
  });
});
