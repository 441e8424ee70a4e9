import { Box, HStack, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { PublicUser } from '#contract/users'
import { memberName } from '../profiles'
import { ErrorAlert } from '../ui/error-alert'
import { MemberSummary } from './member-summary'

interface MemberRowProps {
  user: PublicUser
  /** The row's buttons and links. */
  actions: ReactNode
  /** The last failed action's error, shown under the row. */
  error?: unknown
  /** Below the row: a friend's scripts when opened. */
  children?: ReactNode
}

/** One member in a list: who they are, what can be done, and what went wrong. */
export function MemberRow({ user, actions, error, children }: MemberRowProps) {
  return (
    <Box as="li" listStyleType="none" p="3" borderWidth="1px" borderRadius="md" aria-label={memberName(user)}>
      <Stack gap="3">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <MemberSummary user={user} />
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        </HStack>
        <ErrorAlert error={error} />
        {children}
      </Stack>
    </Box>
  )
}
