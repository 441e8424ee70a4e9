import { Heading, Stack } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** A titled part of /friends; `items` are the rows of its list (an `ul` named by the title). */
export function FriendsSection({ title, items, empty }: { title: string; items: ReactNode[]; empty?: ReactNode }) {
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      {items.length === 0 ? (
        empty
      ) : (
        <Stack as="ul" aria-labelledby={headingId} gap="2" m="0" p="0">
          {items}
        </Stack>
      )}
    </Stack>
  )
}
