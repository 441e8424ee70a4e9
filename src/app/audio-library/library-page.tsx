import { Container, Heading, Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { createTexts } from './create-texts'

/** The create and edit screens' frame: the way back to the library, the heading, the content. */
export function LibraryPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="5">
        <Link asChild color="brand.fg" alignSelf="start">
          <RouterLink to="/audiolibrary">{createTexts.back}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {heading}
        </Heading>
        {children}
      </Stack>
    </Container>
  )
}
