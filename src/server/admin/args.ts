// Parsing and checking the admin command's arguments; every problem becomes a UsageError,
// which the command prints on stderr with the usage and exits non-zero.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { privileges as knownPrivileges, type Privilege } from '#contract/privileges'
import { limits } from '#contract/users'

export class UsageError extends Error {}

/** Copies the stored files to S3: needs no database, so it is not one of the parsed commands. */
export const copyBlobsCommand = 'copy-blobs-to-s3'

export const usage = `Usage:
  npm run admin -- create-user --username U --email E --password P [--privileges p1,p2]
  npm run admin -- grant --username U --privileges p1,p2
  npm run admin -- subscribe --username U --privileges p1,p2 --days N
  npm run admin -- befriend --username U --friend F
  npm run admin -- create-school --name N --country C
  npm run admin -- add-teacher --school ID --username U
  npm run admin -- create-event --title T --starts ISO --ends ISO --capacity N [--place P] [--link URL] [--description D]
  npm run admin -- issue-certificate --username U --title T [--event ID | --class ID]
  npm run admin -- revoke-certificate --id ID [--reason R]
  npm run admin -- create-vouchers --privileges p1,p2 --days N --count K
  npm run admin -- backup --to DIR
  npm run admin -- restore --from DIR
  npm run admin -- copy-blobs-to-s3    (DATA_DIR/blobs into the S3_BUCKET of the S3_* settings)

Privileges: ${knownPrivileges.join(', ')}`

export type AdminCommand =
  | { name: 'create-user'; username: string; email: string; password: string; privileges: Privilege[] }
  | { name: 'grant'; username: string; privileges: Privilege[] }
  | { name: 'subscribe'; username: string; privileges: Privilege[]; days: number }
  | { name: 'befriend'; username: string; friend: string }
  | { name: 'create-school'; schoolName: string; country: string }
  | { name: 'add-teacher'; schoolId: string; username: string }
  | {
      name: 'create-event'
      title: string
      startsAt: Date
      endsAt: Date
      capacity: number
      place: string
      link: string
      description: string
    }
  | {
      name: 'issue-certificate'
      username: string
      title: string
      eventId: string | undefined
      classId: string | undefined
    }
  | { name: 'revoke-certificate'; certificateId: string; reason: string }
  | { name: 'create-vouchers'; privileges: Privilege[]; days: number; count: number }
  | { name: 'backup'; to: string }
  | { name: 'restore'; from: string }

const options = {
  username: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  privileges: { type: 'string' },
  days: { type: 'string' },
  friend: { type: 'string' },
  name: { type: 'string' },
  country: { type: 'string' },
  school: { type: 'string' },
  title: { type: 'string' },
  starts: { type: 'string' },
  ends: { type: 'string' },
  capacity: { type: 'string' },
  place: { type: 'string' },
  link: { type: 'string' },
  description: { type: 'string' },
  event: { type: 'string' },
  class: { type: 'string' },
  id: { type: 'string' },
  reason: { type: 'string' },
  count: { type: 'string' },
  to: { type: 'string' },
  from: { type: 'string' },
} as const

/** What a school's name and country may be: the profile shows them beside a class. */
const schoolLimits = { nameMax: 200, countryMax: 100 } as const

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim()
  if (!value) throw new UsageError(`Missing --${name}.`)
  return value
}

export function parsePrivileges(list: string | undefined, allowEmpty: boolean): Privilege[] {
  const names = (list ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const unknown = names.filter((p) => !(knownPrivileges as readonly string[]).includes(p))
  if (unknown.length > 0) {
    throw new UsageError(`Unknown privilege ${unknown.join(', ')}. Known privileges: ${knownPrivileges.join(', ')}.`)
  }
  if (!allowEmpty && names.length === 0) throw new UsageError('Missing --privileges (a comma-separated list).')
  return names as Privilege[]
}

/**
 * Every option takes a value, and ids are base64url, so a value may begin with a dash
 * ('--school -vyti…'); parseArgs refuses that as ambiguous unless it is written '--school=-vyti…'.
 */
function joinOptionValues(args: string[]): string[] {
  const joined: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const next = args[i + 1]
    const isKnownOption = arg.startsWith('--') && !arg.includes('=') && arg.slice(2) in options
    if (isKnownOption && next !== undefined && !(next.startsWith('--') && next.slice(2).split('=')[0]! in options)) {
      joined.push(`${arg}=${next}`)
      i++
    } else {
      joined.push(arg)
    }
  }
  return joined
}

