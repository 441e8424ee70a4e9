import { Field, NativeSelect } from '@chakra-ui/react'
import type { Visibility } from '#contract/users'

/** Public: everyone. Protected: the member, friends, classmates and teachers (DESIGN.md). */
export function VisibilitySelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: Visibility
  onChange: (value: Visibility) => void
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.target.value === 'protected' ? 'protected' : 'public')}
        >
          <option value="public">Public: everyone</option>
          <option value="protected">Protected: friends, classmates and teachers</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
