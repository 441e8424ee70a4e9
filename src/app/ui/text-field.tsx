import type { InputHTMLAttributes } from 'react'
import { PlainField } from './plain/plain-field'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
}

/** A labelled input with its hint and its validation message underneath. */
export function TextField({ label, value, onChange, error, hint, ...input }: TextFieldProps) {
  return (
    <PlainField label={label} error={error} hint={hint}>
      {(field) => (
        <input
          className="plain-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
          {...field}
        />
      )}
    </PlainField>
  )
}
