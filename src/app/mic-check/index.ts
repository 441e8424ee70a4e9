// What other features use of the mic check: its panel (the studio and the profile show it), the
// check this device keeps, and whether it is of the microphone in use.
export { checksThisMicrophone, keptMicCheck, type KeptMicCheck } from './kept-mic-check'
export { MicCheckPanel } from './mic-check-panel'
export { micCheckTexts, sampleLine, tipTexts } from './mic-check-texts'
