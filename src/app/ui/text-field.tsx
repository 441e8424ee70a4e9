import { Field, Input } from '@chakra-ui/react'
import type { InputProps } from '@chakra-ui/react'

interface TextFieldProps extends Omit<InputProps, 'onChange'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
}

/** A labelled input with its hint and its validation message underneath. */
export function TextField({ label, value, onChange, error, hint, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} {...input} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
