import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useUser } from '../auth/use-user'
import { ProfileButton } from '../profiles/editor/profile-button'
import { useAppContext } from '../router/use-app-context'
import { variantLook } from '../variant/variant-look'
import { HeaderTabs } from './header-tabs'
import { MenuButton } from './menu-button'

/** The header with the variant's tabs and the menu (or "Log in" for a visitor), then the page. */
export function StandardLayout({ children }: { children: ReactNode }) {
  const { variant } = useAppContext()
  const user = useUser()
  const navigate = useNavigate()
  const here = useLocation({ select: (location) => location.href })

  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
        {/* Phones: title and menu on one row, the tabs below; wider screens: one row. */}
        <Grid
          maxW="6xl"
          mx="auto"
          px="4"
          alignItems="center"
          columnGap="4"
          templateColumns={{ base: '1fr auto', md: 'auto 1fr auto' }}
          templateAreas={{ base: '"title account" "tabs tabs"', md: '"title tabs account"' }}
        >
          <Text gridArea="title" fontWeight="bold" color="brand.fg" py="3">
            {variantLook[variant].title}
          </Text>
          <Box gridArea="tabs" minW="0">
            <HeaderTabs />
          </Box>
          <Box gridArea="account">
            {user ? (
              <Flex gap="1" align="center">
                <ProfileButton user={user} />
                <MenuButton user={user} />
              </Flex>
            ) : (
              // data-login-opener: Escape in the login dialog brings focus back here (users/back-to-opener.ts).
              <Button
                size="sm"
                data-login-opener=""
                onClick={() => void navigate({ to: '/login', search: { redirect: here } })}
              >
                Log in
              </Button>
            )}
          </Box>
        </Grid>
      </Box>
      <Box as="main" flex="1">
        {children}
      </Box>
    </Flex>
  )
}
