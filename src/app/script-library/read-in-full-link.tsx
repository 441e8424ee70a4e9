import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

/** Opens a free library script in full on /free_scripts2. */
export function ReadInFullLink({ scriptId }: { scriptId: string }) {
  return (
    <ChakraLink asChild alignSelf="start" fontWeight="semibold" color="brand.fg">
      <Link to="/free_scripts2" search={{ script: scriptId }}>
        Read in full
      </Link>
    </ChakraLink>
  )
}
