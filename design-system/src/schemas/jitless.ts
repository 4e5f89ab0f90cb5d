import { z } from 'zod';

// Zod 4 compiles object parsers with `new Function` where it may, and finds out whether it may by
// trying one. Under the site's Content-Security-Policy (no 'unsafe-eval') that try is refused and
// the browser reports a policy violation in the console, though zod catches the error (Lighthouse
// counted it against the checkout's best practices). Jitless parsing skips the probe and the
// compiled parsers; the objects the forms and answers parse are small. Every schema module imports
// this file for its effect before it imports zod, so the setting holds before the first parse in
// every runtime; package.json lists it under `sideEffects` so no bundler drops it. (It re-exports
// nothing: importing `z` through a module of ours kept webpack from dropping zod's unused parts,
// 88 KB gzip on the checkout.)
z.config({ jitless: true });
