import { expect, within } from 'storybook/test';

/**
 * The product gallery's frame holds the active picture and, under it, the slide controls: no
 * empty space in the frame, no button over the product. `root` contains the gallery.
 */
export async function expectPictureFillsFrame(root: HTMLElement) {
  const carousel = root.querySelector<HTMLElement>('[data-slot="carousel"]')!;
  const frame = carousel.getBoundingClientRect();
  const picture = carousel.querySelector('[data-slot="carousel-slide"][data-active] img')!.getBoundingClientRect();
  const controls = within(carousel).queryAllByRole('button').at(-1)?.parentElement?.getBoundingClientRect();
  await expect(Math.abs(picture.top - frame.top)).toBeLessThan(1);
  await expect(Math.abs(frame.bottom - (controls?.bottom ?? picture.bottom))).toBeLessThan(1);
  if (controls) await expect(controls.top).toBeGreaterThanOrEqual(picture.bottom - 0.5);
}
