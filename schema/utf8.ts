/** The file's text, or where its first byte that is not UTF-8 stands (1-based line and column). */
export type Decoded = { ok: true; text: string } | { ok: false; line: number; column: number; byte: number };

/** Length of the UTF-8 sequence starting at `index`, or 0 when the bytes there are not valid UTF-8. */
function sequenceLength(bytes: Uint8Array, index: number): number {
  const first = bytes[index]!;
  const continuation = (offset: number) => {
    const byte = bytes[index + offset];
    return byte !== undefined && (byte & 0xc0) === 0x80;
  };
  if (first < 0x80) return 1;
  if (first >= 0xc2 && first <= 0xdf) return continuation(1) ? 2 : 0;
  if (first >= 0xe0 && first <= 0xef) {
    const second = bytes[index + 1] ?? 0;
    if ((first === 0xe0 && second < 0xa0) || (first === 0xed && second > 0x9f)) return 0;
    return continuation(1) && continuation(2) ? 3 : 0;
  }
  if (first >= 0xf0 && first <= 0xf4) {
    const second = bytes[index + 1] ?? 0;
    if ((first === 0xf0 && second < 0x90) || (first === 0xf4 && second > 0x8f)) return 0;
    return continuation(1) && continuation(2) && continuation(3) ? 4 : 0;
  }
  return 0;
}

/** Decodes UTF-8 strictly: a Latin-1 "é" byte is reported where it stands instead of shown as "�". */
export function decodeUtf8(bytes: Uint8Array): Decoded {
  // Valid UTF-8, the usual case, is decoded natively; only a file that is not is walked byte by byte to say where.
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // found below
  }
  let line = 1;
  let column = 1;
  for (let index = 0; index < bytes.length; ) {
    const length = sequenceLength(bytes, index);
    if (length === 0) return { ok: false, line, column, byte: bytes[index]! };
    if (bytes[index] === 0x0a) {
      line += 1;
      column = 1;
    } else column += length === 4 ? 2 : 1;
    index += length;
  }
  return { ok: true, text: new TextDecoder('utf-8').decode(bytes) };
}
