import { List, Text } from '@chakra-ui/react'

/** Roles as actors scan them: the name, then what the role is. */
export function RoleList({ roles }: { roles: ReadonlyArray<{ name: string; description: string }> }) {
  return (
    <List.Root gap="1" ps="5">
      {roles.map((role, index) => (
        <List.Item key={`${role.name}-${index}`}>
          <Text as="span" fontWeight="semibold">
            {role.name}
          </Text>
          {role.description && <Text as="span" color="fg.muted">{` – ${role.description}`}</Text>}
        </List.Item>
      ))}
    </List.Root>
  )
}
