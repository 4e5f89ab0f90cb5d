export { ConfiguratorPreview, type ConfiguratorPreviewProps } from './ConfiguratorPreview';
export {
  composeLayers,
  layerSources,
  loadLayerImages,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  type ComposeOptions,
  type PreviewLayer,
} from './composeLayers';
