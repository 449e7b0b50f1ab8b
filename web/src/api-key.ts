/**
 * The API key for services started with API_KEYS_FILE: asked for in a dialog when the service
 * answers 401, kept in sessionStorage so it lasts as long as the tab and no longer.
 */
const STORAGE = 'move-service-api-key';

export function storedKey(): string | undefined {
  return sessionStorage.getItem(STORAGE) ?? undefined;
}

/** Shows why the key was refused and waits for one; undefined when the person cancels. */
export function askForKey(reason: string): Promise<string | undefined> {
  const dialog = document.querySelector<HTMLDialogElement>('#key-dialog')!;
  const input = dialog.querySelector<HTMLInputElement>('input')!;
  dialog.querySelector('.reason')!.textContent = reason;
  input.value = '';
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        const key = dialog.returnValue === 'ok' ? input.value.trim() : '';
        if (key === '') return resolve(undefined);
        sessionStorage.setItem(STORAGE, key);
        resolve(key);
      },
      { once: true },
    );
  });
}
