import { describe, expect, it, vi } from 'vitest';
import { composeLayers, layerSources, type PreviewLayer } from './composeLayers';

/** A 2D context that records what is drawn, with the offscreen canvases it creates. */
function recordingContext() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push(
        `${name}(${args.map((a) => (a instanceof Object && 'tag' in a ? (a as { tag: string }).tag : a)).join(',')})`,
      );
  const offscreens: { tag: string; width: number; height: number; calls: string[] }[] = [];
  const createElement = vi.fn(() => {
    const offscreen = { tag: `offscreen${offscreens.length}`, width: 0, height: 0, calls: [] as string[] };
    offscreens.push(offscreen);
    const paint = {
      drawImage: (image: { tag: string }, ...rest: number[]) => offscreen.calls.push(`drawImage(${image.tag},${rest})`),
      fillRect: (...args: number[]) => offscreen.calls.push(`fillRect(${args})`),
      set globalCompositeOperation(value: string) {
        offscreen.calls.push(`composite=${value}`);
      },
      set fillStyle(value: string) {
        offscreen.calls.push(`fill=${value}`);
      },
    };
    return Object.assign(offscreen, { getContext: () => paint });
  });
  const ctx = {
    canvas: { ownerDocument: { createElement } },
    save: record('save'),
    restore: record('restore'),
    translate: record('translate'),
    scale: record('scale'),
    drawImage: record('drawImage'),
    fillRect: record('fillRect'),
    set fillStyle(value: string) {
      calls.push(`fill=${value}`);
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls, offscreens };
}

const image = (tag: string) => ({ tag }) as unknown as HTMLImageElement;
const images = new Map([
  ['/body.svg', image('body')],
  ['/neck.svg', image('neck')],
  ['/guard.svg', image('guard')],
]);
const size = { width: 400, height: 1000 };

describe('composeLayers', () => {
  it('draws pictures as they are, bottom layer first', () => {
    const { ctx, calls, offscreens } = recordingContext();
    composeLayers(
      ctx,
      [
        { id: 'neck', image: '/neck.svg' },
        { id: 'guard', image: '/guard.svg' },
      ],
      images,
      size,
    );
    expect(calls).toEqual(['save()', 'drawImage(neck,0,0,400,1000)', 'drawImage(guard,0,0,400,1000)', 'restore()']);
    expect(offscreens).toHaveLength(0);
  });

  it('paints a colour through its mask on an offscreen canvas (source-in), then draws that', () => {
    const { ctx, calls, offscreens } = recordingContext();
    composeLayers(ctx, [{ id: 'body', color: '#7a2626', mask: '/body.svg' }], images, size);
    expect(offscreens).toHaveLength(1);
    expect(offscreens[0]).toMatchObject({ width: 400, height: 1000 });
    expect(offscreens[0]?.calls).toEqual([
      'drawImage(body,0,0,400,1000)',
      'composite=source-in',
      'fill=#7a2626',
      'fillRect(0,0,400,1000)',
    ]);
    expect(calls).toEqual(['save()', 'drawImage(offscreen0,0,0,400,1000)', 'restore()']);
  });

  it('takes the image as the shape when a layer has a colour and an image', () => {
    const { ctx, offscreens } = recordingContext();
    composeLayers(ctx, [{ id: 'guard', color: 'white', image: '/guard.svg' }], images, size);
    expect(offscreens[0]?.calls[0]).toBe('drawImage(guard,0,0,400,1000)');
    expect(offscreens[0]?.calls).toContain('fill=white');
  });

  it('flips the whole stack for a mirrored instrument', () => {
    const { ctx, calls } = recordingContext();
    composeLayers(ctx, [{ id: 'neck', image: '/neck.svg' }], images, { ...size, mirrored: true });
    expect(calls).toEqual(['save()', 'translate(400,0)', 'scale(-1,1)', 'drawImage(neck,0,0,400,1000)', 'restore()']);
  });

  it('leaves out a layer whose image was not loaded instead of painting a rectangle of colour', () => {
    const { ctx, calls, offscreens } = recordingContext();
    composeLayers(
      ctx,
      [
        { id: 'body', color: '#7a2626', mask: '/missing.svg' },
        { id: 'pickups', image: '/missing.svg' },
      ],
      images,
      size,
    );
    expect(calls).toEqual(['save()', 'restore()']);
    expect(offscreens).toHaveLength(0);
  });

  it('fills the canvas for a colour without any shape (a background)', () => {
    const { ctx, calls } = recordingContext();
    composeLayers(ctx, [{ id: 'backdrop', color: '#f3ead8' }], images, size);
    expect(calls).toEqual(['save()', 'fill=#f3ead8', 'fillRect(0,0,400,1000)', 'restore()']);
  });
});

describe('layerSources', () => {
  it('lists every image and mask once, bottom first', () => {
    const layers: PreviewLayer[] = [
      { id: 'body', color: 'red', mask: '/body.svg' },
      { id: 'grain', image: '/body.svg' },
      { id: 'neck', image: '/neck.svg' },
      { id: 'tint', color: 'blue' },
    ];
    expect(layerSources(layers)).toEqual(['/body.svg', '/neck.svg']);
  });
});
