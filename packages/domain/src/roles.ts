/** TYPE_USER of the spec: who the user is in the portal. */
export const USER_TYPES = ['VENDOR', 'PIC', 'ORACLE'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A user whose description contains "Transport" bills freight (transport export format, no upload input, the expedition menu). */
export function isTransportUser(description: string | null | undefined): boolean {
  return /transport/i.test(description ?? '');
}
