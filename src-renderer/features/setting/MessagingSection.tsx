/**
 * The messaging service on the settings screen: the Telegram bot the product list's Excel file is
 * sent through. The token goes to the server's OS keychain and never comes back: the field is
 * empty, and says whether one is set; typing a new one replaces it, Remove clears it.
 */
import { useState } from 'react';
import type { MessagingSettings } from '../../../src-shared/api/messaging.ts';
import { useMessagingSettings, useUpdateMessagingSettings } from './api.ts';
import { recordSection, type RecordFormProps } from './RecordSections.tsx';

function MessagingForm({ record: settings, mayWrite }: RecordFormProps<MessagingSettings>) {
  const update = useUpdateMessagingSettings();
  const [apiUrl, setApiUrl] = useState(settings.telegram_api_url);
  const [chatId, setChatId] = useState(settings.telegram_chat_id);
  const [token, setToken] = useState('');
  const save = (patch: Parameters<typeof update.mutateAsync>[0]) =>
    update
      .mutateAsync(patch)
      .then(() => setToken(''))
      .catch(() => undefined);
  return (
    <form
      className="settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save({
          telegram_api_url: apiUrl,
          telegram_chat_id: chatId,
          ...(token.trim() ? { bot_token: token } : {}),
        });
      }}
    >
      <label className="settings-field settings-field-wide">
        <span>Bot token</span>
        <input
          className="input mono"
          type="password"
          autoComplete="off"
          disabled={!mayWrite}
          placeholder={
            settings.bot_token_set
              ? 'Set, in the keychain: type a new one to replace it'
              : 'Not set: paste the token @BotFather gave'
          }
          value={token}
          onChange={(event) => setToken(event.target.value)}
          data-testid="messaging-token"
        />
      </label>
      <label className="settings-field">
        <span>Chat</span>
        <input
          className="input mono"
          disabled={!mayWrite}
          placeholder="-1001234567890 or @channel"
          value={chatId}
          onChange={(event) => setChatId(event.target.value)}
          data-testid="messaging-chat"
        />
      </label>
      <label className="settings-field settings-field-wide">
        <span>Bot API address</span>
        <input
          className="input mono"
          disabled={!mayWrite}
          value={apiUrl}
          onChange={(event) => setApiUrl(event.target.value)}
          data-testid="messaging-api"
        />
      </label>
      {mayWrite ? (
        <>
          <button type="submit" className="button button-primary" disabled={update.isPending}>
            Save
          </button>
          {settings.bot_token_set ? (
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => void save({ bot_token: '' })}
            >
              Remove token
            </button>
          ) : null}
        </>
      ) : null}
      <span className="muted" data-testid="messaging-state">
        {settings.bot_token_set && settings.telegram_chat_id
          ? 'Ready: the product list can send its Excel file to this chat.'
          : 'Not ready: the product list cannot send files until a token and a chat are set.'}
      </span>
    </form>
  );
}

export const MessagingSection = recordSection({
  id: 'messaging',
  title: 'Messaging (Telegram)',
  useData: useMessagingSettings,
  Form: MessagingForm,
});
