export { ConfigurationSummary, type ConfigurationSummaryProps, type ConfigurationChoice } from './ConfigurationSummary';
