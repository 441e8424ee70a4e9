import { z } from 'zod/mini'
import { endpoint } from './endpoint'

/** What the app needs to start a work or school sign-in; no secrets (the app is public). */
export const msSignInConfigSchema = z.object({
  enabled: z.boolean(),
  clientId: z.nullable(z.string()),
  /** `https://login.microsoftonline.com/{tenant}` (or the configured stand-in). */
  authority: z.nullable(z.string()),
})
export type MsSignInConfig = z.infer<typeof msSignInConfigSchema>

export const msSignInApi = {
  /** Open to everyone; `enabled: false` (and nulls) until MS_CLIENT_ID and MS_TENANT are set. */
  config: endpoint({ method: 'GET', path: '/api/auth/ms/config', response: msSignInConfigSchema }),
  /** A one-time nonce for the next sign-in, also set in an httpOnly cookie; 404 when off. */
  nonce: endpoint({ method: 'POST', path: '/api/auth/ms/nonce', response: z.object({ nonce: z.string() }) }),
} as const

/** Pages (full navigations, not JSON): the ID token is form-POSTed to `login`. */
export const msSignInPages = {
  login: '/auth/ms/login',
  logout: '/auth/ms/logout',
} as const

/** Why `/auth/ms/login` refused, carried back to the app as `/auth/ms/login?error=…`. */
export const msSignInErrors = ['token', 'expired', 'nonce', 'unavailable'] as const
export type MsSignInError = (typeof msSignInErrors)[number]
