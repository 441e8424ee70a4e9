import { Box, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { HeaderTab } from './header-tab-list'

/** A header tab; the router marks the active one with aria-current="page". */
export function TabLink({ tab, dot }: { tab: HeaderTab; dot?: boolean }) {
  const descriptionId = `${tab.label.replace(/\s+/g, '-').toLowerCase()}-news`
  return (
    <ChakraLink
      asChild
      // One line each at 360 px (issue 34): labels never wrap; a row too long scrolls (header-tabs.tsx).
      px={{ base: '2', sm: '3' }}
      whiteSpace="nowrap"
      flexShrink="0"
      py="3"
      borderBottomWidth="3px"
      borderColor="transparent"
      color="fg.muted"
      fontWeight="medium"
      textDecoration="none"
      position="relative"
      _hover={{ color: 'fg', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', borderColor: 'brand.solid', fontWeight: 'semibold' }}
    >
      <Link
        to={tab.to}
        activeOptions={{ exact: tab.exact ?? false }}
        aria-describedby={dot ? descriptionId : undefined}
      >
        {tab.label}
        {dot && (
          <>
            <Box
              as="span"
              data-new-notifications=""
              aria-hidden="true"
              position="absolute"
              top="2"
              right="1"
              boxSize="2"
              borderRadius="full"
              bg="red.500"
            />
            <Box as="span" id={descriptionId} srOnly>
              New notifications
            </Box>
          </>
        )}
      </Link>
    </ChakraLink>
  )
}
