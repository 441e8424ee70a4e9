export { HistoryScreen } from './history-screen'
export { prefetchHistoryScreen } from './history-queries'
