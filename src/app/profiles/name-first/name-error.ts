import { profileFieldsSchema } from '#contract/profiles'

/** The message for a name that cannot be saved, as the profile checks it; undefined when it can
 *  (an empty name included: where one is required, the caller says so). */
export function nameError(name: string): string | undefined {
  const checked = profileFieldsSchema.shape.name.safeParse(name)
  return checked.success ? undefined : checked.error.issues[0]?.message
}
