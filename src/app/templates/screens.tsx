export { TemplateScreen } from './template-screen'
