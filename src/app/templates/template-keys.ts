// The query keys of templates (the same for everyone).
export const templateKeys = {
  all: () => ['templates'] as const,
  list: () => ['templates', 'list'] as const,
  detail: (id: string) => ['templates', id] as const,
}
