import { Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { channelLimits, podcastCategories } from '#contract/channels'
import { TextField } from '../ui/text-field'
import { isCategory, type ChannelFormErrors, type ChannelFormValues } from './channel-form'

export interface ClassChoice {
  id: string
  name: string
}

interface ChannelFormFieldsProps {
  values: ChannelFormValues
  errors: ChannelFormErrors
  onChange: (patch: Partial<ChannelFormValues>) => void
  /** A teacher's classes, when a new channel may be a class's; undefined: no Class field. */
  classes?: ClassChoice[]
}

function Checkbox({
  checked,
  onChange,
  children,
  hint,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  hint: string
}) {
  return (
    <Stack gap="0">
      <HStack as="label" gap="2" cursor="pointer">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <Text>{children}</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted" ps="6">
        {hint}
      </Text>
    </Stack>
  )
}

/** Every field of a channel, each with its label and its message. */
export function ChannelFormFields({ values, errors, onChange, classes }: ChannelFormFieldsProps) {
  return (
    <Stack gap="4">
      <TextField
        label="Title"
        value={values.title}
        maxLength={channelLimits.titleMax}
        error={errors.title}
        onChange={(title) => onChange({ title })}
      />
      <Field.Root invalid={Boolean(errors.description)}>
        <Field.Label>Description</Field.Label>
        <Textarea
          value={values.description}
          rows={4}
          maxLength={channelLimits.descriptionMax}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <Field.HelperText>Shown on the channel’s page and in podcast apps.</Field.HelperText>
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
      <TextField
        label="Author"
        value={values.author}
        maxLength={channelLimits.authorMax}
        error={errors.author}
        onChange={(author) => onChange({ author })}
      />
      <TextField
        label="Language"
        value={values.language}
        error={errors.language}
        hint="A language code such as en or en-GB"
        onChange={(language) => onChange({ language })}
      />
      <Field.Root invalid={Boolean(errors.category)}>
        <Field.Label>Category</Field.Label>
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            value={values.category}
            onChange={(event) => isCategory(event.target.value) && onChange({ category: event.target.value })}
          >
            {podcastCategories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.category}</Field.ErrorText>
      </Field.Root>
      <Checkbox
        checked={values.explicit}
        onChange={(explicit) => onChange({ explicit })}
        hint="Podcast apps mark the channel as explicit."
      >
        Explicit
      </Checkbox>
      <TextField
        label="Contact e-mail"
        type="email"
        value={values.ownerEmail}
        maxLength={channelLimits.emailMax}
        error={errors.ownerEmail}
        hint="Shown in the feed, for podcast directories to reach you. Leave it empty for none."
        onChange={(ownerEmail) => onChange({ ownerEmail })}
      />
      <Checkbox
        checked={values.importable}
        onChange={(importable) => onChange({ importable })}
        hint="Other podcast platforms may copy this channel from its feed."
      >
        Let other platforms import this feed
      </Checkbox>
      {classes && (
        <Field.Root invalid={Boolean(errors.classId)}>
          <Field.Label>Class</Field.Label>
          <NativeSelect.Root maxW="xs">
            <NativeSelect.Field value={values.classId} onChange={(event) => onChange({ classId: event.target.value })}>
              <option value="">None: my own channel</option>
              {classes.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            A class’s channel: its students publish to it, and you approve their episodes.
          </Field.HelperText>
          <Field.ErrorText>{errors.classId}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  )
}
