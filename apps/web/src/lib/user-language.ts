import type { Language } from '@faktura/domain';
import { apiFetch } from './api-core';

/**
 * Keeps the signed-in user's language on the server (PUT /api/auth/language). A plain call with
 * a hand check of the answer: the header's switch is drawn on the login page too, whose JS has a budget.
 */
export async function saveUserLanguage(language: Language): Promise<void> {
  await apiFetch('/api/auth/language', { parse: (body: unknown) => body as { language: Language } }, { method: 'PUT', body: { language } });
}
