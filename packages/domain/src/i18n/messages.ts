import { en } from './en';

type MessageKey = keyof typeof en.messages;

const BY_ENGLISH = new Map<string, MessageKey>(Object.entries(en.messages).map(([key, text]) => [text, key as MessageKey]));

/**
 * The catalogue key of a message raised in English (a validation or server message), so the
 * screen or the server can show it in the reader's language; undefined for a message not yet in
 * the catalogue (it stays English).
 */
export function messageKey(english: string): `messages.${MessageKey}` | undefined {
  const key = BY_ENGLISH.get(english);
  return key ? `messages.${key}` : undefined;
}
