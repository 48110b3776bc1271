/** Text made safe to put inside HTML (mails, the unsubscribe page): the five characters that matter escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
