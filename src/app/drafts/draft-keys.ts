// The query keys of drafts: the server's lists (persisted), and this device's working copies under
// `device` (never persisted: they are on the device already).
export const draftKeys = {
  lists: () => ['drafts', 'list'] as const,
  list: (archived: boolean) => ['drafts', 'list', archived ? 'archived' : 'active'] as const,
  device: () => ['device', 'drafts'] as const,
  deviceList: (ownerId: string) => ['device', 'drafts', 'list', ownerId] as const,
  deviceOne: (id: string) => ['device', 'drafts', id] as const,
}
