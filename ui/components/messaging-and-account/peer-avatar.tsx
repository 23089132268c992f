import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { isApiAvatar } from '../../../application/use-cases/account/load-avatar.use-case';
import { avatarKey } from '../../stores/messaging-and-account/media.store';
import './peer-avatar.css';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || '?';

/** A site-relative or web image address; anything else (javascript:, data:) is not put in an <img>. */
const isPlainImageUrl = (src: string): boolean => /^\/(?!\/)/.test(src) || /^https:\/\//i.test(src);

/**
 * A person's picture: a doctor's photo, an avatar the API serves (read with the token, shown through an
 * object URL), or their initials. Decorative: the name is always written beside it.
 */
export const PeerAvatar = observer(function PeerAvatar({
  name,
  src,
  size = 36,
}: {
  readonly name: string;
  readonly src: string | null;
  readonly size?: number;
}) {
  const media = useStores(STORES.messagingAndAccount).media;
  const fromApi = src !== null && isApiAvatar(src);
  useEffect(() => {
    if (src !== null && fromApi) void media.avatar(src);
  }, [media, src, fromApi]);
  const loaded = fromApi && src !== null ? media.state(avatarKey(src)) : undefined;
  const url = fromApi ? (loaded?.kind === 'ready' ? loaded.url : null) : src !== null && isPlainImageUrl(src) ? src : null;
  return (
    <span className="peer-avatar" style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }} aria-hidden="true">
      {url ? <img src={url} alt="" width={size} height={size} /> : initialsOf(name)}
    </span>
  );
});
