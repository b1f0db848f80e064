import "./loading-screen.css";

// Keyed by position: the two Z letters need distinct keys.
const BRAND_LETTERS = [
  ["q", "Q"],
  ["u", "U"],
  ["i", "I"],
  ["z1", "Z"],
  ["z2", "Z"],
  ["y", "Y"],
] as const;

/** The Suspense fallback and the /load screen: the brand letters bounce in turn. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="visually-hidden">Loading…</span>
      <span className="loading-letters" aria-hidden="true">
        {BRAND_LETTERS.map(([key, letter], index) => (
          <span key={key} className="loading-letter" style={{ animationDelay: `${index * 0.12}s` }}>
            {letter}
          </span>
        ))}
      </span>
    </div>
  );
}
