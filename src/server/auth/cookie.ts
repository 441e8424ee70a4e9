import type { FastifyReply, FastifyRequest } from 'fastify'
import type {} from '@fastify/cookie'
import type { IssuedRefreshToken } from '../sign-ins/refresh-tokens'

export const refreshCookieName = 'refresh_token'
// Only the users endpoints (refresh-token, signOut) ever need to see the cookie.
const cookiePath = '/api/users'

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[refreshCookieName]
  return value && value.length <= 128 ? value : undefined
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedRefreshToken): void {
  reply.setCookie(refreshCookieName, issued.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: cookiePath,
    secure: request.protocol === 'https',
    expires: issued.expiresAt,
  })
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(refreshCookieName, {
    httpOnly: true,
    sameSite: 'lax',
    path: cookiePath,
    secure: request.protocol === 'https',
  })
}
