// When an episode is published, from what the member asked: null leaves it unpublished; a time that
// has passed means now, except the episode's own publish time sent back unchanged (editing the
// title of an episode published last week must not make it new again).
export function publishTimeOf(asked: string | null | undefined, current: Date | null, now: Date): Date | null {
  if (asked === null || asked === undefined) return null
  const time = new Date(asked)
  if (current && time.getTime() === current.getTime()) return current
  return time.getTime() < now.getTime() ? now : time
}
