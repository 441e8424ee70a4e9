import type { Privilege } from '../../contract/privileges'
import type { AuthRule, VariantRule } from './route-rules'

/** Inside the variant's header layout. */
export function standard(auth: AuthRule = 'open', privilege?: Privilege): VariantRule {
  return privilege ? { layout: 'standard', auth, privilege } : { layout: 'standard', auth }
}

/** A page of its own, without the header. */
export function standalone(auth: AuthRule = 'open'): VariantRule {
  return { layout: 'standalone', auth }
}

/** A sign-in page (/login, /register, /resetpassword): standalone, and painted without Chakra. */
export function signInPage(auth: AuthRule = 'open'): VariantRule {
  return { layout: 'sign-in', auth }
}
