import './chat-loading.css';
import { observer } from 'mobx-react-lite';
import { LoadingShape, SkeletonBlock } from '../../components/skeleton';
import { useTranslate } from '../../i18n/use-translate';

/** Bubbles of a conversation's shape, theirs on the left and the patient's on the right. */
const MESSAGE_SHAPES = [
  { mine: false, width: '70%', height: 56 },
  { mine: true, width: '55%', height: 40 },
  { mine: false, width: '60%', height: 72 },
  { mine: true, width: '45%', height: 40 },
] as const;

/** A conversation's messages while they load, with its composer's place kept at the bottom. */
export const ThreadLoading = observer(function ThreadLoading() {
  const _ = useTranslate();
  return (
    <LoadingShape label={_('Loading the conversation')} className="chat-thread-shape">
      <div className="chat-thread-shape-messages">
        {MESSAGE_SHAPES.map((shape, index) => (
          <SkeletonBlock key={index} className={shape.mine ? 'is-mine' : undefined} width={shape.width} height={shape.height} />
        ))}
      </div>
      <div className="message-composer">
        <SkeletonBlock height={40} />
      </div>
    </LoadingShape>
  );
});

/** The patient's conversations while they load: three entries of the list beside (on a wide screen) a conversation. */
export const ChatsLoading = observer(function ChatsLoading() {
  const _ = useTranslate();
  return (
    <LoadingShape label={_('Loading your conversations')} className="chat-layout">
      <div className="chat-list-column">
        {[0, 1, 2].map((index) => (
          <div key={index} className="chat-list-item">
            <SkeletonBlock className="is-round" width={40} height={40} />
            <div className="skeleton-lines">
              <SkeletonBlock width="60%" height={16} />
              <SkeletonBlock width="40%" height={14} />
              <SkeletonBlock width="85%" height={14} />
            </div>
          </div>
        ))}
      </div>
      <div className="chat-thread-column chat-thread-shape-column">
        <div className="chat-thread-shape-messages">
          {MESSAGE_SHAPES.map((shape, index) => (
            <SkeletonBlock key={index} className={shape.mine ? 'is-mine' : undefined} width={shape.width} height={shape.height} />
          ))}
        </div>
      </div>
    </LoadingShape>
  );
});
