import type { Database } from '../database/database';
import { newId } from '../ids';
import { newUserDoc } from '../users/new-user-docs';

/** Reserved (the .invalid domain never routes): the support team's user, which no one can sign in as. */
const SUPPORT_TEAM_EMAIL = 'support-team@vireo.invalid';

/**
 * The support team answers every support chat as one user (role support, no name: peers show it as
 * 'Support'), created on first need so a server that was never seeded can still open support chats.
 */
export const ensureSupportUserId = async (tx: Pick<Database, 'query'>): Promise<string> => {
  const id = newId();
  await tx.query('insert into users (id, email, doc) values ($1, $2, $3) on conflict (email) do nothing', [
    id,
    SUPPORT_TEAM_EMAIL,
    newUserDoc(id, { email: SUPPORT_TEAM_EMAIL, roles: ['support'] }),
  ]);
  const found = await tx.query<{ id: string }>('select id from users where email = $1', [SUPPORT_TEAM_EMAIL]);
  const supportUserId = found.rows[0]?.id;
  if (!supportUserId) throw new Error('The support user could not be created');
  return supportUserId;
};
