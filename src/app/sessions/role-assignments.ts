import type { Session } from '#contract/sessions'

export type Assignment = { roleId: string; userId: string }

/** Who voices each role now (the first participant holding it), or null. */
export function assigneeOf(session: Pick<Session, 'participants'>, roleId: string): string | null {
  return session.participants.find((participant) => participant.roleIds.includes(roleId))?.user.id ?? null
}

/** The full list the server expects after giving `roleId` to `userId` (null: nobody). */
export function assignmentsAfter(
  session: Pick<Session, 'participants' | 'script'>,
  roleId: string,
  userId: string | null,
): Assignment[] {
  return session.script.roles.flatMap((role) => {
    const assignee = role.id === roleId ? userId : assigneeOf(session, role.id)
    return assignee ? [{ roleId: role.id, userId: assignee }] : []
  })
}
