import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { systemFor } from './systems'
import type { Variant } from './variant'

/** Chakra with the variant's system, around every page but the sign-in pages: a chunk of its own,
 *  so a first visit to /login loads none of Chakra (see `router/root-layout.tsx`). */
export function ChakraTheme({ variant, children }: { variant: Variant; children: ReactNode }) {
  return <ChakraProvider value={systemFor(variant)}>{children}</ChakraProvider>
}
