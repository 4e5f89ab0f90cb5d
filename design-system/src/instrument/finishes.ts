/**
 * How a finish looks: a solid colour, a burst (a lighter centre darkening to the edge) or a clear
 * coat over the wood (its colour and grain show).
 */
export interface Finish {
  kind: 'solid' | 'burst' | 'natural';
  /** The colour at the edge (burst), the paint (solid) or the wood (natural). */
  colour: string;
  /** The centre of a burst. */
  centre?: string;
  /** The scratch plate's colour. */
  guard?: string;
  /** Metallic or nitro sheen strength, 0..1. */
  sheen?: number;
}

/** The catalog's finishes by their English option value. */
export const FINISHES: Record<string, Finish> = {
  Sunburst: { kind: 'burst', colour: '#1e1108', centre: '#e0a23a', guard: '#f4f0e6' },
  'Aged Sunburst': { kind: 'burst', colour: '#2a170b', centre: '#c98a35', guard: '#efe2c4' },
  'Natural Ash': { kind: 'natural', colour: '#e3c38f', guard: '#1f1f1f' },
  Oxblood: { kind: 'solid', colour: '#5c1417', guard: '#f4f0e6', sheen: 0.5 },
  Butterscotch: { kind: 'natural', colour: '#e8b75c', guard: '#f4f0e6' },
  'Black Guard': { kind: 'natural', colour: '#dca552', guard: '#151515' },
  'Honey Burst': { kind: 'burst', colour: '#8a4a14', centre: '#f1c46a', guard: '#2a1a10' },
  Natural: { kind: 'natural', colour: '#e9cd98', guard: '#2a1a10' },
  'Cherry Burst': { kind: 'burst', colour: '#5e0d12', centre: '#e08a3a', guard: '#151515' },
  'Tobacco Burst': { kind: 'burst', colour: '#24140a', centre: '#a8662a', guard: '#151515' },
  'Sea Foam': { kind: 'solid', colour: '#8fcdb4', guard: '#f4f0e6', sheen: 0.5 },
  'Cobalt Blue': { kind: 'solid', colour: '#1f4e9a', guard: '#e8dcc0', sheen: 0.7 },
  'Olympic White': { kind: 'solid', colour: '#efeadb', guard: '#7a3a2a', sheen: 0.4 },
  'Shell Pink': { kind: 'solid', colour: '#eaa9b8', guard: '#f4f0e6', sheen: 0.5 },
  'Olive Drab': { kind: 'solid', colour: '#5d5f35', guard: '#151515', sheen: 0.3 },
  Black: { kind: 'solid', colour: '#161616', guard: '#151515', sheen: 0.6 },
  Walnut: { kind: 'natural', colour: '#6a4326', guard: '#151515' },
  Cream: { kind: 'solid', colour: '#efe3c2', guard: '#3a2a1a', sheen: 0.4 },
  'Ocean Burst': { kind: 'burst', colour: '#0e3346', centre: '#5fb0c8' },
};

/** A finish by its name, else a solid in the given colour (a catalog colour for a one-finish product). */
export const finishOf = (name: string | undefined, fallback: string): Finish =>
  (name ? FINISHES[name] : undefined) ?? { kind: 'solid', colour: fallback, guard: '#151515', sheen: 0.4 };
