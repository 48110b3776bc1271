import { z } from 'zod';
import { cursorPageOf, idCursorSchema } from '../app/page.schemas';
import { idSchema } from '../app/primitive.schemas';
import { MESSAGE_TEXT_MAX } from './message.constants';

const LINE_BREAKS_AND_TABS = new Set(['\n', '\r', '\t']);

/** Control characters other than line breaks and tabs: no person types them. */
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 32 && !LINE_BREAKS_AND_TABS.has(char)) || code === 127;
  });
}

/** POST /api/messages?applicationID= — plain text; control characters other than line breaks are refused. */
export const messagePayloadSchema = z.object({
  messageText: z
    .string()
    .trim()
    .min(1, 'validation.messages.empty')
    .max(MESSAGE_TEXT_MAX, 'validation.messages.tooLong')
    .refine((text) => !hasControlCharacter(text), 'validation.messages.controlCharacters'),
});
export type MessagePayload = z.infer<typeof messagePayloadSchema>;

export const messageSchema = z.object({
  messageID: z.number(),
  messageApplicationID: z.number(),
  messageBy: z.enum(['worker', 'business']),
  /** whether the one asking wrote it */
  messageMine: z.boolean(),
  messageText: z.string(),
  messageDateTime: z.string(),
  /** read by the other side */
  messageRead: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/messages — a conversation a page at a time, from its newest message back. */
export const messageListQuerySchema = z.object({
  applicationID: idSchema,
  after: idCursorSchema.optional().describe('The nextCursor of the previous page: the messages before it'),
});

/**
 * A page of a conversation: its newest messages (after `after`: the ones before those), shown oldest
 * first; `nextCursor` asks for the messages before this page. `unread` counts the other side's unread
 * messages in the whole conversation.
 */
export const messageListSchema = cursorPageOf(messageSchema).extend({ unread: z.number() });
export type MessageList = z.infer<typeof messageListSchema>;

/** One conversation in the inbox: the shift it is about, the other side, its last message. */
export const conversationSchema = z.object({
  applicationID: z.number(),
  jobID: z.number(),
  jobTitle: z.string(),
  /** the business for a worker, the worker's name for a business */
  otherName: z.string(),
  lastMessageText: z.string(),
  lastMessageDateTime: z.string(),
  lastMessageMine: z.boolean(),
  unread: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations — the inbox a page at a time; `unread=1`: only conversations with messages waiting. */
export const conversationListQuerySchema = z.object({
  after: idCursorSchema.optional().describe('The nextCursor of the previous page'),
  unread: z.enum(['0', '1']).optional().describe('1: only the conversations with unread messages'),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

/**
 * A page of the inbox, newest first: `total` conversations in all; `unread` counts the other side's
 * unread messages in all of them, also those on other pages.
 */
export const conversationListSchema = cursorPageOf(conversationSchema).extend({ unread: z.number() });
export type ConversationList = z.infer<typeof conversationListSchema>;
