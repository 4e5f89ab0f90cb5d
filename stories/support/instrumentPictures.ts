// Instrument pictures for stories, drawn by the shop's own renderer (@tonewood/design-system/instrument)
// as the commerce image generator draws them, as SVG data URLs (16:10, 1600 × 1000).
import {
  FINISHES,
  MODELS,
  renderInstrument,
  WOODS,
  type InstrumentView,
  type ModelId,
} from '@tonewood/design-system/instrument';

export interface PictureSpec {
  model: ModelId;
  /** A finish of the catalog, e.g. 'Sunburst' or 'Oxblood'. */
  finish: string;
  leftHanded?: boolean;
  view?: InstrumentView;
  title: string;
}

export function instrumentPicture({ model, finish, leftHanded = false, view = 'front', title }: PictureSpec): string {
  const svg = renderInstrument({
    model: MODELS[model],
    finish: FINISHES[finish] ?? { kind: 'solid', colour: '#8f5a0f' },
    neck: WOODS.maple,
    fingerboard: WOODS.rosewood,
    leftHanded,
    view,
    title,
  });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
