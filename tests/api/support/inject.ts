// A short way to call the API as a member (token) or as a visitor (null).
import type { FastifyInstance, InjectOptions } from 'fastify'
import { bearer } from './factories'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export function caller(app: FastifyInstance) {
  return (method: Method, url: string, token: string | null, payload?: InjectOptions['payload']) =>
    app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) })
}
