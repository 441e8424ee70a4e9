import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react'
import { libraryLength, libraryLengths, type LibraryLength } from '#contract/script-library'

export interface FilterValues {
  q: string
  roles: number | null
  length: LibraryLength | null
}

const roleCounts = [1, 2, 3, 4, 5, 6]

interface LibraryFilterFieldsProps {
  value: FilterValues
  onChange: (patch: Partial<FilterValues>) => void
}

/** Search words, number of roles and length: what a group of actors chooses a scene by. */
export function LibraryFilterFields({ value, onChange }: LibraryFilterFieldsProps) {
  return (
    <Stack role="search" direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
      <Field.Root flex="2">
        <Field.Label>Search</Field.Label>
        <Input
          type="search"
          placeholder="Title, description or role"
          value={value.q}
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>Number of roles</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.roles ?? ''}
            onChange={(event) => onChange({ roles: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Any</option>
            {roleCounts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>Length</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.length ?? ''}
            onChange={(event) => onChange({ length: libraryLength.safeParse(event.target.value).data ?? null })}
          >
            <option value="">Any</option>
            {libraryLength.options.map((length) => (
              <option key={length} value={length}>
                {libraryLengths[length].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  )
}
