export const MESSAGE_TEXT_MAX = 2000;
/** A conversation mails the other side at most once in this many minutes. */
export const MESSAGE_MAIL_PAUSE_MINUTES = 15;

/** How many messages of a conversation one page holds: the newest first, older ones on asking. */
export const MESSAGES_PAGE_SIZE = 50;

/** How many conversations one page of the inbox holds, newest first. */
export const INBOX_PAGE_SIZE = 20;
