/** Escapes LIKE wildcards so a search for "50%" or "A_B" matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
