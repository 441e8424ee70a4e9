import { Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { friendsLimits } from '#contract/friends'
import { QueryStates, EmptyState } from '../ui/query-states'
import { TextField } from '../ui/text-field'
import { useMemberSearch } from './friend-queries'
import { SearchResultRow } from './search-result-row'
import { searchTerm } from './search-term'
import { useDebouncedValue } from '../ui/use-debounced-value'

export const searchLabel = 'Find members by handle or name'
export const searchHint = `Type at least ${friendsLimits.queryMin} characters of a handle or a name. E-mail addresses are never searched.`
/** Typing pauses this long before the server is asked. */
export const searchDelayMs = 300

/** Search for members to ask; each result carries the next step with them. */
export function MemberSearch() {
  const [text, setText] = useState('')
  const term = searchTerm(useDebouncedValue(text, searchDelayMs))
  const results = useMemberSearch(term)

  return (
    <Stack as="section" aria-label="Find members" gap="3">
      <TextField
        label={searchLabel}
        hint={searchHint}
        type="search"
        autoComplete="off"
        maxLength={friendsLimits.queryMax}
        value={text}
        onChange={setText}
      />
      {term !== null && searchTerm(text) !== null && (
        <QueryStates
          query={results}
          loading="Searching…"
          offline="You are offline. Searching needs a connection; it runs when you are back online."
        >
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState title={`No members found for “${term}”.`}>
                Try part of a name, or the start of a handle.
              </EmptyState>
            ) : (
              <Stack as="ul" aria-label="Members found" gap="2" m="0" p="0">
                {data.items.map((result) => (
                  <SearchResultRow key={result.user.id} result={result} />
                ))}
              </Stack>
            )
          }
        </QueryStates>
      )}
    </Stack>
  )
}
