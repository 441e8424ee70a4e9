// Request validation with the contract's zod schemas. Messages set in the contract (what the
// app shows, e.g. the password rule) win; every other failure is put in plain words naming the field.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import { z } from 'zod'

type Issue = Parameters<z.core.$ZodErrorMap>[0]

export class RequestValidationError extends Error {
  readonly statusCode = 400
  override readonly name = 'RequestValidationError'
}

const partNames: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
}

export function describeIssue(issue: Issue, httpPart: string | undefined): string {
  const path = issue.path ?? []
  // One of several shapes (e.g. a record or a batch): speak of the one the input came closest to.
  if (issue.code === 'invalid_union') {
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]?.[0]
    if (closest) return closest.message
  }
  if (path.length === 0) {
    const part = partNames[httpPart ?? ''] ?? 'The request'
    return issue.code === 'invalid_type' && httpPart === 'body'
      ? 'The request body must be a JSON object.'
      : `${part} is not valid.`
  }
  const field = path.map(String).join('.')
  const subject = field.charAt(0).toUpperCase() + field.slice(1)
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `${subject} is required.`
        : `${subject} must be ${typeNames[issue.expected] ?? issue.expected}.`
    case 'too_big':
      return issue.origin === 'string'
        ? `${subject} must be at most ${String(issue.maximum)} characters long.`
        : `${subject} is too large (at most ${String(issue.maximum)}).`
    case 'too_small':
      if (issue.origin !== 'string') return `${subject} is too small (at least ${String(issue.minimum)}).`
      return Number(issue.minimum) <= 1
        ? `${subject} must not be empty.`
        : `${subject} must be at least ${String(issue.minimum)} characters long.`
    case 'invalid_value':
      return `${subject} must be one of: ${issue.values.map(String).join(', ')}.`
    case 'unrecognized_keys':
      return `${subject} does not take the field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.join(', ')}.`
    default:
      return `${subject} is not valid.`
  }
}

/** No request of ours nests deeper; a deeper one is refused before anything walks it recursively. */
const maxNesting = 32

const nulMessage = 'The request contains a NUL character, which is not allowed.'
const brokenTextMessage = 'The request contains text that is not valid Unicode (a lone surrogate).'

const textProblem = (text: string) =>
  text.includes('\u0000') ? nulMessage : text.isWellFormed() ? null : brokenTextMessage

/** What makes a request unusable before its schema is read: a NUL character, which PostgreSQL text
 *  cannot hold (refused here rather than failing in the database); a lone surrogate, which would be
 *  stored as U+FFFD, not as accepted; or nesting deep enough to exhaust the stack of a recursive
 *  walk. Walked with a queue of its own, so any depth is safe to look at. */
function unusableRequest(data: unknown): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: data, depth: 0 }]
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item
    if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem) return problem
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= maxNesting) return 'The request is nested too deeply.'
      for (const [key, child] of Object.entries(value)) {
        const problem = textProblem(key)
        if (problem) return problem
        pending.push({ value: child, depth: depth + 1 })
      }
    }
  }
  return null
}

const leadingBom = /^\uFEFF+/

/** A text's leading U+FEFF (a byte-order mark pasted from a file) is dropped on the way in: the
 *  embedded database's reader drops it on the way out (PGlite decodes text with a TextDecoder that
 *  takes it for a BOM), so keeping it would store one text and answer another. Dropped here, the
 *  answer and every later read say the same. Nested values are rebuilt only where a text changes. */
function withoutLeadingBom(value: unknown): unknown {
  if (typeof value === 'string') return leadingBom.test(value) ? value.replace(leadingBom, '') : value
  if (Array.isArray(value)) {
    const items = value.map(withoutLeadingBom)
    return items.some((item, index) => item !== value[index]) ? items : value
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
    const cleaned = entries.map(([key, child]) => [key, withoutLeadingBom(child)] as const)
    return cleaned.some(([, child], index) => child !== entries[index]?.[1]) ? Object.fromEntries(cleaned) : value
  }
  return value
}

export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const unusable = unusableRequest(data)
    if (unusable) return { error: new RequestValidationError(unusable) }
    const result = z.safeParse(schema, withoutLeadingBom(data), { error: (issue) => describeIssue(issue, httpPart) })
    if (result.success) return { value: result.data }
    return { error: new RequestValidationError(result.error.issues[0]?.message ?? 'The request is not valid.') }
  }

/** Routes without a contract schema (files, tus, redirects) get the same refusal of a NUL character
 *  or deep nesting in their address and query, before a handler takes them to the database. */
export function refuseUnusableAddresses(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const unusable = unusableRequest(request.params) ?? unusableRequest(request.query)
    if (unusable) throw new RequestValidationError(unusable)
  })
}
