import { Button, Menu, Portal } from '@chakra-ui/react'
import { useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { User } from '#contract/users'
import { takeInstallPrompt } from '../pwa/install-prompt'
import { InstallStepsDialog } from '../pwa/install-steps-dialog'
import { installSteps, isAppleMobile, runsInstalled } from '../pwa/install-steps'
import { useAppContext } from '../router/use-app-context'
import { carryingSignIn, mainSiteUrl, otherVariantUrl } from '../variant/variant-origins'
import { menuLinks } from './menu-items'
import { useLogOut } from './use-log-out'

/** The "Menu" button and its items (SPEC "Menu items"), loaded by `MenuButton` on first use and
 *  then open (`defaultOpen`). */
export function AppMenu({ user, defaultOpen = false }: { user: User; defaultOpen?: boolean }) {
  const { variant } = useAppContext()
  const router = useRouter()
  const navigate = useNavigate()
  const logOut = useLogOut()
  // Kept here, not in the menu, which closes (and unmounts its items) when one is chosen.
  const [installHelp, setInstallHelp] = useState<readonly string[] | null>(null)
  const installApp = () => {
    const prompt = takeInstallPrompt()
    if (prompt) void prompt.prompt()
    else setInstallHelp(isAppleMobile(navigator) ? installSteps.apple : installSteps.other)
  }

  // A page this variant does not have opens on the main site.
  const hrefOf = (path: string, route: string) => {
    const here = (
      router.routesByPath as Record<
        string,
        { options: { staticData?: { rules: Record<string, unknown> } } } | undefined
      >
    )[route]
    return here?.options.staticData?.rules[variant] ? path : mainSiteUrl(window.location, path)
  }

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm">
            Menu
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.Item value="my-pod-page" asChild>
                <a href={carryingSignIn(window.location, otherVariantUrl(window.location))}>My Pod Page</a>
              </Menu.Item>
              {menuLinks(user).map((link) => {
                const href = hrefOf(link.path, link.route)
                return (
                  <Menu.Item key={link.label} value={link.label} asChild>
                    <a
                      href={href}
                      onClick={(event) => {
                        if (!href.startsWith('/')) return
                        event.preventDefault()
                        void navigate({ href })
                      }}
                    >
                      {link.label}
                    </a>
                  </Menu.Item>
                )
              })}
              {!runsInstalled() && (
                <Menu.Item value="install-app" onSelect={installApp}>
                  Install the app
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.Item value="log-out" onSelect={() => void logOut()}>
                Log Out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {installHelp && <InstallStepsDialog steps={installHelp} onClose={() => setInstallHelp(null)} />}
    </>
  )
}
