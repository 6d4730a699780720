/**
 * A part number as it is compared (spec: one inventory item per part number, however it is typed):
 * the server's queries and writes (inventory.part_number_key is unique) and the demo seed all use
 * this one function, so "ab-12 3" and "AB123" are the same part everywhere.
 */

/** Normalises a part number for comparison: upper case, letters and digits only. */
export function partNumberKey(partNumber: string): string {
  return partNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
