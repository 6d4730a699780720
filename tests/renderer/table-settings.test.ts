/** Spec §4: table settings from the server go to the session settings; a change is merged back. */
import { describe, expect, it } from 'vitest';
import {
  effectiveVisibility,
  mergeTableSetting,
  sessionSettingsFromResponse,
  sessionSettingsFromUserInfo,
} from '../../src-renderer/features/setting/tableSettings.ts';

describe('table settings', () => {
  it('a user_info stores column visibility, presets and the active preset', () => {
    const patch = sessionSettingsFromUserInfo({
      table_setting: {
        company: { columnVisibility: { email: true, city: false }, columnOrder: ['name'] },
      },
      preset_settings: {
        setting: { company: [{ name: 'EU clients', filters: { category: 1 } }] },
        active_setting: { company: 'EU clients' },
      },
    });
    expect(patch).toEqual({
      columnVisibility: { company: { email: true, city: false } },
      presets: { company: [{ name: 'EU clients', filters: { category: 1 } }] },
      activePreset: { company: 'EU clients' },
    });
  });

  it('a response without settings changes nothing', () => {
    expect(sessionSettingsFromResponse({})).toEqual({});
  });

  it('the visibility shown is the defaults, overridden by every choice the user made', () => {
    expect(effectiveVisibility({ name: true, email: false, city: true }, { email: true })).toEqual({
      name: true,
      email: true,
      city: true,
    });
    expect(effectiveVisibility({ name: true }, undefined)).toEqual({ name: true });
    // A list whose defaults name no column (or only the hidden ones): hiding a column sticks.
    expect(effectiveVisibility({}, { title: false })).toEqual({ title: false });
    expect(effectiveVisibility({ email: false }, { name: false })).toEqual({
      email: false,
      name: false,
    });
  });

  it('a change keeps the other tables and the column order the server had', () => {
    const merged = mergeTableSetting(
      {
        company: { columnVisibility: { email: false }, columnOrder: ['name', 'email'] },
        rfq: { columnVisibility: { status: false } },
      },
      { product: { serial_number: false } },
      'company',
      { email: true, city: false },
    );
    expect(merged).toEqual({
      company: { columnVisibility: { email: true, city: false }, columnOrder: ['name', 'email'] },
      rfq: { columnVisibility: { status: false } },
      product: { columnVisibility: { serial_number: false } },
    });
  });
});
