import type { FastifyInstance } from 'fastify'
import { templatesApi } from '#contract/templates'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { route } from '../http/route'
import { templateNotFoundMessage } from './catalog'

export function registerTemplateRoutes(app: FastifyInstance, { templates }: AppDeps): void {
  route(app, templatesApi.list, { access: 'public' }, async () => templates.list())

  route(app, templatesApi.get, { access: 'public' }, async ({ params }) => {
    const template = templates.get(params.id)
    if (!template) throw new HttpError(404, templateNotFoundMessage)
    return template
  })
}
