// The query key of the server's Microsoft sign-in settings.
export const msSignInKeys = {
  config: () => ['ms-sign-in-config'] as const,
}
