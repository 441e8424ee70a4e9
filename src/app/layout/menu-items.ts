import type { Privilege } from '#contract/privileges'
import type { User } from '#contract/users'
import { hasPrivilege, isSchoolUser } from '../auth/privileges'

export interface MenuLink {
  label: string
  /** The address to open; `route` names the route it belongs to (to know if this variant has it). */
  path: string
  route: string
}

/** SPEC "Menu items", in order, for this user (Log Out and My Pod Page are added by the menu). */
export function menuLinks(user: User): MenuLink[] {
  const links: (MenuLink & { privilege?: Privilege; hidden?: boolean })[] = [
    { label: 'Portfolio', path: `/portfolio/${encodeURIComponent(user.id)}`, route: '/portfolio/$userId' },
    { label: 'History', path: '/history', route: '/history' },
    { label: 'Archived Drafts', path: '/archive', route: '/archive' },
    { label: 'Script Library', path: '/free_scripts2', route: '/free_scripts2', privilege: 'read_free_script' },
    { label: 'Audio Library', path: '/audiolibrary', route: '/audiolibrary', privilege: 'audio_library' },
    { label: 'User Guide', path: '/guide', route: '/guide' },
    { label: 'Membership', path: '/membership', route: '/membership', hidden: isSchoolUser(user) },
    { label: 'Contact Us', path: '/contact', route: '/contact' },
    { label: 'Home Page', path: '/', route: '/' },
  ]
  return links
    .filter((link) => !link.hidden && (!link.privilege || hasPrivilege(user, link.privilege)))
    .map(({ label, path, route }) => ({ label, path, route }))
}
