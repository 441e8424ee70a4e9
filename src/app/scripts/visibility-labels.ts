import type { ScriptVisibility } from '#contract/scripts'

/** How a script's visibility is named in the list and in the editor. */
export const visibilityLabels: Record<ScriptVisibility, string> = {
  private: 'Private',
  friends: 'Friends',
  public: 'Public',
}
