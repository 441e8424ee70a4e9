// Lines laid out as a script is read: the role's name above its speech, directions in italic
// parentheses under it, action as plain paragraphs. Used by the reader, templates and the library.
import { Box, Stack, Text } from '@chakra-ui/react'
import type { LineKind } from '#contract/scripts'

export interface ReadableLine {
  /** The speaking role's name; for a direction, the role it belongs to; null for action. */
  role: string | null
  kind: LineKind
  text: string
}

type Block = { kind: 'speech'; role: string; lines: ReadableLine[] } | { kind: 'line'; line: ReadableLine }

function toBlocks(lines: ReadableLine[]): Block[] {
  const blocks: Block[] = []
  for (const line of lines) {
    const last = blocks.at(-1)
    if (line.kind === 'action' || line.role === null) blocks.push({ kind: 'line', line })
    else if (last?.kind === 'speech' && last.role === line.role) last.lines.push(line)
    else blocks.push({ kind: 'speech', role: line.role, lines: [line] })
  }
  return blocks
}

function inParentheses(text: string): string {
  return text.startsWith('(') && text.endsWith(')') ? text : `(${text})`
}

function LineText({ line }: { line: ReadableLine }) {
  if (line.kind === 'direction') {
    return (
      <Text fontStyle="italic" color="fg.muted">
        {inParentheses(line.text)}
      </Text>
    )
  }
  return <Text whiteSpace="pre-wrap">{line.text}</Text>
}

export function ScriptText({ lines }: { lines: ReadableLine[] }) {
  return (
    <Stack gap="4" fontFamily="'Courier Prime', 'Courier New', monospace" fontSize="md" lineHeight="tall">
      {toBlocks(lines).map((block, index) =>
        block.kind === 'speech' ? (
          <Box key={index} mx={{ base: '2', md: '16' }} data-role={block.role}>
            <Text fontWeight="bold" textTransform="uppercase" textAlign="center">
              {block.role}
            </Text>
            {block.lines.map((line, at) => (
              <LineText key={at} line={line} />
            ))}
          </Box>
        ) : (
          <LineText key={index} line={block.line} />
        ),
      )}
    </Stack>
  )
}
