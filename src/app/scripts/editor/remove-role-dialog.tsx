import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { ConfirmDialog } from '#app/ui/confirm-dialog'

interface RemoveRoleDialogProps {
  /** How the role is named ("BERNARDO", or "role 2" before it has a name). */
  label: string
  lineCount: number
  /** The roles that can take the lines over. */
  others: Array<{ id: string; label: string }>
  onConfirm: (heirId: string | null) => void
  onCancel: () => void
}

/** Removing a role that has lines never drops them: they become action, or another role's. */
export function RemoveRoleDialog({ label, lineCount, others, onConfirm, onCancel }: RemoveRoleDialogProps) {
  const [heir, setHeir] = useState('')
  return (
    <ConfirmDialog
      title={`Remove ${label}?`}
      confirmLabel={`Remove ${label}`}
      onConfirm={() => onConfirm(heir || null)}
      onCancel={onCancel}
    >
      <Stack gap="4">
        <Text>
          {label} has {lineCount === 1 ? '1 line' : `${lineCount} lines`}. The lines stay in the script: choose who
          takes them.
        </Text>
        <Field.Root>
          <Field.Label>Give the lines to</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={heir} onChange={(event) => setHeir(event.target.value)}>
              <option value="">Nobody: they become action</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  )
}
