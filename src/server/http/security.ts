import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { forbidden } from './errors';

/** Paths exempt from the Origin check: authenticated by their own signature instead. */
const originExemptPaths = new Set(['/api/razorpay/webhook']);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The Content-Security-Policy allows only what the app loads. Later features
 * (checkout, ads, tag manager) add their hosts here, nowhere else.
 */
export function contentSecurityPolicy(config: Config, styleHashes: string[]) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...styleHashes.map((h) => `'${h}'`)],
    'img-src': ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    ...(config.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config, styleHashes: string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, styleHashes) },
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
