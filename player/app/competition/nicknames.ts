/**
 * Nickname suggestions for competitions in NICKNAME mode (issue 27): an adjective and an animal,
 * in the player's language, e.g. "Flinker Fuchs" / "Clever Otter". Players may edit them.
 */
const WORDS = {
  de: {
    // Masculine nouns only, so the adjective's ending (-er) always fits.
    adjectives: [
      "Flinker",
      "Kluger",
      "Mutiger",
      "Stiller",
      "Schneller",
      "Heller",
      "Wacher",
      "Lustiger",
      "Tapferer",
      "Neugieriger",
      "Listiger",
      "Fröhlicher",
      "Ruhiger",
      "Wilder",
      "Pfiffiger",
      "Geduldiger",
    ],
    animals: [
      "Fuchs",
      "Dachs",
      "Otter",
      "Luchs",
      "Rabe",
      "Adler",
      "Biber",
      "Igel",
      "Falke",
      "Wolf",
      "Hase",
      "Kauz",
      "Pinguin",
      "Delfin",
      "Koala",
      "Panda",
    ],
  },
  en: {
    adjectives: [
      "Swift",
      "Clever",
      "Brave",
      "Quiet",
      "Quick",
      "Bright",
      "Wise",
      "Jolly",
      "Bold",
      "Curious",
      "Cunning",
      "Cheerful",
      "Calm",
      "Wild",
      "Witty",
      "Patient",
    ],
    animals: [
      "Fox",
      "Badger",
      "Otter",
      "Lynx",
      "Raven",
      "Eagle",
      "Beaver",
      "Hedgehog",
      "Falcon",
      "Wolf",
      "Hare",
      "Owl",
      "Penguin",
      "Dolphin",
      "Koala",
      "Panda",
    ],
  },
} as const;

/** A random suggestion; `taken` (lower case) are avoided where the list allows. */
export function suggestNickname(
  locale: "de" | "en",
  taken: string[] = [],
  random: () => number = Math.random,
): string {
  const { adjectives, animals } = WORDS[locale];
  const used = new Set(taken.map((n) => n.trim().toLowerCase()));
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = `${adjectives[Math.floor(random() * adjectives.length)]} ${
      animals[Math.floor(random() * animals.length)]
    }`;
    if (!used.has(name.toLowerCase())) return name;
  }
  return `${adjectives[0]} ${animals[0]} ${Math.floor(random() * 90) + 10}`;
}
