// A secret every server process on one database shares: the first process to ask stores its
// candidate, and every process (that one included) uses what the table holds. Two processes asking
// at once both read the one row that won.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { serverSecrets } from './schema'

export async function sharedSecret(
  db: Database,
  name: string,
  candidate: () => string | Promise<string>,
): Promise<string> {
  const [stored] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
  if (stored) return stored.value
  await db
    .insert(serverSecrets)
    .values({ name, value: await candidate() })
    .onConflictDoNothing()
  const [winner] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
  if (!winner) throw new Error(`The shared secret ${name} could not be stored.`)
  return winner.value
}
