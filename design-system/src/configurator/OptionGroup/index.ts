export { OptionGroup, type OptionGroupProps, type ConfiguratorOption } from './OptionGroup';
