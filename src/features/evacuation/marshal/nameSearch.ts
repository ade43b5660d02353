/** Lower case without accents, so 'zoe' finds 'Zoë'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether every word of the search occurs in the name (an empty search matches everyone). */
export function matchesName(name: string, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(name);
  return words.every((word) => haystack.includes(word));
}
