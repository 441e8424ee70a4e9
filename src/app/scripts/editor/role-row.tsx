import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react'
import type { ScriptRole } from '#contract/scripts'
import { scriptLimits } from '#contract/scripts'
import type { Register } from './use-focus-after-render'

interface RoleRowProps {
  role: ScriptRole
  /** How buttons name this role ("Move BERNARDO up"). */
  label: string
  first: boolean
  last: boolean
  nameError?: string
  register: Register
  onChange: (patch: Partial<Omit<ScriptRole, 'id'>>) => void
  onMove: (delta: number) => void
  onRemove: () => void
}

/** One role: its name and description, and the buttons to reorder or remove it. */
export function RoleRow({ role, label, first, last, nameError, register, onChange, onMove, onRemove }: RoleRowProps) {
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderRadius="md" listStyleType="none">
      <Stack direction={{ base: 'column', md: 'row' }} gap="2">
        <Field.Root invalid={Boolean(nameError)} flex="1">
          <Field.Label>Role name</Field.Label>
          <Input
            ref={register(`role:${role.id}:name`)}
            value={role.name}
            maxLength={scriptLimits.roleNameMax}
            onChange={(event) => onChange({ name: event.target.value })}
          />
          <Field.ErrorText>{nameError}</Field.ErrorText>
        </Field.Root>
        <Field.Root flex="2">
          <Field.Label>Role description</Field.Label>
          <Input
            value={role.description}
            maxLength={scriptLimits.roleDescriptionMax}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        </Field.Root>
      </Stack>
      <HStack gap="2" justify="end">
        <Button
          ref={register(`role:${role.id}:up`)}
          size="xs"
          variant="outline"
          aria-label={`Move ${label} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          Up
        </Button>
        <Button
          ref={register(`role:${role.id}:down`)}
          size="xs"
          variant="outline"
          aria-label={`Move ${label} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          Down
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove
        </Button>
      </HStack>
    </Stack>
  )
}
