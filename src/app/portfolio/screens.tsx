export { PortfolioScreen } from './portfolio-screen'
