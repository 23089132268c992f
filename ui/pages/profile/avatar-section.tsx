import { Button, Card, H2 } from '@blueprintjs/core';
import { Camera } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { AVATAR_RULE } from '../../../domain/chat/attachments';
import { ACCOUNT_MESSAGES } from '../../../domain/account/account-messages';
import { PeerAvatar } from '../../components/messaging-and-account/peer-avatar';
import { SectionStatus } from './section-status';
import { useTranslate } from '../../i18n/use-translate';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

const ACCEPT = [...AVATAR_RULE.types, '.jpg', '.jpeg', '.png', '.heic', '.heif', '.webp'].join(',');

/** The patient's photo: an image of at most 5 MB, checked before it is sent. */
export const AvatarSection = observer(function AvatarSection({ name }: { readonly name: string }) {
  const _ = useTranslate();
  const profile = useStores(STORES.messagingAndAccount).profile;
  const input = useRef<HTMLInputElement>(null);
  const busy = profile.running === 'avatar';

  const onFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (file) await profile.uploadAvatar({ name: file.name, type: file.type, size: file.size, content: file });
  };

  return (
    <Card className="profile-section profile-photo" aria-labelledby="profile-photo-title" role="region">
      <H2 id="profile-photo-title">{_('Photo')}</H2>
      <div className="profile-photo-row">
        <PeerAvatar name={name} src={profile.user?.avatar ?? null} size={88} />
        <div>
          <input
            ref={input}
            id="profile-photo-input"
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void onFile(event.target.files)}
          />
          <Button
            icon={<Camera />}
            text={profile.user?.avatar ? _('Change photo') : _('Add a photo')}
            loading={busy}
            disabled={profile.running !== null}
            onClick={() => input.current?.click()}
          />
          <p className="profile-hint ma-muted">{_('JPEG, PNG, HEIC or WebP, up to 5 MB.')}</p>
        </div>
      </div>
      <SectionStatus error={profile.errors.avatar} done={profile.done === ACCOUNT_MESSAGES.avatarSaved ? profile.done : null} />
    </Card>
  );
});
