// What each admin command does to the database; returns the line it prints.
import { and, eq, or } from 'drizzle-orm'
import type { Privilege } from '#contract/privileges'
import type { Database } from '../db/database'
import { friendships, subscriptions } from '../db/schema'
import { HttpError } from '../http/errors'
import { canonicalPrivileges, findOrCreateRole } from '../roles/service'
import { createUser, isEmail } from '../users/service'
import { UsageError, type AdminCommand } from './args'
import { grantPrivileges, requireUser } from './members'
import { issueCertificate, revokeCertificate } from './certificate-commands'
import { createEvent } from './event-commands'
import { addTeacher, createSchool } from './school-commands'
import { createVouchers } from './voucher-commands'

const listed = (list: readonly Privilege[]) => (list.length > 0 ? list.join(', ') : 'none')

export async function runCommand(db: Database, command: AdminCommand, now: Date): Promise<string> {
  switch (command.name) {
    case 'backup':
    case 'restore':
      // They need more than the database: executeAdmin and backup-commands.ts run them.
      throw new UsageError(`${command.name} is not a database command.`)
    case 'create-user': {
      if (!isEmail(command.email)) throw new UsageError(`--email ${command.email} is not a valid e-mail address.`)
      try {
        const user = await createUser(db, command)
        return `Created user ${user.username} (id ${user.id}, e-mail ${user.email}) with privileges: ${listed(canonicalPrivileges(command.privileges))}.`
      } catch (error) {
        if (error instanceof HttpError) throw new UsageError(error.message)
        throw error
      }
    }
    case 'grant': {
      const user = await requireUser(db, command.username)
      const { role, privileges } = await grantPrivileges(db, user, command.privileges)
      return `Granted ${listed(canonicalPrivileges(command.privileges))} to ${user.username}; role ${role.name} now has: ${listed(privileges)}.`
    }
    case 'create-school':
      return createSchool(db, command)
    case 'add-teacher':
      return addTeacher(db, command)
    case 'create-event':
      return createEvent(db, command, now)
    case 'issue-certificate':
      return issueCertificate(db, command, now)
    case 'revoke-certificate':
      return revokeCertificate(db, command, now)
    case 'create-vouchers':
      return createVouchers(db, command)
    case 'befriend': {
      const user = await requireUser(db, command.username)
      const friend = await requireUser(db, command.friend)
      if (user.id === friend.id) throw new UsageError('A member cannot be their own friend.')
      const pair = or(
        and(eq(friendships.requesterId, user.id), eq(friendships.addresseeId, friend.id)),
        and(eq(friendships.requesterId, friend.id), eq(friendships.addresseeId, user.id)),
      )
      const accepted = await db
        .update(friendships)
        .set({ status: 'accepted' })
        .where(pair)
        .returning({ id: friendships.id })
      if (accepted.length === 0)
        await db.insert(friendships).values({ requesterId: user.id, addresseeId: friend.id, status: 'accepted' })
      return `${user.username} and ${friend.username} are friends.`
    }
    case 'subscribe': {
      const user = await requireUser(db, command.username)
      const role = await findOrCreateRole(db, command.privileges)
      const expiresAt = new Date(now.getTime() + command.days * 24 * 60 * 60 * 1000)
      await db.insert(subscriptions).values({ userId: user.id, roleId: role.id, expiresAt })
      return `Subscribed ${user.username} to ${listed(canonicalPrivileges(command.privileges))} for ${command.days} days, until ${expiresAt.toISOString()}.`
    }
  }
}
