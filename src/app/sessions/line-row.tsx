import { Badge, Box, Stack, Text, chakra } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'
import type { Session } from '#contract/sessions'
import { lineButtonAttribute } from './line-arrow-keys'

type Line = Session['script']['lines'][number]

interface LineRowProps {
  line: Line
  roleName: string | null
  mine: boolean
  current: boolean
  /** Its take plays now ("Play session"). */
  playing?: boolean
  onSelect: () => void
  /** The line's takes. */
  children?: ReactNode
}

/** One line of the script: who says it and what; a click makes it the current line. */
export function LineRow({ line, roleName, mine, current, playing = false, onSelect, children }: LineRowProps) {
  const row = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (current || playing) row.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [current, playing])

  return (
    <Box
      as="li"
      ref={row}
      role="listitem"
      aria-current={current ? 'true' : undefined}
      listStyleType="none"
      data-playing={playing ? '' : undefined}
      borderWidth={current || playing ? '2px' : '1px'}
      borderColor={playing ? 'green.solid' : current ? 'brand.solid' : 'border'}
      bg={current ? 'brand.subtle' : mine ? undefined : 'bg.muted'}
      borderRadius="md"
      px="3"
      py="2"
      scrollMarginBottom="40"
    >
      <chakra.button
        {...{ [lineButtonAttribute]: '' }}
        type="button"
        onClick={onSelect}
        textAlign="start"
        w="full"
        cursor="pointer"
        display="block"
      >
        <Stack gap="1">
          {line.kind === 'dialogue' ? (
            <Text fontWeight="semibold" fontSize="sm" color={mine ? 'fg' : 'fg.muted'}>
              {roleName ?? 'Unknown role'}{' '}
              {mine && (
                <Badge colorPalette="brand" ms="2">
                  Your line
                </Badge>
              )}
              {playing && (
                <Badge colorPalette="green" ms="2">
                  Playing
                </Badge>
              )}
            </Text>
          ) : null}
          <Text
            fontStyle={line.kind === 'dialogue' ? undefined : 'italic'}
            color={line.kind === 'dialogue' ? 'fg' : 'fg.muted'}
          >
            {line.text}
          </Text>
        </Stack>
      </chakra.button>
      {children}
    </Box>
  )
}
