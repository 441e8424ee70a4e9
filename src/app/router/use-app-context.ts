import { useRouter } from '@tanstack/react-router'
import type { AppContext } from './app-context'

/** The variant and auth the router was created with, typed by the router's registration
 *  (`app-router.tsx`), not by a cast. */
export function useAppContext(): AppContext {
  return useRouter().options.context
}
