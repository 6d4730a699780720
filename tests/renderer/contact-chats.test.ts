/**
 * The chats a supervisor follows on contact analytics (features/contact/chats.tsx): kept in the
 * list's filters and read back, sent as `contacts=`, and a Telegram link shown as its handle.
 */
import { describe, expect, it } from 'vitest';
import { contactAnalyticsQuerySchema } from '../../src-shared/api/contact.ts';
import {
  chatFilters,
  pickedChats,
  telegramHandle,
} from '../../src-renderer/features/contact/chats.tsx';
import { contactAnalyticsCodec } from '../../src-renderer/features/contact/listQuery.ts';

const chats = [
  { id: 12, name: 'Olivia Bennett', link: 'https://t.me/olivia_bennett' },
  { id: 7, name: 'Marcus Hale', link: '' },
];

describe('chats followed', () => {
  it('round-trips through the filters, in the order picked', () => {
    const filters = chatFilters(chats);
    expect(filters.contacts).toBe('12,7');
    expect(pickedChats(filters.contacts, filters.contacts_names)).toEqual(chats);
    expect(pickedChats('', '')).toEqual([]);
  });

  it('a chip whose name was lost still reads, by its id', () => {
    expect(pickedChats('5', '')).toEqual([{ id: 5, name: 'Contact 5', link: '' }]);
  });

  it('sends the ids as contacts= (the server reads them), never the names; kept over a restart', () => {
    const view = contactAnalyticsCodec.fromSaved(undefined);
    const picked = { ...view, filters: { ...view.filters, ...chatFilters(chats) } };
    const params = contactAnalyticsCodec.params(picked, 0);
    expect(params).toMatchObject({ contacts: '12,7' });
    expect(params).not.toHaveProperty('contacts_names');
    expect(contactAnalyticsQuerySchema.parse(params).contacts).toEqual([12, 7]);
    const saved = contactAnalyticsCodec.toSaved(picked);
    // What is remembered is trimmed (a last chat without a link loses its tab): it reads the same.
    const restored = contactAnalyticsCodec.fromSaved(saved).filters;
    expect(pickedChats(restored.contacts, restored.contacts_names)).toEqual(chats);
  });

  it('shows a t.me link as its @handle, any other link as it is', () => {
    expect(telegramHandle('https://t.me/olivia_bennett')).toBe('@olivia_bennett');
    expect(telegramHandle('t.me/marcus_hale/')).toBe('@marcus_hale');
    expect(telegramHandle('https://example.com/chat')).toBe('https://example.com/chat');
  });
});
