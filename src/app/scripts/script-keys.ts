// The query keys of scripts. They are stable because the query cache is persisted: a script or a
// list read once shows again after an offline reload.
export type ScriptScope = 'mine' | 'shared'

export const scriptKeys = {
  lists: () => ['scripts', 'list'] as const,
  list: (scope: ScriptScope) => ['scripts', 'list', scope] as const,
  detail: (id: string) => ['scripts', id] as const,
}
