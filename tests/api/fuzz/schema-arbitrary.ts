// Values shaped as a contract schema asks (its JSON Schema, as zod writes it), whose strings carry
// hostile text wherever the schema lets them: valid-shaped requests reach the services and the
// database, not only the validator.
import fc from 'fast-check'
import { hostileJson, hostileString } from './hostile-values'

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

const fitLength = (min: number, max: number) => (text: string) =>
  text.length > max ? text.slice(0, max) : text.padEnd(min, 'x')

/** fast-check writes strings for most patterns; for the rest (lookaheads) any string will do. */
function stringMatching(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern))
  } catch {
    return null
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    const matching = stringMatching(schema.pattern)
    if (matching)
      return matching.filter(
        (text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity),
      )
  }
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString())
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 300_000, 300_000)
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, min + 40) }),
    hostileString.map(fitLength(min, max)),
  )
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined)
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined)
  if (integer)
    return fc.integer({
      min: Math.max(min ?? -(2 ** 40), Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 2 ** 40, Number.MAX_SAFE_INTEGER),
    })
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true })
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property)]))
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name))
  return fc.record(model, { requiredKeys })
}

/** Values that satisfy `schema` in shape, with hostile strings inside. */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fc.oneof(...choices.map(arbitraryFor))
  const types = [schema.type ?? 'any'].flat()
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object':
          return objectOf(schema)
        case 'array':
          // Kept short (8 items at most), unless the schema asks for more (a take's 64 peaks).
          return fc.array(arbitraryFor(schema.items ?? {}), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 8, 8)),
          })
        case 'string':
          return stringOf(schema)
        case 'integer':
          return numberOf(schema, true)
        case 'number':
          return numberOf(schema, false)
        case 'boolean':
          return fc.boolean()
        case 'null':
          return fc.constant(null)
        default:
          return hostileJson
      }
    }),
  )
}

/** A valid-shaped object with one property (or the whole value) replaced by something hostile. */
export function brokenFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {})
  if (names.length === 0) return hostileJson
  return fc
    .tuple(objectOf(schema), fc.constantFrom(...names, '__proto__', 'constructor', 'unknownField'), hostileJson)
    .map(([value, name, replacement]) => {
      const broken: Record<string, unknown> = { ...value }
      Object.defineProperty(broken, name, { value: replacement, enumerable: true, writable: true, configurable: true })
      return broken
    })
}

/** Mostly valid-shaped, often broken in one place, sometimes anything at all. */
export function requestPartFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: hostileJson, weight: 1 })
  return fc.oneof(
    { arbitrary: arbitraryFor(schema), weight: 4 },
    { arbitrary: brokenFor(schema), weight: 3 },
    { arbitrary: hostileJson, weight: 1 },
  )
}
