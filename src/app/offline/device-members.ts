// Key `voice-acting.device-members` in localStorage: the user ID and e-mail of members who signed
// in on this device, so a new sign-in can be checked against the owners of unsent work before
// anything is sent. An entry is dropped once its member has nothing unsent here.
import { z } from 'zod/mini'

export interface DeviceMember {
  username: string
  email: string | null
}

const membersKey = 'voice-acting.device-members'
const membersSchema = z.record(z.string(), z.object({ username: z.string(), email: z.nullable(z.string()) }))

export function readDeviceMembers(storage: Storage): Record<string, DeviceMember> {
  try {
    const parsed = membersSchema.safeParse(JSON.parse(storage.getItem(membersKey) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

function write(storage: Storage, members: Record<string, DeviceMember>): void {
  if (Object.keys(members).length === 0) storage.removeItem(membersKey)
  else storage.setItem(membersKey, JSON.stringify(members))
}

export function rememberDeviceMember(
  storage: Storage,
  user: { id: string; username: string; email: string | null },
): void {
  const members = readDeviceMembers(storage)
  const known = members[user.id]
  if (known?.username === user.username && known.email === user.email) return
  write(storage, { ...members, [user.id]: { username: user.username, email: user.email } })
}

/** Keeps only the members in `keep` (those with unsent work here). */
export function forgetDeviceMembersExcept(storage: Storage, keep: ReadonlySet<string>): void {
  const members = readDeviceMembers(storage)
  write(storage, Object.fromEntries(Object.entries(members).filter(([id]) => keep.has(id))))
}

/** Whether `login` (a user ID or e-mail as typed at sign-in) names this member. */
export function loginNames(member: DeviceMember | undefined, login: string): boolean {
  const typed = login.trim().toLowerCase()
  return member !== undefined && (member.username.toLowerCase() === typed || member.email?.toLowerCase() === typed)
}
