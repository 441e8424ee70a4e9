// "Use this template": the template's scene becomes a new script of the member's, made with an id
// chosen here (POST is idempotent by id, so pressing again after a lost answer makes no twin).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { scriptsApi } from '../../contract/scripts'
import type { Template } from '../../contract/templates'
import { newId } from '../../shared/new-id'
import { parseScreenplay } from '../../shared/screenplay/parse-screenplay'
import { toScriptContent } from '../../shared/screenplay/to-script-content'
import { useAppContext } from '../router/use-app-context'
import { scriptKeys } from '../scripts/script-queries'

export function useTemplateScript(template: Template | undefined) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (scriptId: string) => {
      if (!template) throw new Error('The template is not loaded yet.')
      const content = toScriptContent(parseScreenplay(template.body), newId, { title: template.title })
      return api.request(scriptsApi.create, {
        body: { ...content, title: template.title, id: scriptId, templateId: template.id, sourceDraftId: null },
      })
    },
    onSuccess: (script) => {
      queryClient.setQueryData(scriptKeys.detail(script.id), script)
      void queryClient.invalidateQueries({ queryKey: scriptKeys.lists() })
    },
  })
}
