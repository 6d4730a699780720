let sequence = 0;

/**
 * A part-number prefix no other test uses (this page's time and a counter), so a test finds its
 * own RFQs by searching for it while other files work on the same server.
 */
export function uniqueTag(): string {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return `CT${stamp.toUpperCase()}${sequence}`;
}
