import { Box, Button, Flex, Spacer, Text } from '@chakra-ui/react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useUser } from '../auth/use-user'
import { useAppContext } from '../router/use-app-context'
import { variantLook } from '../variant/variant-look'
import { AppMenu } from './app-menu'
import { HeaderTabs } from './header-tabs'

/** The header with the variant's tabs and the menu (or "Log in" for a visitor), then the page. */
export function StandardLayout({ children }: { children: ReactNode }) {
  const { variant } = useAppContext()
  const user = useUser()
  const navigate = useNavigate()
  const here = useLocation({ select: (location) => location.href })

  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
        <Flex maxW="6xl" mx="auto" px="4" align="center" gap="4" wrap="wrap">
          <Text fontWeight="bold" color="brand.fg" py="3">
            {variantLook[variant].title}
          </Text>
          <HeaderTabs />
          <Spacer />
          {user ? (
            <AppMenu user={user} />
          ) : (
            <Button size="sm" onClick={() => void navigate({ to: '/login', search: { redirect: here } })}>
              Log in
            </Button>
          )}
        </Flex>
      </Box>
      <Box as="main" flex="1">
        {children}
      </Box>
    </Flex>
  )
}
