import type { BilingualPair } from '../languagePanelStrings';

/** German and English side by side, each marked with its language: "Sprache / Language". */
export function Bilingual({ text }: { text: BilingualPair }) {
  return (
    // One element, so flex containers such as buttons treat it as a single label.
    <span>
      <span lang="de">{text.de}</span> / <span lang="en">{text.en}</span>
    </span>
  );
}
