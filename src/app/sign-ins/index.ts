// What other features use of the signed-in devices: their list (in the profile editor).
export { SignedInDevices } from './signed-in-devices'
