import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { metricsFilters, type MetricsFilters as Filters } from '#contract/metrics'

type Variant = NonNullable<Filters['variant']>
export const variantLabels: Record<Variant, string> = { main: 'Main site', podcast: 'Podcast', dashboard: 'Dashboard' }
const variants = Object.keys(variantLabels) as Variant[]

/** The path as typed, checked by the contract's own rule; "" is no path filter. */
function pathProblem(path: string): string | null {
  if (path === '') return null
  const checked = metricsFilters.shape.path.safeParse(path)
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'This path cannot be a filter.')
}

/** The variant (applied when chosen) and the path (applied with "Apply filters" or Enter) that
 *  every panel is narrowed to, what is applied, and "Clear filters". */
export function MetricsFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const [path, setPath] = useState(value.path ?? '')
  const [problem, setProblem] = useState<string | null>(null)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const typed = path.trim()
    const found = pathProblem(typed)
    setProblem(found)
    if (found === null) onChange({ ...value, path: typed || undefined })
  }
  const clear = () => {
    setPath('')
    setProblem(null)
    onChange({})
  }
  const active = [
    value.variant && `Variant: ${variantLabels[value.variant]}`,
    value.path && `Path: ${value.path}`,
  ].filter(Boolean)

  return (
    <Stack gap="2">
      <Stack
        as="form"
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        align={{ md: 'start' }}
        onSubmit={apply}
        aria-label="Filters"
      >
        <Field.Root maxW={{ md: '3xs' }}>
          <Field.Label>Variant</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={value.variant ?? ''}
              onChange={(event) =>
                onChange({ ...value, variant: variants.find((variant) => variant === event.target.value) })
              }
            >
              <option value="">All variants</option>
              {variants.map((variant) => (
                <option key={variant} value={variant}>
                  {variantLabels[variant]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={problem !== null} maxW={{ md: 'xs' }}>
          <Field.Label>Path</Field.Label>
          <Input value={path} placeholder="/scripts" onChange={(event) => setPath(event.target.value)} />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" variant="outline" mt={{ md: '6' }}>
          Apply filters
        </Button>
      </Stack>
      {/* Always there, so that screen readers hear the filters change. */}
      <Box aria-live="polite">
        {active.length > 0 && (
          <HStack gap="3" wrap="wrap">
            <Text fontSize="sm">Showing only {active.join(', ')}</Text>
            <Button size="xs" variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          </HStack>
        )}
      </Box>
    </Stack>
  )
}
