// What other features use of the templates: their list (on the scripts screen).
export { TemplateList } from './template-list'
export { templateListOptions } from './template-queries'
