import { afterEach, expect, it } from 'vitest';

const original = globalThis.Function;
afterEach(() => {
  globalThis.Function = original;
});

it("parses without compiling code: the site's CSP refuses eval, and even zod's probe for it is reported", async () => {
  const constructed: unknown[][] = [];
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      constructed.push(args);
      return Reflect.construct(target, args);
    },
  });
  await import('./jitless');
  const { z } = await import('zod');
  const schema = z.object({ email: z.string(), quantity: z.number().int() });
  expect(schema.parse({ email: 'a@b.de', quantity: 2 })).toEqual({ email: 'a@b.de', quantity: 2 });
  expect(schema.safeParse({ email: 1 }).success).toBe(false);
  expect(constructed).toEqual([]);
});
