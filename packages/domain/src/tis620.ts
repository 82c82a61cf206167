/**
 * TIS-620 (the Thai part of Windows-874): bytes 0x00–0x7F are ASCII, 0xA1–0xFB are the Thai
 * block U+0E01–U+0E5B, one byte per character. Bank files come in it, so fields are cut by
 * bytes first and decoded after.
 */
const THAI_OFFSET = 0x0e01 - 0xa1;

export function decodeTis620(bytes: Uint8Array): string {
  // Character codes in chunks: a bank file is decoded record by record, a CSV whole.
  const CHUNK = 8192;
  let text = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    const codes = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const byte = bytes[i] as number;
      codes[i - start] =
        byte < 0x80 ? byte : byte >= 0xa1 && byte <= 0xfb ? byte + THAI_OFFSET : 0xfffd;
    }
    text += String.fromCharCode(...codes);
  }
  return text;
}

/** For building test files: characters outside TIS-620 become '?'. */
export function encodeTis620(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes[i] = code;
    else if (code >= 0x0e01 && code <= 0x0e5b) bytes[i] = code - THAI_OFFSET;
    else bytes[i] = 0x3f;
  }
  return bytes;
}
