// The "Speaker" select of a line holds its kind and role in one value: a role's name (dialogue),
// "Action", "Direction", or "Direction (ROLE)" for a parenthetical that belongs to a role.
import type { ScriptRole } from '#contract/scripts'
import type { Speaker } from './editor-content'

/** How a role is named on buttons and options, even before it has a name. */
export function roleLabel(role: ScriptRole, index: number): string {
  return role.name.trim() || `role ${index + 1}`
}

export function speakerValue({ kind, roleId }: Speaker): string {
  return kind === 'action' ? 'action' : `${kind}:${roleId ?? ''}`
}

export function speakerFromValue(value: string): Speaker {
  if (value === 'action') return { kind: 'action', roleId: null }
  const [kind, roleId] = value.split(':')
  if (kind === 'dialogue' && roleId) return { kind: 'dialogue', roleId }
  return { kind: 'direction', roleId: roleId || null }
}

export function speakerOptions(roles: ScriptRole[]): Array<{ value: string; label: string }> {
  return [
    ...roles.map((role, index) => ({
      value: speakerValue({ kind: 'dialogue', roleId: role.id }),
      label: roleLabel(role, index),
    })),
    { value: 'action', label: 'Action' },
    { value: 'direction:', label: 'Direction' },
    ...roles.map((role, index) => ({
      value: speakerValue({ kind: 'direction', roleId: role.id }),
      label: `Direction (${roleLabel(role, index)})`,
    })),
  ]
}
