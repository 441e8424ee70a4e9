// The few typographic pieces the readable pages' content is written with, so the content modules
// hold words and the look lives here (Chakra's semantic tokens only: the pages follow each
// variant's light or dark theme).
import { Box, Heading, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** Room above a heading reached by its place link, so the sticky header does not cover it. */
export const headingScrollMargin = '8rem'

/** A heading inside a section (h3), with a place id when other pages link to it. */
export function SubHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Heading as="h3" size="md" id={id} scrollMarginTop={headingScrollMargin} pt="2">
      {children}
    </Heading>
  )
}

export function Para({ children }: { children: ReactNode }) {
  return <Text lineHeight="tall">{children}</Text>
}

/** A button, tab, menu item or field as the app labels it. */
export function Ui({ children }: { children: ReactNode }) {
  return (
    <Text as="strong" fontWeight="semibold">
      {children}
    </Text>
  )
}

export function Steps({ children }: { children: ReactNode }) {
  return (
    <Box as="ol" ps="6" listStyleType="decimal" lineHeight="tall" display="grid" gap="1">
      {children}
    </Box>
  )
}

export function Bullets({ children }: { children: ReactNode }) {
  return (
    <Box as="ul" ps="6" listStyleType="disc" lineHeight="tall" display="grid" gap="1">
      {children}
    </Box>
  )
}

/** A link to another readable page (or a place in one); these pages exist in both variants. */
export function PageLink({
  to,
  hash,
  children,
}: {
  to: '/guide' | '/about' | '/faq' | '/contact' | '/membership' | '/subscription'
  hash?: string
  children: ReactNode
}) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to} hash={hash}>
        {children}
      </RouterLink>
    </Link>
  )
}

/** A place on the same page: the browser scrolls there itself. */
export function PlaceLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Link href={`#${id}`} color="brand.fg" textDecoration="underline">
      {children}
    </Link>
  )
}
