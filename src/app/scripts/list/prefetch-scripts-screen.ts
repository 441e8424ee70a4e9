import type { AppContext } from '#app/router/app-context'
import { templateListOptions } from '#app/templates'
import { scriptListOptions } from '../script-queries'

/** /scripts' reads, sent when its route matches: both lists and the templates. */
export function prefetchScriptsScreen({ auth, queryClient }: AppContext): void {
  void queryClient.prefetchInfiniteQuery(scriptListOptions(auth.api, 'mine'))
  void queryClient.prefetchInfiniteQuery(scriptListOptions(auth.api, 'shared'))
  void queryClient.prefetchQuery(templateListOptions(auth.api))
}
