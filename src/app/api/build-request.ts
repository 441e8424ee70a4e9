import type { Endpoint } from '#contract/endpoint'

export interface RequestInput {
  params?: unknown
  query?: unknown
  body?: unknown
  form?: FormData
}

/** Fills `:name` segments of a contract path from `params`. */
export function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}

export function queryString(query: unknown): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

export function buildUrl(baseUrl: string, endpoint: Endpoint, input: RequestInput): string {
  return `${baseUrl}${fillPath(endpoint.path, input.params)}${queryString(input.query)}`
}
