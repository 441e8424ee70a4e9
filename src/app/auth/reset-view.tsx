import { Stack, Text } from '@chakra-ui/react'
import type { AuthView } from './auth-view'
import { BackToLoginLink } from './back-to-login-link'

/** Password reset by e-mail code comes in a later issue; until then, say so plainly. */
export function ResetView({ onViewChange }: { onViewChange: (view: AuthView) => void }) {
  return (
    <Stack gap="4">
      <Text>Resetting your password by e-mail is coming soon. Until then, please contact us if you cannot log in.</Text>
      <Text textStyle="sm">
        <BackToLoginLink onClick={() => onViewChange('login')}>Back to log in</BackToLoginLink>
      </Text>
    </Stack>
  )
}
