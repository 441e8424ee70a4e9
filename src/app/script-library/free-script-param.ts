import { useSearch } from '@tanstack/react-router'
import { z } from 'zod/mini'

// The router reads `?script=123` as a number; an id is text either way.
const freeScriptSearch = z.object({
  script: z.pipe(
    z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  ),
})

/** `?script=` of /free_scripts2 when it is a well-formed id; anything else shows the list. */
export function useFreeScriptParam(): string | null {
  const search = useSearch({ strict: false })
  return freeScriptSearch.safeParse(search).data?.script ?? null
}
