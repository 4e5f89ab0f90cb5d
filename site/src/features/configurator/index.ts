// The configurator feature: the page's view (ConfiguratorView), its pure rules (rules.ts: models
// and option groups, constraints, price, picture layers, the URL and the reference), the quote
// request and the PDF, both loaded on demand. Only the configurator template and the build's
// page step (types) import it.
export { ConfiguratorView } from './ConfiguratorView';
export type { ConfiguratorModel, OptionGroup as ConfiguratorGroup, OptionValue as ConfiguratorValue } from './rules';
