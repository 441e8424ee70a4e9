/** A comparison for React's `memo`: the same props, one of them (`key`) compared by `same` (a value
 *  built anew on every render that may still show the same), the others by identity. */
export function sameProps<P extends object, K extends keyof P>(key: K, same: (a: P[K], b: P[K]) => boolean) {
  return (before: P, after: P): boolean => {
    const names = Object.keys(after) as Array<keyof P>
    return (
      names.length === Object.keys(before).length &&
      names.every((name) => (name === key ? same(before[key], after[key]) : before[name] === after[name]))
    )
  }
}