export function parseCommand(argv: string[]): AdminCommand {
  const [name, ...rest] = argv
  let values: Record<string, string | undefined>
  try {
    values = parseArgs({ args: joinOptionValues(rest), options, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const allowed: Record<string, string[]> = {
    'create-user': ['username', 'email', 'password', 'privileges'],
    grant: ['username', 'privileges'],
    subscribe: ['username', 'privileges', 'days'],
    befriend: ['username', 'friend'],
    'create-school': ['name', 'country'],
    'add-teacher': ['school', 'username'],
    'create-event': ['title', 'starts', 'ends', 'capacity', 'place', 'link', 'description'],
    'issue-certificate': ['username', 'title', 'event', 'class'],
    'revoke-certificate': ['id', 'reason'],
    'create-vouchers': ['privileges', 'days', 'count'],
    backup: ['to'],
    restore: ['from'],
  }
  const names = name ? allowed[name] : undefined
  if (!name || !names) throw new UsageError(name ? `Unknown command ${name}.` : 'Missing command.')
  const extra = Object.keys(values).filter((key) => !names.includes(key))
  if (extra.length > 0) throw new UsageError(`${name} does not take --${extra.join(', --')}.`)

  if (name === 'create-school') {
    const schoolName = required(values, 'name')
    const country = required(values, 'country')
    if (schoolName.length > schoolLimits.nameMax)
      throw new UsageError(`--name is longer than ${schoolLimits.nameMax} characters.`)
    if (country.length > schoolLimits.countryMax)
      throw new UsageError(`--country is longer than ${schoolLimits.countryMax} characters.`)
    return { name, schoolName, country }
  }
  if (name === 'create-event') return parseCreateEvent(values)
  // Absolute here: a running server that takes the backup has its own working folder.
  if (name === 'backup') return { name, to: path.resolve(required(values, 'to')) }
  if (name === 'restore') return { name, from: path.resolve(required(values, 'from')) }
  if (name === 'revoke-certificate')
    return { name, certificateId: required(values, 'id'), reason: values.reason?.trim() ?? '' }
  if (name === 'create-vouchers') {
    const count = wholeNumberOption(values, 'count', 1, 10_000)
    return { name, privileges: parsePrivileges(values.privileges, false), days: daysOption(values), count }
  }
  const username = required(values, 'username')
  if (username.length > limits.usernameMax)
    throw new UsageError(`--username is longer than ${limits.usernameMax} characters.`)
  switch (name) {
    case 'create-user': {
      const email = required(values, 'email')
      const password = required(values, 'password')
      if (password.length < limits.passwordMin) throw new UsageError('--password needs at least 6 characters.')
      if (password.length > limits.passwordMax)
        throw new UsageError(`--password is longer than ${limits.passwordMax} characters.`)
      return { name, username, email, password, privileges: parsePrivileges(values.privileges, true) }
    }
    case 'grant':
      return { name, username, privileges: parsePrivileges(values.privileges, false) }
    case 'befriend':
      return { name, username, friend: required(values, 'friend') }
    case 'add-teacher':
      return { name, username, schoolId: required(values, 'school') }
    case 'issue-certificate': {
      if (values.event && values.class)
        throw new UsageError('A certificate is for one event or one class: give --event or --class, not both.')
      return {
        name,
        username,
        title: required(values, 'title'),
        eventId: values.event?.trim() || undefined,
        classId: values.class?.trim() || undefined,
      }
    }
    default:
      return {
        name: 'subscribe',
        username,
        privileges: parsePrivileges(values.privileges, false),
        days: daysOption(values),
      }
  }
}

function wholeNumberOption(values: Record<string, string | undefined>, name: string, min: number, max: number): number {
  const value = Number(required(values, name))
  if (!Number.isInteger(value) || value < min || value > max)
    throw new UsageError(`--${name} must be a whole number between ${min} and ${max}.`)
  return value
}

function daysOption(values: Record<string, string | undefined>): number {
  const days = Number(required(values, 'days'))
  if (!Number.isInteger(days) || days < 1 || days > 36500)
    throw new UsageError('--days must be a whole number of days between 1 and 36500.')
  return days
}

function timeOption(values: Record<string, string | undefined>, name: string): Date {
  const text = required(values, name)
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)
    ? new Date(text)
    : new Date(Number.NaN)
  if (Number.isNaN(time.getTime()))
    throw new UsageError(`--${name} must be a date and time with its offset, e.g. 2027-03-01T18:00+01:00.`)
  return time
}

function parseCreateEvent(values: Record<string, string | undefined>): AdminCommand {
  return {
    name: 'create-event',
    title: required(values, 'title'),
    startsAt: timeOption(values, 'starts'),
    endsAt: timeOption(values, 'ends'),
    capacity: wholeNumberOption(values, 'capacity', 1, 100_000),
    place: values.place?.trim() ?? '',
    link: values.link?.trim() ?? '',
    description: values.description?.trim() ?? '',
  }
}
