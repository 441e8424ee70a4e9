// Saving and deleting a script. A new script is created with the id the editor made when it
// opened (POST is idempotent by id), later saves name the version they started from (PUT with
// baseVersion; 409 when another device saved first).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { scriptsApi, type Script, type ScriptContent } from '#contract/scripts'
import { useAppContext } from '#app/router/use-app-context'
import { scriptKeys } from '../script-keys'
import { contentOf, sameContent } from './editor-content'

export interface SaveInput {
  content: ScriptContent
  /** null: the script is not on the server yet. */
  baseVersion: number | null
}

export function useSaveScript(id: string) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    // Offline, the call must fail at once so the editor can say so; a paused save would look stuck.
    networkMode: 'always',
    mutationFn: async ({ content, baseVersion }: SaveInput): Promise<Script> => {
      if (baseVersion !== null)
        return api.request(scriptsApi.save, { params: { id }, body: { ...content, baseVersion } })
      const created = await api.request(scriptsApi.create, {
        body: { ...content, id, sourceDraftId: null, templateId: null },
      })
      // A create repeated after a lost answer returns the script as first sent: send what we have now.
      if (sameContent(contentOf(created), content)) return created
      return api.request(scriptsApi.save, { params: { id }, body: { ...content, baseVersion: created.version } })
    },
    onSuccess: (script) => {
      queryClient.setQueryData(scriptKeys.detail(id), script)
      void queryClient.invalidateQueries({ queryKey: scriptKeys.lists() })
    },
  })
}

export function useDeleteScript(id: string) {
  const { api } = useAppContext().auth
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: () => api.request(scriptsApi.remove, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: scriptKeys.detail(id), exact: true })
      void queryClient.invalidateQueries({ queryKey: scriptKeys.lists() })
    },
  })
}
