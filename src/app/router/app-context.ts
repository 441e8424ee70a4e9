import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { Privilege } from '#contract/privileges'
import type { Auth } from '../auth/auth'
import type { Variant } from '../variant/variant'

/** The router context every route sees. */
export interface AppContext {
  variant: Variant
  auth: Auth
  /** The app's query cache: a page starts its reads here as soon as its route matches (`page-route.ts`). */
  queryClient: QueryClient
  /** What the root layout shows that a feature draws (the router imports no feature). */
  shell: ShellScreens
}

export interface ShellScreens {
  /** The dashboard's login dialog, shown where a refused page would be. */
  InPlaceLogin: ComponentType<{ noPrivilege: boolean }>
  /** What a signed-in member sees on a page their memberships do not open. */
  NoPrivilege: ComponentType<{ privilege: Privilege }>
}
