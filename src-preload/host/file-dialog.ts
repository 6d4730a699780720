/**
 * The browser host's file dialog: a small in-page modal in plain DOM (no React: it belongs to the
 * host, not to the app) that stands in for the native save and open dialogs. It opens in the
 * host's folder with the suggested name, lists the folder, and answers with folder + file name;
 * the host checks the answer and explains what is wrong (no such folder, file exists...).
 *
 * Keyboard: Enter saves (or opens), Escape cancels, Tab stays inside the dialog. Accessible names
 * ("Folder", "File name", "Save", "Cancel") are what the e2e suite drives.
 */
import type {
  DialogAnswer,
  DialogAnswerResult,
  DialogAsk,
  FolderListing,
} from '../../src-shared/host-protocol.ts';

interface FileDialogApi {
  list(folder: string): Promise<FolderListing>;
  answer(choice: DialogAnswer['choice']): Promise<DialogAnswerResult>;
}

export interface OpenFileDialog {
  /** Closes the dialog without answering (the host settled it already). */
  close(): void;
}

type Style = Partial<CSSStyleDeclaration>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: { text?: string; style?: Style; attrs?: Record<string, string> } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (options.text !== undefined) node.textContent = options.text;
  // Styles through the CSSOM, which the page's Content-Security-Policy allows.
  if (options.style) Object.assign(node.style, options.style);
  for (const [name, value] of Object.entries(options.attrs ?? {})) node.setAttribute(name, value);
  return node;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const inputStyle: Style = {
  width: '100%',
  boxSizing: 'border-box',
  padding: '6px 8px',
  border: '1px solid #b8bfc8',
  borderRadius: '4px',
  font: `14px ${FONT}`,
  // Explicit colours: the page's own styles (its dark theme) must not reach this light dialog.
  color: '#1f2933',
  background: '#fff',
};
const buttonStyle: Style = {
  padding: '6px 16px',
  borderRadius: '4px',
  border: '1px solid #b8bfc8',
  background: '#fff',
  color: '#1f2933',
  font: `14px ${FONT}`,
  cursor: 'pointer',
};

function joinPath(folder: string, name: string): string {
  const separator = folder.includes('\\') && !folder.includes('/') ? '\\' : '/';
  return folder.endsWith(separator) ? `${folder}${name}` : `${folder}${separator}${name}`;
}

