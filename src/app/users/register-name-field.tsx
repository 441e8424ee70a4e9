import { profileLimits, proposedHandle, nameQuestion } from './register-name'
import { TextField } from '../ui/text-field'

/** Registration's optional name: what others see instead of "A member", never the e-mail. The
 *  handle made from it is shown; it can be changed in the profile. */
export function RegisterNameField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (name: string) => void
  error?: string | undefined
}) {
  const handle = proposedHandle(value)
  return (
    <TextField
      label={nameQuestion}
      name="name"
      autoComplete="name"
      value={value}
      onChange={onChange}
      maxLength={profileLimits.nameMax}
      hint={
        handle
          ? `Optional. Your handle will be @${handle}; you can change it in your profile.`
          : 'Optional: your name, shown on your takes, sessions and episodes.'
      }
      error={error}
    />
  )
}
