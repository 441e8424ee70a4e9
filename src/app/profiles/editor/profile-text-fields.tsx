import { Stack } from '@chakra-ui/react'
import { profileLimits } from '#contract/profiles'
import type { User } from '#contract/users'
import { TextField } from '#app/ui/text-field'
import { canEditPortfolioLink, withoutSpaces, type ProfileFields } from './profile-form'
import { VisibilitySelect } from './visibility-select'

interface ProfileTextFieldsProps {
  user: User
  fields: ProfileFields
  onChange: (patch: Partial<ProfileFields>) => void
}

/** Name with its visibility, location, handle (spaces removed as typed) and the custom portfolio link. */
export function ProfileTextFields({ user, fields, onChange }: ProfileTextFieldsProps) {
  const linkEditable = canEditPortfolioLink(user)
  return (
    <Stack gap="4">
      <TextField
        label="Name"
        value={fields.name}
        onChange={(name) => onChange({ name })}
        maxLength={profileLimits.nameMax}
        autoComplete="name"
      />
      <VisibilitySelect
        label="Name visibility"
        value={fields.nameVisibility}
        onChange={(nameVisibility) => onChange({ nameVisibility })}
      />
      <TextField
        label="Location"
        value={fields.location}
        onChange={(location) => onChange({ location })}
        maxLength={profileLimits.locationMax}
      />
      <TextField
        label="Handle"
        value={fields.handle}
        onChange={(handle) => onChange({ handle: withoutSpaces(handle) })}
        maxLength={profileLimits.handleMax}
        hint={`Your public address: /members/${withoutSpaces(fields.handle) || 'handle'}`}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label="Custom portfolio link"
        value={fields.portfolioLink}
        onChange={(portfolioLink) => onChange({ portfolioLink })}
        disabled={!linkEditable}
        type="url"
        placeholder="https://"
        hint={
          linkEditable
            ? undefined
            : user.classes.length > 0
              ? 'Class members cannot change the custom link.'
              : 'Your membership does not include a custom link.'
        }
      />
    </Stack>
  )
}
