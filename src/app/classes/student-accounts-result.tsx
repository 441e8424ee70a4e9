import { Alert, Button, HStack, Stack, Table } from '@chakra-ui/react'
import type { StudentAccount, TeacherClass } from '#contract/classes'
import { SignInCards } from './sign-in-cards'

export const shownOnceText =
  'These passwords are shown only now. Print the sign-in cards or write them down before you close this.'

/** The new accounts with their first passwords, once: a table on screen, cards on paper. */
export function StudentAccountsResult({
  item,
  accounts,
  onDone,
}: {
  item: TeacherClass
  accounts: StudentAccount[]
  onDone: () => void
}) {
  return (
    <Stack gap="3">
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>{shownOnceText}</Alert.Title>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" fontWeight="semibold">
            New accounts for {item.name}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>User ID</Table.ColumnHeader>
              <Table.ColumnHeader>First password</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {accounts.map((account) => (
              <Table.Row key={account.userId}>
                <Table.Cell>{account.name}</Table.Cell>
                <Table.Cell fontFamily="mono">{account.username}</Table.Cell>
                <Table.Cell fontFamily="mono">{account.password}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack gap="2">
        <Button size="sm" onClick={() => window.print()}>
          Print sign-in cards
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Close the list
        </Button>
      </HStack>
      <SignInCards item={item} accounts={accounts} />
    </Stack>
  )
}
