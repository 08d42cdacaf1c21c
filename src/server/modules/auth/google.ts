import * as oidc from 'openid-client';
import type { AuthConfig } from '../../config';

type GoogleConfig = Extract<AuthConfig, { mode: 'google' }>;

interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  picture: string | undefined;
}

/**
 * Google OpenID Connect: authorization code with PKCE, state and nonce. The ID
 * token's issuer, audience, expiry, nonce and signature are all checked.
 * Discovery runs on first use (and again after a failure), so start-up never
 * depends on the identity provider being reachable.
 */
export function createGoogleClient(google: GoogleConfig, redirectUri: string) {
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        // Tests point the issuer at a local mock over http; Google itself is https.
        execute: google.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .then((config) => {
        oidc.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start(): Promise<AuthorizationStart> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
      });
      return { url, state, nonce, codeVerifier };
    },

    async finish(
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedIdentity> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : '',
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        picture: text(claims.picture),
      };
    },
  };
}
