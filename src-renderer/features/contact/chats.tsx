/**
 * The chat selector of contact analytics (GET contact/chat_selector/?staff=true): the supervisor
 * picks the people whose chats they follow, by name or Telegram handle, and the analytics list
 * narrows to them (`contacts=`). The picked people are remembered with the list's filters: their
 * ids in `contacts`, what their chips show in `contacts_names` (one line per id, name TAB link).
 */
import { useMemo } from 'react';
import { contactEndpoints, type ChatContact } from '../../../src-shared/api/contact.ts';
import { Combobox, type ComboItem } from '../../components/Combobox.tsx';
import { Icon } from '../../components/Icon.tsx';
import { call } from '../../api/http.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { contactName } from '../company/contacts.ts';

/** One picked chat: the contact, and the Telegram link its chip opens. */
export interface PickedChat {
  id: number;
  name: string;
  link: string;
}

/** `https://t.me/marcus_reed` → `@marcus_reed`; a link of another form is shown as it is. */
export function telegramHandle(link: string): string {
  const match = /^(?:https?:\/\/)?(?:t\.me|telegram\.me)\/([A-Za-z0-9_]+)\/?$/i.exec(link.trim());
  return match?.[1] ? `@${match[1]}` : link;
}

/** The picked chats read back from the filters (ids and chip lines kept side by side). */
export function pickedChats(ids: string, names: string): PickedChat[] {
  if (ids.trim() === '') return [];
  const lines = names.split('\n');
  return ids.split(',').map((id, index) => {
    const [name = '', link = ''] = (lines[index] ?? '').split('\t');
    return { id: Number(id), name: name || `Contact ${id}`, link };
  });
}

/** The filters' values of `chats`: what `contacts` and `contacts_names` hold. */
export function chatFilters(chats: readonly PickedChat[]): {
  contacts: string;
  contacts_names: string;
} {
  return {
    contacts: chats.map((chat) => chat.id).join(','),
    contacts_names: chats.map((chat) => `${chat.name}\t${chat.link}`).join('\n'),
  };
}

/** A picker row: the person, their handle and company beside, and the link its chip opens. */
type ChatItem = ComboItem & { link: string };

function chatItem(contact: ChatContact): ChatItem {
  return {
    id: contact.id,
    name: contactName(contact),
    detail: [telegramHandle(contact.telegram_link), contact.company?.name]
      .filter(Boolean)
      .join(' · '),
    link: contact.telegram_link,
  };
}

/** The link of a row the picker handed back (its rows are ChatItems, cached or fresh). */
function linkOf(item: ComboItem): string {
  return 'link' in item && typeof item.link === 'string' ? item.link : '';
}

/** The toolbar's picker: each person picked is added to the chats followed, the input empties. */
export function ChatPicker({
  chats,
  onChange,
}: {
  chats: readonly PickedChat[];
  onChange: (next: PickedChat[]) => void;
}) {
  const role = useRoleUrl();
  const source = useMemo(
    () => ({
      queryKey: (search: string) => ['contact', role, 'chat-selector', search] as const,
      fetchItems: async (search: string, signal: AbortSignal): Promise<ComboItem[]> => {
        const found = await call(contactEndpoints.chatSelector, {
          params: { role },
          query: { search, staff: 'true' },
          signal,
        });
        return found.map(chatItem);
      },
    }),
    [role],
  );
  return (
    // Remounted with each change of the chats followed: the input empties for the next pick.
    <Combobox
      key={chats.map((chat) => chat.id).join(',')}
      label="Chats"
      hideLabel
      className="toolbar-combobox"
      placeholder={chats.length ? 'Add a chat…' : 'Chats: all people'}
      value={null}
      onChange={(item) => {
        if (!item || chats.some((chat) => chat.id === item.id)) return;
        onChange([...chats, { id: item.id, name: item.name, link: linkOf(item) }]);
      }}
      source={source}
      testId="contact-chat-picker"
    />
  );
}

/** A Telegram link that opens the chat outside the app (main opens http(s) links externally). */
export function ChatLink({ link, className }: { link: string; className?: string }) {
  if (!link) return <span className="muted">—</span>;
  return (
    <a
      className={className ?? 'chat-link'}
      href={link}
      target="_blank"
      rel="noreferrer"
      title={`Open the chat in Telegram: ${link}`}
    >
      {telegramHandle(link)}
    </a>
  );
}

/** The chats followed, above the table: each a chip with its Telegram link and a remove button. */
export function PickedChats({
  chats,
  onChange,
}: {
  chats: readonly PickedChat[];
  onChange: (next: PickedChat[]) => void;
}) {
  if (chats.length === 0) return null;
  return (
    <div className="chat-strip" aria-label="Chats followed" data-testid="contact-chats">
      <span className="chat-strip-label">
        <Icon name="send" size={13} /> Chats
      </span>
      {chats.map((chat) => (
        <span key={chat.id} className="chat-chip" data-testid="contact-chat-chip">
          <span className="chat-chip-name">{chat.name}</span>
          <ChatLink link={chat.link} className="chat-chip-link" />
          <button
            type="button"
            className="chat-chip-remove"
            aria-label={`Stop following ${chat.name}`}
            title="Remove from the chats followed"
            onClick={() => onChange(chats.filter((other) => other.id !== chat.id))}
          >
            <Icon name="x" size={12} />
          </button>
        </span>
      ))}
      <button
        type="button"
        className="button button-ghost button-small"
        onClick={() => onChange([])}
      >
        All people
      </button>
    </div>
  );
}
