// The query key of the member's sign-ins (never persisted: see offline/query-persistence.ts).
export const signInKeys = {
  list: () => ['sign-ins'] as const,
}
