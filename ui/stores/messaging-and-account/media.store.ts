import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Result } from '../../../domain/shared/result';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';
import { errorText } from '../../i18n/error-text';

type MediaState = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly url: string } | { readonly kind: 'failed'; readonly message: string };

/**
 * Images and files the API serves only with the patient's token (chat files, avatars): fetched once, and
 * shown through object URLs that exist only in this page, so no address carrying the token is ever in the
 * DOM to copy or share. Revoked at sign-out.
 */
export class MediaStore {
  readonly items = observable.map<string, MediaState>();

  constructor(private readonly useCases: Pick<MessagingAndAccountUseCases, 'downloadChatFile' | 'loadAvatar'>) {
    makeAutoObservable<MediaStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
  }

  state(key: string): MediaState | undefined {
    return this.items.get(key);
  }

  /** A chat file's object URL, fetched once (null while it loads or when it failed). */
  async chatFile(chatId: string, fileId: string): Promise<string | null> {
    return this.load(chatFileKey(fileId), () => this.useCases.downloadChatFile.execute({ chatId, fileId }));
  }

  /** An avatar the API serves (a path under the API base). */
  async avatar(path: string): Promise<string | null> {
    return this.load(avatarKey(path), () => this.useCases.loadAvatar.execute(path));
  }

  private async load(key: string, fetchBlob: () => Promise<Result<Blob>>): Promise<string | null> {
    const known = this.items.get(key);
    if (known?.kind === 'ready') return known.url;
    if (known?.kind === 'loading') return null;
    this.items.set(key, { kind: 'loading' });
    const blob = await fetchBlob();
    return runInAction(() => {
      if (!blob.ok) {
        this.items.set(key, { kind: 'failed', message: errorText(blob.error) });
        return null;
      }
      const url = URL.createObjectURL(blob.value);
      this.items.set(key, { kind: 'ready', url });
      return url;
    });
  }

  /** Lets a failed item be tried again. */
  forget(key: string): void {
    const known = this.items.get(key);
    if (known?.kind === 'ready') URL.revokeObjectURL(known.url);
    this.items.delete(key);
  }

  reset(): void {
    for (const item of this.items.values()) if (item.kind === 'ready') URL.revokeObjectURL(item.url);
    this.items.clear();
  }
}

export const chatFileKey = (fileId: string): string => `file:${fileId}`;
export const avatarKey = (path: string): string => `avatar:${path}`;
