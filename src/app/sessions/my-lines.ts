// Which lines the signed-in member records: those of the roles the owner gave them. The current line
// starts on the first of their lines still without a take and, after each take, moves to the next one.
import type { Session } from '#contract/sessions'

type Line = Session['script']['lines'][number]

/** The roles `userId` voices in this session (none when they are not a participant). */
export function myRoleIds(
  session: Pick<Session, 'participants'>,
  userId: string | null | undefined,
): ReadonlySet<string> {
  const me = session.participants.find((participant) => participant.user.id === userId)
  return new Set(me?.roleIds ?? [])
}

export function isMyLine(line: Line, roleIds: ReadonlySet<string>): boolean {
  return line.kind === 'dialogue' && line.roleId !== null && roleIds.has(line.roleId)
}

/** The next of my lines after `currentId` in script order; null when there is none after it. */
export function nextLineOfMine(
  lines: readonly Line[],
  currentId: string | null,
  roleIds: ReadonlySet<string>,
): string | null {
  const from = currentId === null ? -1 : lines.findIndex((line) => line.id === currentId)
  return lines.slice(from + 1).find((line) => isMyLine(line, roleIds))?.id ?? null
}

/** Where the studio opens: my first line without a take, else my first line, else the first line. */
export function firstLineToRecord(
  lines: readonly Line[],
  roleIds: ReadonlySet<string>,
  linesWithTakes: ReadonlySet<string>,
): string | null {
  const mine = lines.filter((line) => isMyLine(line, roleIds))
  return (mine.find((line) => !linesWithTakes.has(line.id)) ?? mine[0] ?? lines[0])?.id ?? null
}
