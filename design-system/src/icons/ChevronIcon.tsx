import { icon, round, chevronFrame, type IconProps } from './frame';

const chevrons = {
  left: icon(chevronFrame, <path d="M12.5 4.5L7 10l5.5 5.5" {...round} />),
  right: icon(chevronFrame, <path d="M7.5 4.5L13 10l-5.5 5.5" {...round} />),
  down: icon(chevronFrame, <path d="M5 7.5l5 5 5-5" {...round} />),
};

/** A chevron: the carousel's previous and next, the menu's and the select's open marker. */
export function ChevronIcon({ direction, ...props }: IconProps & { direction: keyof typeof chevrons }) {
  const Chevron = chevrons[direction];
  return <Chevron {...props} />;
}
