import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { forbidden } from './errors';

/** Paths exempt from the Origin check: authenticated by their own signature instead. */
const originExemptPaths = new Set(['/api/razorpay/webhook', '/api/email/unsubscribe']);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/*
 * The Content-Security-Policy allows only what the app loads. Third parties
 * (checkout, ads) add their hosts here, nowhere else, and only when configured.
 */

/** The ad network's hosts, allowed only when ADSENSE_CLIENT is set (its script, ad frames, images and beacons). */
const adNetwork = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://*.adtrafficquality.google',
  ],
  frame: ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com'],
  img: ['https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com', 'https://*.doubleclick.net'],
  connect: ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.doubleclick.net'],
};

/**
 * Razorpay Checkout's origins, allowed only with Razorpay keys: its script,
 * the payment sheet's frame (served from the API host) and its telemetry.
 */
const razorpayCheckout = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com'],
};

/** The inline code the server's own pages carry, allowed by hash: `sha256-…` each. */
export interface InlineHashes {
  styles: string[];
  scripts: string[];
}

function contentSecurityPolicy(config: Config, inline: InlineHashes) {
  const ads = (hosts: string[]) => (config.adsenseClient ? hosts : []);
  const checkout = (hosts: string[]) => (config.payments.mode === 'razorpay' ? hosts : []);
  const frames = [...ads(adNetwork.frame), ...checkout(razorpayCheckout.frame)];
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inline.scripts.map((h) => `'${h}'`),
      ...ads(adNetwork.script),
      ...checkout(razorpayCheckout.script),
    ],
    'style-src': ["'self'", ...inline.styles.map((h) => `'${h}'`)],
    // blob: the thumbnails of chosen chat screenshots (object URLs of the user's own files, never fetched).
    'img-src': ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com', ...ads(adNetwork.img)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...ads(adNetwork.connect), ...checkout(razorpayCheckout.connect)],
    ...(frames.length > 0 ? { 'frame-src': ["'self'", ...new Set(frames)] } : {}),
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    ...(config.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config, inline: InlineHashes): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, inline) },
    hsts: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  // Every state-changing request must come from the site itself (API.md).
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (originExemptPaths.has(request.url.split('?')[0]!)) return;
    if (request.headers.origin !== config.siteUrl) {
      request.log.warn({ origin: request.headers.origin ?? null }, 'cross-site request refused');
      throw forbidden('Cross-site request refused');
    }
  });
}

/** The five characters React escapes in an attribute value, back to themselves: CSP hashes the value as parsed. */
const attributeEntities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * Lets this response's HTML keep the style attributes the server itself rendered into it (a signed-in screen's,
 * such as a progress bar's width; decision 0046). The policy refuses style attributes in markup; here each value
 * present gets its hash under 'unsafe-hashes', so exactly those values apply and no other.
 */
export function allowRenderedStyleAttributes(reply: FastifyReply, html: string): void {
  const values = new Set(
    [...html.matchAll(/ style="([^"]*)"/g)].map((m) =>
      m[1]!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => attributeEntities[e]!),
    ),
  );
  const policy = reply.getHeader('content-security-policy');
  if (values.size === 0 || typeof policy !== 'string') return;
  const hashes = [...values].map((v) => `'sha256-${createHash('sha256').update(v).digest('base64')}'`).join(' ');
  reply.header(
    'content-security-policy',
    policy.replace(
      /(^|;)style-src ([^;]*)/,
      (_, start: string, sources: string) => `${start}style-src ${sources} 'unsafe-hashes' ${hashes}`,
    ),
  );
}
