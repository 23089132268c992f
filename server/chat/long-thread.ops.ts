import type { OperatorHandlerTable } from '../http/typed-handlers';
import { patientByEmail } from '../ops/patient-by-email';
import type { ServerContext } from '../server-context';
import { openSupportChat } from './chats.repository';

/**
 * Fills the patient's support chat with `count` messages, alternating patient and support a minute apart
 * up to now, all read: the long thread that benchmarks and scrolling tests need, written in one statement
 * (posting them one by one takes minutes).
 */
export const longThreadOps = (ctx: ServerContext) =>
  ({
    fillLongThread: async ({ body }) => {
      const { patientEmail, count } = body;
      const now = new Date(ctx.now());
      const filled = await ctx.db.transaction(async (tx) => {
        const chat = await openSupportChat(tx, await patientByEmail(tx, patientEmail), now);
        await tx.query(
          `insert into chat_messages (id, chat_id, user_id, created_at, doc)
           select id, $1::text, sender, at, jsonb_build_object(
             '_id', id, 'chatId', $1::text, 'userId', sender, 'messageType', 'text',
             'message', 'Message ' || i || ' of ' || $5::int || ' in a long thread',
             'createdAt', to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           from (
             select i, substr(md5(random()::text || clock_timestamp()::text || i::text), 1, 24) as id,
               case when i % 2 = 1 then $2::text else $3::text end as sender,
               $4::timestamptz - ($5::int - i) * interval '1 minute' as at
             from generate_series(1, $5::int) as i
           ) as generated
           order by i`,
          [chat.id, chat.patient_user_id, chat.peer_user_id, now, count],
        );
        await tx.query(
          `insert into chat_reads (chat_id, user_id, last_read_seq)
           select $1, unnest($2::text[]), (select max(seq) from chat_messages where chat_id = $1)
           on conflict (chat_id, user_id) do update set last_read_seq = excluded.last_read_seq`,
          [chat.id, [chat.patient_user_id, chat.peer_user_id]],
        );
        await tx.query('update chats set last_message_at = $2 where id = $1', [chat.id, now]);
        return { chatId: chat.id, count };
      });
      return { status: 201, body: { status: 'success', data: [filled] } };
    },
  }) satisfies Partial<OperatorHandlerTable>;
