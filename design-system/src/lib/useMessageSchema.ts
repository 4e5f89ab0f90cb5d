import { useMemo } from 'react';

/**
 * A form's validation schema, built from its translated messages and rebuilt only when one of
 * those texts (or `variant`, another input of `create`) changes: sites pass `messages` inline, so
 * the object is new on every render while its texts are not. The one place that keys a memo on
 * texts instead of objects.
 */
export function useMessageSchema<M extends { [K in keyof M]: string }, S>(
  create: (messages: M) => S,
  messages: M,
  variant?: string | number | boolean,
): S {
  const texts = Object.values<string>(messages).join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- texts changes whenever a message does
  return useMemo(() => create(messages), [texts, variant]);
}
