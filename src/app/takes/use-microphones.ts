// The device's microphones, for the member to choose from. Browsers name them only once the page
// may use the microphone; before that each is "Microphone n". The list follows plugging and
// unplugging (`devicechange`) and is read again when `refreshKey` changes (after a take started).
import { useEffect, useState } from 'react'

export interface Microphone {
  deviceId: string
  label: string
}

async function listMicrophones(): Promise<Microphone[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return []
  const devices = await navigator.mediaDevices.enumerateDevices()
  return devices
    .filter((device) => device.kind === 'audioinput' && device.deviceId !== '' && device.deviceId !== 'default')
    .map((device, index) => ({ deviceId: device.deviceId, label: device.label || `Microphone ${index + 1}` }))
}

export function useMicrophones(refreshKey: unknown): Microphone[] {
  const [microphones, setMicrophones] = useState<Microphone[]>([])
  useEffect(() => {
    let live = true
    const read = () =>
      void listMicrophones().then(
        (list) => live && setMicrophones(list),
        () => undefined,
      )
    read()
    navigator.mediaDevices?.addEventListener?.('devicechange', read)
    return () => {
      live = false
      navigator.mediaDevices?.removeEventListener?.('devicechange', read)
    }
  }, [refreshKey])
  return microphones
}
