export { HistoryScreen } from './history-screen'
