import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react'
import { useState } from 'react'
import { EyeIcon } from './eye-icon'

interface PasswordFieldProps {
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  error?: string
  hint?: string
  /** Default 'Password'. */
  label?: string
}

/** "Password" with a toggle that shows what was typed. */
export function PasswordField({ value, onChange, autoComplete, error, hint, label = 'Password' }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton
            aria-label={visible ? 'Hide password' : 'Show password'}
            variant="ghost"
            size="xs"
            me="-2"
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon struck={visible} />
          </IconButton>
        }
      >
        <Input
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
