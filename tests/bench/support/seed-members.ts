// Members written straight into a bench's database, `<prefix>-1` … `<prefix>-<count>`, all with one
// real argon2 hash of `password` (hashing each would take the bench's time, not the server's).
import { sql } from 'drizzle-orm'
import { hashPassword } from '#server/auth/passwords'
import { openDatabase } from '#server/db/open'
import { findOrCreateRole } from '#server/roles/service'

export async function seedMembers(
  location: { url?: string; pgliteDir?: string },
  { prefix, count, password }: { prefix: string; count: number; password: string },
): Promise<void> {
  const handle = await openDatabase(location)
  try {
    await handle.migrate()
    const role = await findOrCreateRole(handle.db, [])
    const passwordHash = await hashPassword(password)
    await handle.db.execute(sql`insert into users (id, username, password_hash, role_id)
      select ${prefix} || '-' || g, ${prefix} || '-' || g, ${passwordHash}, ${role.id}
      from generate_series(1, ${count}) g on conflict do nothing`)
  } finally {
    await handle.close()
  }
}
