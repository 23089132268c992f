/** Who takes part in a chat (spec §3): the patient, and a doctor or the support team. */
export type ChatPeerRole = 'patient' | 'doctor' | 'support';

export interface ChatPeer {
  /** The peer's user id: a message's userId. */
  readonly _id: string;
  readonly role: ChatPeerRole;
  readonly firstName: string | null;
  readonly lastName: string | null;
  /** An image address: a public URL (a doctor's photo) or an API path read with the token. */
  readonly avatar: string | null;
  /** The doctor's profile id (/doctor-info/{doctorId}) for a doctor peer. */
  readonly doctorId: string | null;
}

export type ChatFileType = 'image/jpeg' | 'image/png' | 'image/heic' | 'image/webp' | 'application/pdf';

export interface ChatFile {
  readonly _id: string;
  readonly name: string;
  readonly mimeType: ChatFileType;
  /** Bytes. */
  readonly size: number;
}

/** A chat message (spec §3): text, or a file whose name is the message. */
export interface ChatMessage {
  readonly _id: string;
  readonly chatId: string;
  readonly userId: string;
  readonly messageType: 'text' | 'file';
  readonly message: string;
  readonly file: ChatFile | null;
  readonly createdAt: string;
  /** User ids who have read it, the sender first. */
  readonly whoHaveRead: readonly string[];
  readonly user: { readonly avatar: string | null };
  readonly userName: string;
}

export interface ChatSubscriptionSummary {
  readonly _id: string;
  readonly productType: string;
  readonly status: string;
  readonly productName: string | null;
}

/** A chat as the list shows it: its peers, its latest message and what the patient has not read. */
export interface Chat {
  readonly _id: string;
  readonly kind: 'support' | 'doctor';
  readonly subscriptionId: string | null;
  readonly users: readonly ChatPeer[];
  /** The list carries the latest message only; a thread page carries a page. */
  readonly messages: readonly ChatMessage[];
  readonly subscription: ChatSubscriptionSummary | null;
  readonly unreadCount: number;
  readonly createdAt: string;
  readonly lastMessageAt: string | null;
}

/** One page of a thread, oldest first; `nextBefore` is the cursor of the next older page, null at the start. */
export interface ChatThreadPage {
  readonly chat: Chat;
  readonly messages: readonly ChatMessage[];
  readonly nextBefore: string | null;
}

/** Unread messages per chat and in total, for the caller. */
export interface UnreadCounts {
  readonly byChat: readonly { readonly chatId: string; readonly count: number }[];
  readonly total: number;
}
