import type { StoryContext } from '@storybook/react-vite';

export type Lang = 'en' | 'de';

/** The story's language from the toolbar (or the test-runner's run). */
export const langOf = (context: Pick<StoryContext, 'globals'>): Lang => (context.globals.locale === 'de' ? 'de' : 'en');

/** Picks the sample text for the story's language. */
export const inLang = <T>(context: Pick<StoryContext, 'globals'>, texts: Record<Lang, T>): T => texts[langOf(context)];

export const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The narrowest phone the shop supports (320 px): where long German labels run out of room. */
export const smallPhone = { viewport: { value: 'smallPhone', isRotated: false } };
