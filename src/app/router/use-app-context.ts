import { useRouter } from '@tanstack/react-router'
import type { AppContext } from './app-context'

/** The variant and auth the router was created with. */
export function useAppContext(): AppContext {
  return useRouter().options.context as AppContext
}
