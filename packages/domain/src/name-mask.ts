/**
 * Masks a water user's name for public screens (the bill-check page): the first name and the
 * first letter of the surname, 'สมชาย ใ.'. "First letter" is the first grapheme cluster, so a
 * consonant keeps its vowel and tone marks ('สุขใจ' → 'สุ.', not a bare 'ส' with a stray
 * mark), while a leading vowel such as ใ/เ/แ/โ/ไ, which Thai writes before its consonant, is a
 * cluster of its own ('ใจดี' → 'ใ.').
 */
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

export function firstGrapheme(text: string): string {
  for (const { segment } of graphemes.segment(text)) return segment;
  return '';
}

export function maskName(firstName: string, lastName: string): string {
  const first = collapseSpaces(firstName);
  const initial = firstGrapheme(collapseSpaces(lastName));
  if (initial === '') return first;
  return first === '' ? `${initial}.` : `${first} ${initial}.`;
}

function collapseSpaces(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
