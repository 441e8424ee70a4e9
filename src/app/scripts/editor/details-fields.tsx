import { Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react'
import { scriptLimits, scriptVisibility, type ScriptVisibility } from '#contract/scripts'
import { TextField } from '#app/ui/text-field'
import { visibilityLabels } from '../visibility-labels'
import type { EditorContent } from './editor-content'
import type { FieldErrors } from './validate-content'

const visibilityHints: Record<ScriptVisibility, string> = {
  private: 'Only you can see this script.',
  friends: 'Your friends can read this script and record from it.',
  public: 'Anyone can read this script, even without an account.',
}

interface DetailsFieldsProps {
  content: EditorContent
  errors: FieldErrors
  onChange: (patch: Partial<Pick<EditorContent, 'title' | 'description' | 'visibility'>>) => void
}

export function DetailsFields({ content, errors, onChange }: DetailsFieldsProps) {
  return (
    <Stack gap="4">
      <TextField
        label="Title"
        value={content.title}
        maxLength={scriptLimits.titleMax}
        error={errors.title}
        onChange={(title) => onChange({ title })}
      />
      <Field.Root invalid={Boolean(errors.description)}>
        <Field.Label>Description</Field.Label>
        <Textarea
          value={content.description}
          autoresize
          rows={2}
          maxLength={scriptLimits.descriptionMax}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Visibility</Field.Label>
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            value={content.visibility}
            onChange={(event) => onChange({ visibility: scriptVisibility.parse(event.target.value) })}
          >
            {scriptVisibility.options.map((value) => (
              <option key={value} value={value}>
                {visibilityLabels[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{visibilityHints[content.visibility]}</Field.HelperText>
      </Field.Root>
    </Stack>
  )
}
