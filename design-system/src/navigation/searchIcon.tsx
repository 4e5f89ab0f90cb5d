/** The magnifier of the search entries (header link, phone menu, search dialog): one drawing. */
export function SearchGlyph() {
  return (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" strokeLinecap="round" />
    </>
  );
}

/** The magnifier as a 2px-stroke icon (phone menu, search dialog); the header draws it with LineIcon. */
export function SearchIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <SearchGlyph />
    </svg>
  );
}
