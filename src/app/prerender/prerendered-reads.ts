// The reads a prerendered page was rendered from travel in it as JSON (`#prerendered-data`); they
// go into the query cache before the first render, so the screen draws the same list at once
// instead of a spinner. They count as stale: the screen reads them again in the background.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { prerenderedDataId } from './handoff'

export interface PrerenderedRead {
  /** From the feature's key factory, as the screen asks for it. */
  key: QueryKey
  data: unknown
}

export function seedPrerenderedReads(queryClient: QueryClient): void {
  const text = document.getElementById(prerenderedDataId)?.textContent
  if (!text) return
  for (const read of JSON.parse(text) as PrerenderedRead[])
    queryClient.setQueryData(read.key, read.data, { updatedAt: 0 })
}
