// Compiles the app when its sources changed since the last build (what `npm start` does first).
import { build } from './lib/cms.mjs';

await build();
