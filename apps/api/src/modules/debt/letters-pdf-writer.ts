import { openStreamedPdf } from '../../lib/pdf/streamed-pdf.ts';
import {
  type LetterPage,
  type LettersMeta,
  letterContent,
  lettersSettings,
  lettersTitle,
} from './letter-pdf.ts';

/**
 * A batch of debt letters written to `path` a part at a time (on the report worker thread): each
 * part's letters are laid out with the same page as `lettersDocument` and their pages streamed
 * to the file, so 5,000 letters never sit in memory at once.
 */
export function createLettersWriter(path: string, meta: LettersMeta) {
  const pdf = openStreamedPdf(path, { ...lettersSettings(meta.copy), title: lettersTitle() });
  return {
    write(letters: LetterPage[]) {
      if (letters.length === 0) return;
      pdf.add(
        letters.flatMap((letter, i) => letterContent(meta, letter, i === letters.length - 1)),
      );
    },
    end: () => pdf.end(),
  };
}
