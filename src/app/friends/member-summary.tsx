import { HStack, Stack, Text } from '@chakra-ui/react'
import type { PublicUser } from '#contract/users'
import { MemberAvatar, memberName } from '../profiles'

/** Photo (or initials), name and handle, as far as the member's visibility lets the caller see. */
export function MemberSummary({ user }: { user: PublicUser }) {
  return (
    <HStack gap="3" minW="0" flex="1">
      <MemberAvatar user={user} />
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" truncate>
          {memberName(user)}
        </Text>
        {user.name && user.handle && (
          <Text fontSize="sm" color="fg.muted" truncate>
            @{user.handle}
          </Text>
        )}
      </Stack>
    </HStack>
  )
}
