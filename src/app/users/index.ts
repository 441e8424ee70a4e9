// What other features use of the accounts: closing one (in the profile editor).
export { useCloseAccount } from './user-queries'
