// A preflight report: each rule of the destination, passed or failed, with the figure measured.
import { List } from '@chakra-ui/react'
import type { PreflightRule } from '../audio/preflight'

export const allPass = (rules: readonly PreflightRule[]) => rules.every((rule) => rule.pass)

export function PreflightList({ rules }: { rules: readonly PreflightRule[] }) {
  return (
    <List.Root gap="1" variant="plain">
      {rules.map((rule) => (
        <List.Item key={rule.rule} fontSize="sm">
          {rule.pass ? '✓ Pass' : '✗ Fail'}: {rule.rule}, measured {rule.measured}
        </List.Item>
      ))}
    </List.Root>
  )
}
