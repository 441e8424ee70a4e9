// "Use this template": the template's scene becomes a new script of the member's, made with an id
// chosen by the screen (POST is idempotent by id, so pressing again after a lost answer makes no twin).
import type { EndpointBody } from '#contract/endpoint'
import type { scriptsApi } from '#contract/scripts'
import type { Template } from '#contract/templates'
import { newId } from '#shared/new-id'
import { parseScreenplay } from '#shared/screenplay/parse-screenplay'
import { toScriptContent } from '#shared/screenplay/to-script-content'

export function templateScriptBody(template: Template, scriptId: string): EndpointBody<typeof scriptsApi.create> {
  const content = toScriptContent(parseScreenplay(template.body), newId, { title: template.title })
  return { ...content, title: template.title, id: scriptId, templateId: template.id, sourceDraftId: null }
}