function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function openFileDialog(
  ask: DialogAsk,
  api: FileDialogApi,
  onClosed: () => void,
): OpenFileDialog {
  const isSave = ask.mode === 'save';
  const previousFocus = document.activeElement as HTMLElement | null;
  const titleId = `aerodesk-dialog-title-${ask.id}`;

  const overlay = element('div', {
    attrs: { 'data-aerodesk-dialog': ask.mode },
    style: {
      position: 'fixed',
      inset: '0',
      background: 'rgba(15, 23, 42, 0.45)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      zIndex: '2147483647',
      font: `14px ${FONT}`,
      color: '#1f2933',
      colorScheme: 'light',
    },
  });
  const panel = element('div', {
    attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
    style: {
      width: 'min(640px, calc(100vw - 32px))',
      maxHeight: 'calc(100vh - 32px)',
      display: 'flex',
      flexDirection: 'column',
      gap: '10px',
      padding: '18px 20px',
      background: '#fff',
      borderRadius: '8px',
      boxShadow: '0 12px 40px rgba(0, 0, 0, 0.3)',
    },
  });
  const title = element('h2', {
    text: ask.title,
    attrs: { id: titleId },
    style: { margin: '0 0 4px', fontSize: '17px', fontWeight: '600' },
  });

  const folderLabel = element('label', { text: 'Folder', style: { fontWeight: '500' } });
  const folderRow = element('div', { style: { display: 'flex', gap: '6px' } });
  const folderInput = element('input', {
    attrs: { type: 'text', 'aria-label': 'Folder', spellcheck: 'false', autocomplete: 'off' },
    style: inputStyle,
  });
  folderInput.value = ask.folder;
  const upButton = element('button', {
    text: '↑ Up',
    attrs: { type: 'button', 'aria-label': 'Parent folder', title: 'Parent folder' },
    style: { ...buttonStyle, padding: '6px 10px', whiteSpace: 'nowrap' },
  });
  folderRow.append(folderInput, upButton);
  folderLabel.append(folderRow);

  const listing = element('div', {
    attrs: { role: 'list', 'aria-label': 'Folder contents' },
    style: {
      height: '220px',
      overflowY: 'auto',
      border: '1px solid #d5dae0',
      borderRadius: '4px',
      padding: '4px 0',
      background: '#fafbfc',
    },
  });
  const listingStatus = element('div', {
    attrs: { role: 'status' },
    style: { minHeight: '18px', color: '#52606d', fontSize: '13px' },
  });

  const nameLabel = element('label', { text: 'File name', style: { fontWeight: '500' } });
  const nameInput = element('input', {
    attrs: { type: 'text', 'aria-label': 'File name', spellcheck: 'false', autocomplete: 'off' },
    style: inputStyle,
  });
  nameInput.value = ask.fileName;
  nameLabel.append(nameInput);

  const error = element('p', {
    attrs: { role: 'alert' },
    style: { margin: '0', minHeight: '18px', color: '#b42318' },
  });
  const actions = element('div', {
    style: { display: 'flex', justifyContent: 'flex-end', gap: '8px' },
  });
  const cancelButton = element('button', {
    text: 'Cancel',
    attrs: { type: 'button' },
    style: buttonStyle,
  });
  const confirmLabel = isSave ? 'Save' : 'Open';
  const confirmButton = element('button', {
    text: confirmLabel,
    attrs: { type: 'button' },
    style: { ...buttonStyle, background: '#1d4ed8', borderColor: '#1d4ed8', color: '#fff' },
  });
  actions.append(cancelButton, confirmButton);
  panel.append(title, folderLabel, listing, listingStatus, nameLabel, error, actions);
  overlay.append(panel);

  let closed = false;
  let busy = false;
  let parent: string | null = null;
  /** The path the user was warned about: saving it again replaces the file. */
  let confirmedPath: string | null = null;
  let listingRequest = 0;
  let listingTimer: ReturnType<typeof setTimeout> | undefined;

  function close(): void {
    if (closed) return;
    closed = true;
    clearTimeout(listingTimer);
    overlay.remove();
    previousFocus?.focus?.();
    onClosed();
  }

  function showError(message: string): void {
    error.textContent = message;
  }

  function resetConfirmation(): void {
    confirmedPath = null;
    confirmButton.textContent = confirmLabel;
  }

  async function refreshListing(): Promise<void> {
    const request = ++listingRequest;
    const folder = folderInput.value.trim();
    if (!folder) return;
    listingStatus.textContent = 'Reading the folder...';
    const result = await api.list(folder).catch((cause: unknown): FolderListing => ({
      ok: false,
      message: String((cause as Error).message),
    }));
    if (request !== listingRequest || closed) return;
    listing.replaceChildren();
    if (!result.ok) {
      parent = null;
      listingStatus.textContent = result.message;
      return;
    }
    parent = result.parent;
    listingStatus.textContent = result.entries.length
      ? result.truncated
        ? `Showing the first ${result.entries.length} entries.`
        : ''
      : 'This folder is empty.';
    for (const entry of result.entries) listing.append(entryRow(result.folder, entry));
  }

  function entryRow(
    folder: string,
    entry: { name: string; kind: 'folder' | 'file'; size: number | null },
  ) {
    const row = element('button', {
      attrs: { type: 'button', role: 'listitem', 'data-kind': entry.kind },
      style: {
        display: 'flex',
        width: '100%',
        justifyContent: 'space-between',
        gap: '12px',
        padding: '3px 10px',
        border: '0',
        background: 'transparent',
        font: `13px ${FONT}`,
        textAlign: 'left',
        cursor: 'pointer',
      },
    });
    row.append(
      element('span', { text: `${entry.kind === 'folder' ? '📁' : '📄'} ${entry.name}` }),
      element('span', { text: formatSize(entry.size), style: { color: '#7b8794' } }),
    );
    row.addEventListener('click', () => {
      if (entry.kind === 'folder') {
        folderInput.value = joinPath(folder, entry.name);
        resetConfirmation();
        void refreshListing();
      } else {
        nameInput.value = entry.name;
        resetConfirmation();
      }
    });
    row.addEventListener('dblclick', () => {
      if (entry.kind === 'file') void submit();
    });
    return row;
  }

  async function submit(): Promise<void> {
    if (busy || closed) return;
    const folder = folderInput.value.trim();
    const fileName = nameInput.value.trim();
    const path = joinPath(folder, fileName);
    busy = true;
    showError('');
    try {
      const result = await api.answer({ folder, fileName, overwrite: confirmedPath === path });
      if (result.ok) return close();
      showError(result.message);
      if (result.confirmOverwrite) {
        confirmedPath = path;
        confirmButton.textContent = 'Replace';
      }
    } catch (cause) {
      showError((cause as Error).message);
    } finally {
      busy = false;
    }
  }

  async function cancel(): Promise<void> {
    if (closed) return;
    await api.answer(null).catch(() => undefined);
    close();
  }

  function focusables(): HTMLElement[] {
    return [...panel.querySelectorAll<HTMLElement>('input, button')].filter(
      (node) => !(node as HTMLButtonElement).disabled,
    );
  }

  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      void cancel();
    } else if (event.key === 'Enter') {
      // Enter on a listed entry opens it; anywhere else it confirms the dialog.
      const target = event.target as HTMLElement;
      if (
        target.getAttribute('role') === 'listitem' ||
        target === upButton ||
        target === cancelButton
      ) {
        return;
      }
      event.preventDefault();
      void submit();
    } else if (event.key === 'Tab') {
      const nodes = focusables();
      const first = nodes[0];
      const last = nodes[nodes.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  });
  folderInput.addEventListener('input', () => {
    resetConfirmation();
    clearTimeout(listingTimer);
    listingTimer = setTimeout(() => void refreshListing(), 300);
  });
  nameInput.addEventListener('input', resetConfirmation);
  upButton.addEventListener('click', () => {
    if (!parent) return;
    folderInput.value = parent;
    resetConfirmation();
    void refreshListing();
  });
  cancelButton.addEventListener('click', () => void cancel());
  confirmButton.addEventListener('click', () => void submit());
  // A click on the backdrop is not a cancel: a stray click must not lose the user's choice.

  document.body.append(overlay);
  nameInput.focus();
  // Select the name without its extension, as native save dialogs do.
  const dot = ask.fileName.lastIndexOf('.');
  nameInput.setSelectionRange(0, dot > 0 ? dot : ask.fileName.length);
  void refreshListing();

  return { close };
}
