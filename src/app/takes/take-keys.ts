// The query keys of this device's takes, under `device` (never persisted: they are on the device
// already).
export const takeKeys = {
  device: () => ['device', 'takes'] as const,
  deviceSession: (sessionId: string) => ['device', 'takes', sessionId] as const,
}
