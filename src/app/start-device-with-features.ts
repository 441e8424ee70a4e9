// The device chunk main.tsx loads after the first paint: the offline layer's start and the features
// it runs, in one download.
export { startDevice } from './offline/start-device'
export { deviceFeatures } from './device-features'
