export {
  VariantSelector,
  type VariantSelectorProps,
  type VariantOptionGroup,
  type VariantValue,
  type SelectedOptions,
} from './VariantSelector';
