import { Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { useId } from 'react'
import { episodeLimits } from '#contract/episodes'
import { TextField } from '#app/ui/text-field'
import type { PublishDetails, PublishDetailsErrors, PublishWhen } from './publish-details'

const whenChoices: Array<[PublishWhen, string]> = [
  ['now', 'Publish now'],
  ['schedule', 'Schedule'],
  ['draft', 'Save without publishing'],
]

interface PublishDetailsFieldsProps {
  details: PublishDetails
  errors: PublishDetailsErrors
  onChange: (patch: Partial<PublishDetails>) => void
}

/** Title, Description and when the episode goes public. */
export function PublishDetailsFields({ details, errors, onChange }: PublishDetailsFieldsProps) {
  const publishAtId = useId()
  return (
    <Stack gap="4">
      <TextField
        label="Title"
        value={details.title}
        maxLength={episodeLimits.titleMax}
        error={errors.title}
        onChange={(title) => onChange({ title })}
      />
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea
          value={details.description}
          rows={4}
          maxLength={episodeLimits.descriptionMax}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <Field.HelperText>Shown on the episode’s page and in podcast apps.</Field.HelperText>
      </Field.Root>
      <Stack as="fieldset" gap="1" border="0" p="0" m="0">
        <Text as="legend" fontWeight="medium" mb="1">
          When
        </Text>
        {whenChoices.map(([value, label]) => (
          <HStack as="label" key={value} gap="2" cursor="pointer">
            <input
              type="radio"
              name="episode-when"
              value={value}
              checked={details.when === value}
              onChange={() => onChange({ when: value })}
            />
            <Text>{label}</Text>
          </HStack>
        ))}
      </Stack>
      {details.when === 'schedule' && (
        <Field.Root invalid={Boolean(errors.publishAt)} maxW="xs">
          <Field.Label htmlFor={publishAtId}>Publish at</Field.Label>
          <Input
            id={publishAtId}
            type="datetime-local"
            value={details.publishAt}
            onChange={(event) => onChange({ publishAt: event.target.value })}
          />
          <Field.ErrorText>{errors.publishAt}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  )
}
