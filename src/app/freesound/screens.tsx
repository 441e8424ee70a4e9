export { FreesoundScreen } from './freesound-screen'
