import { useState } from 'react'
import { EyeIcon } from './eye-icon'
import { PlainButton } from './plain/plain-button'
import { PlainField } from './plain/plain-field'

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
  const toggle = (
    <PlainButton
      variant="ghost"
      size="xs"
      aria-label={visible ? 'Hide password' : 'Show password'}
      onClick={() => setVisible((shown) => !shown)}
    >
      <EyeIcon struck={visible} />
    </PlainButton>
  )
  return (
    <PlainField label={label} error={error} hint={hint} end={toggle}>
      {(field) => (
        <input
          className="plain-input"
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...field}
        />
      )}
    </PlainField>
  )
}
