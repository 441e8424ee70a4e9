import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { scriptLimits } from '#contract/scripts'
import { newId } from '#shared/new-id'
import { addRole, linesOfRole, moveRole, removeRole, updateRole, type EditorContent } from './editor-content'
import { RemoveRoleDialog } from './remove-role-dialog'
import { RoleRow } from './role-row'
import { roleLabel } from './speaker-options'
import type { Register } from './use-focus-after-render'
import type { FieldErrors } from './validate-content'

interface RolesSectionProps {
  content: EditorContent
  errors: FieldErrors
  update: (change: (content: EditorContent) => EditorContent) => void
  register: Register
  focusLater: (...keys: string[]) => void
}

/** The cast: add, name, describe, reorder and remove roles. */
export function RolesSection({ content, errors, update, register, focusLater }: RolesSectionProps) {
  const [removing, setRemoving] = useState<string | null>(null)
  const roles = content.roles
  const removingIndex = roles.findIndex((role) => role.id === removing)
  const removingRole = roles[removingIndex]

  function add() {
    const id = newId()
    update((current) => addRole(current, id))
    focusLater(`role:${id}:name`)
  }

  function move(id: string, delta: number) {
    update((current) => moveRole(current, id, delta))
    const [same, other] = delta < 0 ? ['up', 'down'] : ['down', 'up']
    focusLater(`role:${id}:${same}`, `role:${id}:${other}`)
  }

  function askToRemove(id: string) {
    if (linesOfRole(content, id) > 0) setRemoving(id)
    else update((current) => removeRole(current, id, null))
  }

  return (
    <Stack as="section" aria-labelledby="roles-heading" gap="3">
      <Heading as="h2" size="lg" id="roles-heading">
        Roles
      </Heading>
      {roles.length === 0 && <Text color="fg.muted">No roles yet. Add the characters who speak in this script.</Text>}
      <Stack as="ul" gap="2" m="0" p="0">
        {roles.map((role, index) => (
          <RoleRow
            key={role.id}
            role={role}
            label={roleLabel(role, index)}
            first={index === 0}
            last={index === roles.length - 1}
            nameError={errors[`role:${role.id}:name`]}
            register={register}
            onChange={(patch) => update((current) => updateRole(current, role.id, patch))}
            onMove={(delta) => move(role.id, delta)}
            onRemove={() => askToRemove(role.id)}
          />
        ))}
      </Stack>
      <Button variant="outline" alignSelf="start" disabled={roles.length >= scriptLimits.rolesMax} onClick={add}>
        Add role
      </Button>
      {removingRole && (
        <RemoveRoleDialog
          label={roleLabel(removingRole, removingIndex)}
          lineCount={linesOfRole(content, removingRole.id)}
          others={roles.flatMap((role, index) =>
            role.id === removingRole.id ? [] : [{ id: role.id, label: roleLabel(role, index) }],
          )}
          onCancel={() => setRemoving(null)}
          onConfirm={(heirId) => {
            update((current) => removeRole(current, removingRole.id, heirId))
            setRemoving(null)
          }}
        />
      )}
    </Stack>
  )
}
