// Request validation with the contract's zod schemas. Messages set in the contract (what the
// app shows, e.g. the password rule) win; every other failure is put in plain words naming the field.
import type { FastifySchemaCompiler } from 'fastify'
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

/** PostgreSQL text cannot hold NUL characters; refuse them here rather than fail in the database. */
function hasNulCharacter(data: unknown): boolean {
  if (typeof data === 'string') return data.includes('\u0000')
  if (Array.isArray(data)) return data.some(hasNulCharacter)
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).some(([key, value]) => hasNulCharacter(key) || hasNulCharacter(value))
  }
  return false
}

export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (hasNulCharacter(data)) return { error: new RequestValidationError('The request contains a NUL character, which is not allowed.') }
    const result = z.safeParse(schema, data, { error: (issue) => describeIssue(issue, httpPart) })
    if (result.success) return { value: result.data }
    return { error: new RequestValidationError(result.error.issues[0]?.message ?? 'The request is not valid.') }
  }
