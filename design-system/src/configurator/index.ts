// Public exports of the configurator area; src/index.ts re-exports this file.
export * from './OptionGroup';
export * from './ConfigurationSummary';
export * from './ConfiguratorPreview';
export { formatPriceDelta } from './formatPriceDelta';
export { configuratorStrings, useConfiguratorStrings, type ConfiguratorStringKey } from './strings';
