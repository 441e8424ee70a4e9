// The query keys of public profiles. What a profile holds depends on who asks (hidden fields are
// null), so the viewer is part of the key: signing in or out reads it again.
import type { ProfileLookup } from './profile-queries'

export const profileKeys = {
  all: () => ['profile'] as const,
  of: (lookup: ProfileLookup, viewer: string | null) =>
    'handle' in lookup
      ? (['profile', 'handle', lookup.handle, viewer] as const)
      : (['profile', 'id', lookup.userId, viewer] as const),
}
