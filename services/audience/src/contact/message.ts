import { ContactMessageReceived, type ContactInput, type ContactMessageRecord } from '@mitics/contracts';
import type { StoredEvent } from '@mitics/kit';
import type { z } from 'zod';

/** Every contact message is its own stream, holding its one event. */
export const messageStream = (messageId: string): string => `contact-message-${messageId}`;

export type MessageState = { kind: 'absent' } | { kind: 'received'; message: ContactMessageRecord };

export const initialMessageState = (): MessageState => ({ kind: 'absent' });

type Received = { type: typeof ContactMessageReceived.type; data: z.infer<typeof ContactMessageReceived.data> };

/** Reads a stored event back as a contact message event (checked against its contract); other types give null. */
export function toMessageEvent(event: { type: string; data: unknown }): Received | null {
  if (event.type !== ContactMessageReceived.type) return null;
  return { type: ContactMessageReceived.type, data: ContactMessageReceived.data.parse(event.data) };
}

export function evolveMessage(state: MessageState, event: Received): MessageState {
  if (state.kind !== 'absent') return state;
  const { messageId, ...fields } = event.data;
  return { kind: 'received', message: { ...fields, id: messageId } };
}

export const evolveStoredMessage = (state: MessageState, stored: StoredEvent): MessageState => {
  const event = toMessageEvent(stored);
  return event ? evolveMessage(state, event) : state;
};

/** ReceiveContactMessage: the validated form, a new id and the time it arrived. Pure. */
export function receiveMessage(
  command: { messageId: string; form: ContactInput; at: string },
  state: MessageState,
): Array<{ type: typeof ContactMessageReceived.type; version: number; data: z.infer<typeof ContactMessageReceived.data> }> {
  if (state.kind !== 'absent') return [];
  return [{ type: ContactMessageReceived.type, version: ContactMessageReceived.version, data: { ...command.form, messageId: command.messageId, receivedAt: command.at } }];
}
