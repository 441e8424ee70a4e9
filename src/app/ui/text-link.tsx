import { Link } from '@chakra-ui/react'
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** A router link styled as a Chakra link. */
export function TextLink({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <Link asChild color="brand.fg">
      <RouterLink {...link}>{children}</RouterLink>
    </Link>
  )
}
