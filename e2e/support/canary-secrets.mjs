/**
 * Recognisable secret values the test build and the e2e server run with, so a test can look for
 * them in everything a browser can fetch. Each enables nothing on its own (Google needs its
 * client id too, the captcha its provider), so the journeys run as without them.
 */
export const canarySecrets = {
  PAYLOAD_SECRET: 'canary-payload-secret-5b1e0c9d7a3f4e21',
  BETTER_AUTH_SECRET: 'canary-better-auth-secret-8c2d4f6a1e3b5d70',
  GOOGLE_CLIENT_SECRET: 'canary-google-client-secret-3f9a7c1e',
  CAPTCHA_SECRET_KEY: 'canary-captcha-secret-key-6d2b8e4a',
}
