import { q, type SeedQuestion } from "./lib/seed-question";

// Two Tamil questions: fewer than a run needs, so Tamil stays disabled on a fresh seed and
// /admin/languages shows why.
// prettier-ignore
export const tamilSeedQuestions: SeedQuestion[] = [
  q(
    "ta-01",
    "ta",
    "Too Easy",
    15,
    "ஒரு வாரத்தில் எத்தனை நாட்கள் உள்ளன?",
    ["ஐந்து", "ஆறு", "ஏழு", "எட்டு"],
    "c",
  ),
  q(
    "ta-02",
    "ta",
    "Easy",
    20,
    "இந்தியாவின் தலைநகரம் எது?",
    ["மும்பை", "கொல்கத்தா", "புது தில்லி", "சென்னை"],
    "c",
  ),
];
