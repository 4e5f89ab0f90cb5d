// @tonewood/design-system/instrument: the one instrument renderer (models, finishes, SVG), free of
// React and the DOM, so commerce's image generator and the configurator draw the same instruments.
export { FINISHES, finishOf, type Finish } from './finishes';
export { MODELS, isModelId, fretDistance, type InstrumentModel, type ModelId } from './models';
export {
  bodyPath,
  drawInstrument,
  layout,
  renderInstrument,
  WOODS,
  type InstrumentView,
  type RenderOptions,
} from './render';
export { configuratorLayers } from './layers';
