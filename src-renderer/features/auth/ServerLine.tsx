import { useState, type FormEvent } from 'react';
import { serverUrlSchema } from '../../../src-shared/bridge.ts';
import { bridge } from '../../bridge.ts';
import { Icon } from '../../components/Icon.tsx';
import { useAppInfo } from '../../stores/appInfo.ts';
import { useSettings } from '../../stores/settings.ts';

/**
 * "Server: …" under the login card, with a way to change it: an address, or the embedded server
 * (null). The window reloads against the new server once main has switched.
 */
export function ServerLine() {
  const info = useAppInfo((state) => state.info);
  const configured = useSettings((state) => state.serverUrl);
  const [editing, setEditing] = useState(false);
  const [url, setUrl] = useState(configured ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function switchServer(next: string | null) {
    const parsed = serverUrlSchema.safeParse({ url: next });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the server address.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await bridge().settings.setServerUrl(parsed.data);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void switchServer(url.trim());
  }

  if (!info) return null;
  const where = info.embeddedServer ? `embedded (${info.serverUrl})` : info.serverUrl;

  return (
    <div className="server-line" data-testid="server-line">
      {editing ? (
        <form className="server-form" onSubmit={submit} noValidate aria-label="Server">
          <label htmlFor="server-url">Server address</label>
          <input
            id="server-url"
            className="input"
            type="url"
            placeholder="https://erp.example.com"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'server-url-error' : undefined}
            autoFocus
          />
          <button type="submit" className="button button-small" disabled={busy}>
            Use this server
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void switchServer(null)}
          >
            Use embedded server
          </button>
          <button
            type="button"
            className="button button-small button-ghost"
            onClick={() => setEditing(false)}
          >
            Cancel
          </button>
          {error ? (
            <div id="server-url-error" className="field-error" role="alert">
              {error}
            </div>
          ) : null}
        </form>
      ) : (
        <>
          <Icon name="server" size={13} />
          <span>
            Server: <span data-testid="server-in-use">{where}</span>
          </span>
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            Change server
          </button>
        </>
      )}
    </div>
  );
}
