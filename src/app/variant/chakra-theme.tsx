import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { system } from './systems'
// The system's global CSS, written at build time (`chakra-global-css.ts`): ChakraProvider inserts
// none at run time.
import 'virtual:chakra-global.css'

/** Chakra around every page but the sign-in pages: a chunk of its own, so a first visit to /login
 *  loads none of Chakra (see `router/root-layout.tsx`). */
export function ChakraTheme({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>
}
