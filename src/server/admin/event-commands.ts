// `create-event`: an administrator's event (no organiser), with the rules the API applies.
import type { Database } from '../db/database'
import { HttpError } from '../http/errors'
import { createEvent as makeEvent } from '../events/service'
import { UsageError, type AdminCommand } from './args'

type Command<N extends AdminCommand['name']> = Extract<AdminCommand, { name: N }>

export async function createEvent(db: Database, command: Command<'create-event'>, now: Date): Promise<string> {
  const { name: _name, ...fields } = command
  try {
    const event = await makeEvent(db, fields, null, now)
    return `Created event ${event.title} (id ${event.id}) on ${event.startsAt.toISOString()}, ${event.capacity} seats.`
  } catch (error) {
    if (error instanceof HttpError) throw new UsageError(error.message)
    throw error
  }
}
