// The search form: words, the shortest and longest duration in seconds, and a licence. Mistakes are
// named under their fields before anything is sent.
import { Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { freesoundLicences, freesoundLimits, freesoundMessages, type FreesoundLicence } from '#contract/freesound'

export interface FreesoundSearchParams {
  q: string
  minDuration?: number
  maxDuration?: number
  licence?: FreesoundLicence
}

interface Values {
  q: string
  shortest: string
  longest: string
  licence: '' | FreesoundLicence
}
type Errors = Partial<Record<'q' | 'shortest' | 'longest', string>>

const secondsMessage = `Enter a number of seconds from 0 to ${freesoundLimits.maxDurationSeconds}.`

function seconds(text: string): number | undefined | null {
  if (!text.trim()) return undefined
  const value = Number(text)
  return Number.isFinite(value) && value >= 0 && value <= freesoundLimits.maxDurationSeconds ? value : null
}

/** The search to send, or the mistakes to show. */
export function searchOf(values: Values): { search: FreesoundSearchParams } | { errors: Errors } {
  const errors: Errors = {}
  const q = values.q.trim()
  if (!q) errors.q = 'Please enter words to search for.'
  const minDuration = seconds(values.shortest)
  const maxDuration = seconds(values.longest)
  if (minDuration === null) errors.shortest = secondsMessage
  if (maxDuration === null) errors.longest = secondsMessage
  if (minDuration != null && maxDuration != null && minDuration > maxDuration)
    errors.longest = freesoundMessages.durationOrder
  if (Object.keys(errors).length > 0 || minDuration === null || maxDuration === null) return { errors }
  return {
    search: {
      q,
      ...(minDuration !== undefined ? { minDuration } : {}),
      ...(maxDuration !== undefined ? { maxDuration } : {}),
      ...(values.licence ? { licence: values.licence } : {}),
    },
  }
}

export function SearchForm({
  onSearch,
  searching,
}: {
  onSearch: (params: FreesoundSearchParams) => void
  searching: boolean
}) {
  const [values, setValues] = useState<Values>({ q: '', shortest: '', longest: '', licence: '' })
  const [errors, setErrors] = useState<Errors>({})
  const change = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = searchOf(values)
    if ('errors' in checked) return setErrors(checked.errors)
    setErrors({})
    onSearch(checked.search)
  }

  return (
    <form onSubmit={submit} noValidate role="search" aria-label="Search Freesound">
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.q)} required>
          <Field.Label>Search words</Field.Label>
          <Input
            type="search"
            value={values.q}
            maxLength={freesoundLimits.queryMax}
            onChange={(e) => change('q')(e.target.value)}
          />
          <Field.ErrorText>{errors.q}</Field.ErrorText>
        </Field.Root>
        <HStack gap="4" align="start" flexWrap="wrap">
          <Field.Root invalid={Boolean(errors.shortest)} maxW="48">
            <Field.Label>Shortest (seconds)</Field.Label>
            <Input inputMode="decimal" value={values.shortest} onChange={(e) => change('shortest')(e.target.value)} />
            <Field.ErrorText>{errors.shortest}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.longest)} maxW="48">
            <Field.Label>Longest (seconds)</Field.Label>
            <Input inputMode="decimal" value={values.longest} onChange={(e) => change('longest')(e.target.value)} />
            <Field.ErrorText>{errors.longest}</Field.ErrorText>
          </Field.Root>
          <Field.Root maxW="64">
            <Field.Label>Licence</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.licence} onChange={(e) => change('licence')(e.target.value)}>
                <option value="">Any licence</option>
                {freesoundLicences.map((licence) => (
                  <option key={licence} value={licence}>
                    {licence}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <Button type="submit" alignSelf="flex-start" loading={searching} loadingText="Searching…">
          Search
        </Button>
      </Stack>
    </form>
  )
}
