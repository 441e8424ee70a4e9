import fastifySwagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { rawRoute } from '../http/route'

/** Must be registered before the routes it documents. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Voice acting API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  })
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  // Public: the document describes the API anyone can already call; it holds no data.
  rawRoute(app, { method: 'GET', url: '/api/docs', access: 'public', compressJson: true }, async () => app.swagger())
}
