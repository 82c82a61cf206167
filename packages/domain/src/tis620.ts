/**
 * TIS-620 (the Thai part of Windows-874): bytes 0x00–0x7F are ASCII, 0xA1–0xFB are the Thai
 * block U+0E01–U+0E5B, one byte per character. Bank files come in it, so fields are cut by
 * bytes first and decoded after.
 */
const THAI_OFFSET = 0x0e01 - 0xa1;

export function decodeTis620(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    if (byte < 0x80) text += String.fromCharCode(byte);
    else if (byte >= 0xa1 && byte <= 0xfb) text += String.fromCharCode(byte + THAI_OFFSET);
    else text += '\uFFFD';
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
