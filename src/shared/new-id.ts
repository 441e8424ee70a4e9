/** A new random id in the server's format (16 random bytes, base64url, 22 characters). The app makes
 *  ids itself for anything it may create offline, so a retried write is recognised as the same one. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
