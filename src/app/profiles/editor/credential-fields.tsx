import { Stack, Text } from '@chakra-ui/react'
import type { User } from '#contract/users'
import { PasswordField } from '#app/ui/password-field'
import { TextField } from '#app/ui/text-field'
import type { ProfileErrors, ProfileFields } from './profile-form'

interface CredentialFieldsProps {
  user: User
  fields: ProfileFields
  errors: ProfileErrors
  onChange: (patch: Partial<ProfileFields>) => void
}

/** Email and Change password; either change needs the current password (sent first on save). */
export function CredentialFields({ user, fields, errors, onChange }: CredentialFieldsProps) {
  if (user.accountType === 'microsoft') {
    return (
      <Stack gap="1">
        <TextField label="Email" value={fields.email} onChange={() => {}} readOnly />
        <Text fontSize="sm" color="fg.muted">
          Your work or school account manages your e-mail address and password.
        </Text>
      </Stack>
    )
  }
  const changing = fields.email.trim() !== (user.email ?? '') || fields.newPassword.trim() !== ''
  return (
    <Stack gap="4">
      <TextField
        label="Email"
        type="email"
        value={fields.email}
        onChange={(email) => onChange({ email })}
        error={errors.email}
        autoComplete="email"
      />
      <PasswordField
        label="Change password"
        value={fields.newPassword}
        onChange={(newPassword) => onChange({ newPassword })}
        autoComplete="new-password"
        hint="New password, at least 6 characters. Leave empty to keep your password."
        error={errors.newPassword}
      />
      {changing && (
        <PasswordField
          label="Current password"
          value={fields.currentPassword}
          onChange={(currentPassword) => onChange({ currentPassword })}
          autoComplete="current-password"
          hint="Needed to change your email or password."
          error={errors.currentPassword}
        />
      )}
    </Stack>
  )
}
