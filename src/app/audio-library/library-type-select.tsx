import { Field, NativeSelect } from '@chakra-ui/react'
import { libraryAudioTypes, type LibraryAudioType } from '#contract/audio-library'
import { libraryAudioTypeSingular } from './library-texts'

export function LibraryTypeSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: LibraryAudioType
  onChange: (type: LibraryAudioType) => void
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as LibraryAudioType)}>
          {libraryAudioTypes.map((type) => (
            <option key={type} value={type}>
              {libraryAudioTypeSingular[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
